import { ArticleDate } from '@/components/ui/article-date';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { Link } from '@/components/ui/link';
import { listingCrumbs } from '@/lib/breadcrumbs';
import { routes, withBasePath } from '@/lib/routes';
import { siteConfig } from '@/lib/site';
import { fill, inEdition } from '@/lib/editions';
import { currentEdition, messages } from '@/server/editions';
import { Fragment, type ReactNode } from 'react';

export interface CorrectionItem {
  date: string;
  /** The date as readers see it, formatted on the server. */
  dateLabel: string;
  text: string;
  /** The story, at its site path within the page's edition (`/news/x/`). */
  story: { title: string; path: string };
}

/** A dictionary line with elements in its `{name}` blanks: `Read our {policy}.` with a link for `policy`. */
function fillElements(line: string, values: Record<string, ReactNode>): ReactNode[] {
  return line
    .split(/(\{\w+\})/)
    .map((part, index) => <Fragment key={index}>{/^\{\w+\}$/.test(part) ? (values[part.slice(1, -1)] ?? part) : part}</Fragment>);
}

/** A link in the intro's sentence. */
const inTextLink = (href: string, text: string) => (
  <Link href={href} className="text-accent underline underline-offset-4">
    {text}
  </Link>
);

/** Every correction the paper has made, newest first, each with the story it corrects. */
export function CorrectionsView({ corrections }: { corrections: CorrectionItem[] }) {
  const words = messages();
  const edition = currentEdition();
  const heading = words.layout.corrections;
  return (
    <div className="mx-auto max-w-3xl">
      <Breadcrumb crumbs={listingCrumbs(words, heading, routes.corrections)} />
      <h1 className="mt-6 font-serif text-4xl leading-tight font-bold text-ink sm:text-5xl">{heading}</h1>
      <p className="mt-4 text-lg leading-8 text-muted">
        {fill(words.listing.correctionsIntro, { site: siteConfig.name })}{' '}
        {fillElements(words.listing.correctionsLinks, {
          policy: inTextLink(routes.pageSection(siteConfig.policies.correctionsPolicy), words.listing.correctionsPolicyLink),
          request: inTextLink(
            routes.pageSection(siteConfig.sectionLinks.correctionRequests),
            words.listing.correctionRequestLink,
          ),
        })}
      </p>
      {corrections.length === 0 ? (
        <p className="mt-12 border-t border-rule py-12 text-center text-lg text-muted">{words.listing.noCorrections}</p>
      ) : (
        <ol aria-label={words.listing.correctionsNewestFirst} className="mt-10 divide-y divide-rule border-y border-rule">
          {corrections.map((item) => (
            <li key={`${item.story.path}${item.date}`} className="py-6">
              <ArticleDate date={item.date} label={item.dateLabel} />
              <h2 className="mt-1 font-serif text-xl leading-snug font-bold text-ink">
                {/* A whole page load: the browser lands on the story's corrections, which an in-app navigation
                    would reach only after the story's simulated load. */}
                <a
                  href={withBasePath(`${inEdition(edition, item.story.path)}#corrections`)}
                  className="underline-offset-4 hover:underline"
                >
                  {item.story.title}
                </a>
              </h2>
              <p className="mt-2 font-serif text-lg leading-7 text-ink">{item.text}</p>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
