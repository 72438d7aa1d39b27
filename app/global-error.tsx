'use client';
// Why in the browser: Next.js requires the global error boundary to be a client component; it logs the error and keeps the reader's theme there.

import { useEffect, useState } from 'react';
import './globals.css';

/**
 * Last resort when the root layout itself fails: a page of its own, never a white screen. Next loads
 * it up front on every page, so it takes the site's name and language from the build's environment
 * (next.config.ts), not from the site's configuration module.
 */
export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  useEffect(() => {
    console.error('Unexpected error in the site layout:', error);
  }, [error]);
  // This page replaces the whole document, the theme mark on <html> with it: it keeps the reader's
  // Light or Dark choice, which the page that failed had marked before its first paint.
  const [theme] = useState(() => document.documentElement.getAttribute('data-theme') ?? undefined);

  return (
    <html lang={process.env.NEXT_PUBLIC_SITE_LOCALE} data-theme={theme}>
      <body className="bg-paper font-sans text-ink">
        <main className="mx-auto max-w-xl px-4 py-24 text-center">
          <p className="font-serif text-2xl font-bold">{process.env.NEXT_PUBLIC_SITE_NAME}</p>
          <h1 className="mt-8 font-serif text-4xl font-bold">Something Went Wrong</h1>
          <p className="mt-4 text-lg text-muted">This page could not be shown. Please try again in a moment.</p>
          {/* A plain link: the router may be what failed. */}
          <a href={`${process.env.NEXT_PUBLIC_BASE_PATH ?? ''}/`} className="button-primary mt-8">
            Return to Home
          </a>
        </main>
      </body>
    </html>
  );
}
