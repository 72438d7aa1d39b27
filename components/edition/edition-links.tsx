'use client';
// Why in the browser: the header is one client component for every page, and this link follows the page it is on.

import { usePathname } from 'next/navigation';
import { editionOfPath, editions, inEdition } from '@/lib/editions';
import { useEdition } from './edition-provider';
import { basePath, counterpartPath, routes, samePage } from '@/lib/routes';

export interface PageVersions {
  /** The site path of the page the versions are of, in its edition: `/news/x/`. */
  of: string;
  /** Its address in each other edition that has it, by edition id: `{ es: '/es/news/y/' }`. */
  in: Record<string, string>;
}

/**
 * The header's links to the other editions, each named in its own language ("Español", "English"):
 * to the page's version there when the page names one (a story's translation), else to the same
 * page there (a section, a topic, an author, a standing page are in every edition; an archive page's
 * listing, `counterpartPath`), and from a story with none to the other edition's front page. A plain link: the other edition is another
 * document, in another language. Versions named for another page (the header outlives an in-site
 * navigation) are not used.
 */
export function EditionLinks({ versions, className }: { versions?: PageVersions; className?: string }) {
  // The site path: Next's pathname leaves the base path out.
  const pathname = usePathname() || '/';
  // The editions this build publishes: one with no story yet has no page to link to.
  const { published } = useEdition();
  const others = editions.filter((edition) => published.includes(edition.id));
  if (others.length < 2) return null;
  const { edition: here, path } = editionOfPath(pathname);
  const named = versions && samePage(versions.of, pathname) ? versions.in : {};
  // A story's address is its own, and a not-found page (the default edition's, rendered at /_not-found;
  // another's at /es/404/) is no page: from either, the other edition's front page.
  const elsewhere =
    path.startsWith(routes.article('').slice(0, -1)) || path.startsWith('/_not-found') || path === routes.notFound();
  const target = (id: string) =>
    named[id] ??
    inEdition(
      editions.find((edition) => edition.id === id)!,
      elsewhere ? routes.home() : counterpartPath(path),
    );
  return (
    <ul className={className}>
      {others
        .filter((edition) => edition.id !== here.id)
        .map((edition) => (
          <li key={edition.id}>
            <a
              href={`${basePath}${target(edition.id)}`}
              hrefLang={edition.locale}
              lang={edition.locale}
              className="block rounded-md px-2 py-2 text-sm font-semibold text-ink underline-offset-4 hover:underline"
            >
              {edition.name}
            </a>
          </li>
        ))}
    </ul>
  );
}
