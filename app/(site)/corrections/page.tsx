import type { Metadata } from 'next';
import { CorrectionsView } from '@/components/pages/corrections-view';
import { formatLongDate } from '@/lib/dates';
import { pageMetadata, shareImage } from '@/server/metadata';
import { routes } from '@/lib/routes';
import { siteConfig } from '@/lib/site';
import { getCorrections } from '@/server/listings';

export const metadata: Metadata = pageMetadata({
  title: 'Corrections',
  description: `Every correction ${siteConfig.name} has published, newest first, with the story it corrects.`,
  path: routes.corrections(),
  image: shareImage(undefined, `Corrections on ${siteConfig.name}`),
});

export default function CorrectionsPage() {
  const corrections = getCorrections().map(({ correction, article }) => ({
    date: correction.date,
    dateLabel: formatLongDate(correction.date),
    text: correction.text,
    story: { title: article.title, path: routes.article(article.slug) },
  }));
  return <CorrectionsView corrections={corrections} />;
}
