import { EditionLinks } from '@/components/edition/edition-links';
import { editionOf, storyPath } from '@/lib/editions';
import { getTranslations, storyOf } from '@/server/articles';
import { currentEdition } from '@/server/editions';

/*
 * No generateStaticParams: the story's own segment (app/(site)/news/[slug]) lists the slugs. Next
 * calls a parallel slot's list once for each set of parameters listed before it and keeps every
 * pair: the same list here made one per pair of stories, 10,000² at 10,000 stories, and the build ran
 * out of memory.
 */

interface StoryLanguageProps {
  params: Promise<{ slug: string; edition?: string }>;
}

/** A story's header links to its versions in the other editions; to their front pages where it has none. */
export default async function StoryLanguageLinks({ params }: StoryLanguageProps) {
  const found = await storyOf(params);
  const versions = found ? getTranslations(found.article) : [];
  const of = storyPath({ slug: (await params).slug, lang: currentEdition().id });
  const byEdition = Object.fromEntries(versions.map((version) => [editionOf(version.lang).id, storyPath(version)]));
  return <EditionLinks className="flex" versions={{ of, in: byEdition }} />;
}
