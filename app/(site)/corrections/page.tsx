import type { Metadata } from 'next';
import { CorrectionsView } from '@/components/pages/corrections-view';
import { formatLongDate } from '@/lib/dates';
import { fill } from '@/lib/editions';
import { pageMetadata, shareImage } from '@/server/metadata';
import { routes } from '@/lib/routes';
import { siteConfig } from '@/lib/site';
import { enterEdition, messages } from '@/server/editions';
import { getCorrections } from '@/server/listings';

interface CorrectionsPageProps {
  params?: Promise<{ edition?: string }>;
}

export async function generateMetadata({ params }: CorrectionsPageProps): Promise<Metadata> {
  await enterEdition(params);
  const words = messages();
  return pageMetadata({
    title: words.layout.corrections,
    description: fill(words.meta.correctionsDescription, { site: siteConfig.name }),
    path: routes.corrections(),
    image: shareImage(undefined, fill(words.meta.onSite, { name: words.layout.corrections, site: siteConfig.name })),
  });
}

/** The edition's corrections: those of its own stories (getCorrections reads the page's edition), dated in its language. */
export default async function CorrectionsPage({ params }: CorrectionsPageProps) {
  const edition = await enterEdition(params);
  const corrections = getCorrections().map(({ correction, article }) => ({
    date: correction.date,
    dateLabel: formatLongDate(correction.date, edition.locale),
    text: correction.text,
    // Within the page's edition: CorrectionsView puts it there, as the stories are the edition's own.
    story: { title: article.title, path: routes.article(article.slug) },
  }));
  return <CorrectionsView corrections={corrections} />;
}
