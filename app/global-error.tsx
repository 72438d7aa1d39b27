'use client';
// Why in the browser: Next.js requires the global error boundary to be a client component; it logs the error and keeps the reader's theme there.

import { useEffect, useState } from 'react';
import './globals.css';

/** An edition's words for this page, which next.config.ts reads from its dictionary. */
export interface LastResortWords {
  title: string;
  text: string;
  returnHome: string;
  /** The edition's front page, with the base path. */
  home: string;
  dir: string;
}

/**
 * Last resort when the root layout itself fails: a page of its own, never a white screen. Next loads
 * it up front on every page, so it takes the site's name and every edition's words from the build's
 * environment (next.config.ts), not from the site's configuration module or a page's dictionary, and
 * speaks the language of the page that failed (its `<html lang>`), the default edition's for one it
 * does not know.
 */
export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  useEffect(() => {
    console.error('Unexpected error in the site layout:', error);
  }, [error]);
  // This page replaces the whole document, the marks on <html> with it: it keeps the reader's Light or
  // Dark choice, which the page that failed had marked before its first paint, and that page's language.
  const [[theme, lang]] = useState(() => [
    document.documentElement.getAttribute('data-theme') ?? undefined,
    document.documentElement.lang,
  ]);
  const editions = JSON.parse(process.env.NEXT_PUBLIC_LAST_RESORT!) as Record<string, LastResortWords>;
  const [language, words] = Object.entries(editions).find(([tag]) => tag === lang) ?? Object.entries(editions)[0];

  return (
    <html lang={language} dir={words.dir} data-theme={theme}>
      <body className="bg-paper font-sans text-ink">
        <main className="mx-auto max-w-xl px-4 py-24 text-center">
          <p className="font-serif text-2xl font-bold">{process.env.NEXT_PUBLIC_SITE_NAME}</p>
          <h1 className="mt-8 font-serif text-4xl font-bold">{words.title}</h1>
          <p className="mt-4 text-lg text-muted">{words.text}</p>
          {/* A plain link: the router may be what failed. */}
          <a href={words.home} className="button-primary mt-8">
            {words.returnHome}
          </a>
        </main>
      </body>
    </html>
  );
}
