'use client';
// Why in the browser: the links follow the route (each page links to its own text-only copy); and the head script, the same on every page, is then named in each page's RSC payload instead of carried as text.

import { usePathname } from 'next/navigation';
import { useMessages } from '@/components/edition/edition-provider';
import { liteCopyOf, routes, withBasePath } from '@/lib/routes';

/**
 * Marks `<html data-save-data>` before the first paint when the browser asks to save data
 * (`navigator.connection.saveData`: Chrome on Android with the system's data saver on), so the
 * note below shows from the first paint, in its place, without moving anything after. Self-contained
 * (no imports, no closures): the head script inlines it, the same text on every page, so the page's
 * policy allows it by its hash (scripts/pipeline/export/csp.ts).
 */
export function markSaveData(): void {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  if (connection && connection.saveData) document.documentElement.setAttribute('data-save-data', '');
}

export function SaveDataScript() {
  return <script dangerouslySetInnerHTML={{ __html: `(${markSaveData.toString()})()` }} />;
}

/** This page's copy in the text-only edition, or that edition's front page for a page it has none of (search, 404). */
function useTextOnlyHref(): string {
  const pathname = usePathname();
  return withBasePath(liteCopyOf(pathname.endsWith('/') ? pathname : `${pathname}/`) ?? routes.liteFront());
}

/**
 * Offered under the header to a reader whose browser asks to save data; hidden for everyone else
 * (app/globals.css). A whole page load, not an in-app navigation: the text-only edition has no app.
 */
export function SaveDataNote() {
  const words = useMessages().layout;
  const href = useTextOnlyHref();
  // The dictionary's sentence, its link where `{link}` stands.
  const [before, after = ''] = words.saveData.split('{link}');
  return (
    <p className="save-data-note border-b border-rule bg-accent-soft px-4 py-2 text-center text-sm text-ink print:hidden">
      {before}
      <a href={href} className="font-semibold underline underline-offset-4">
        {words.saveDataLink}
      </a>
      {after}
    </p>
  );
}

/** The footer's link to this page's text-only copy. */
export function TextOnlyLink({ className }: { className?: string }) {
  const words = useMessages().layout;
  return (
    <a href={useTextOnlyHref()} className={className}>
      {words.textOnly}
    </a>
  );
}
