import { Breadcrumb } from '@/components/ui/breadcrumb';
import { listingCrumbs } from '@/lib/breadcrumbs';
import { messages } from '@/server/editions';

interface StandingPageViewProps {
  title: string;
  path: string;
  /** Sanitised HTML from the page's Markdown (server/pages.ts). */
  html: string;
}

/** About, contact, privacy, terms: a title and the page's text, set like a story's body. */
export function StandingPageView({ title, path, html }: StandingPageViewProps) {
  return (
    <article className="mx-auto max-w-3xl">
      <Breadcrumb crumbs={listingCrumbs(messages(), title, () => path)} />
      <h1 className="mt-6 font-serif text-4xl leading-tight font-bold text-balance text-ink sm:text-5xl">{title}</h1>
      <div
        className="article-body prose prose-lg mt-8 max-w-none font-serif prose-stone prose-h2:scroll-mt-24"
        dangerouslySetInnerHTML={{ __html: html }}
      />
    </article>
  );
}
