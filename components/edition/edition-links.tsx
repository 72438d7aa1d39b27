'use client';
// Why in the browser: the header is one client component for every page, and this link follows the page it is on.

import { usePathname } from 'next/navigation';
import { editionOfPath, editions, inEdition, prefixedEditions } from '@/lib/editions';
import { basePath, routes } from '@/lib/routes';

/**
 * The header's links to the other editions, each named in its own language ("Español", "English"):
 * to the same page there (a section, a topic, an author, a standing page exist in every edition), and
 * from a story to the other edition's front page, since a story's version has its own address (its
 * page links the version itself, and names it as its alternate). A plain link: the other edition is
 * another document, in another language.
 */
export function EditionLinks({ className }: { className?: string }) {
  const pathname = usePathname();
  if (prefixedEditions().length === 0) return null;
  const { edition: here, path } = editionOfPath(pathname.slice(basePath.length) || '/');
  const samePage = !path.startsWith(routes.article('').slice(0, -1));
  return (
    <ul className={className}>
      {editions
        .filter((edition) => edition !== here)
        .map((edition) => (
          <li key={edition.id}>
            <a
              href={`${basePath}${inEdition(edition, samePage ? path : routes.home())}`}
              hrefLang={edition.locale}
              lang={edition.locale}
              className="rounded-md px-2 py-2 text-sm font-semibold text-ink underline-offset-4 hover:underline"
            >
              {edition.name}
            </a>
          </li>
        ))}
    </ul>
  );
}
