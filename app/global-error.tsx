'use client';
// Why in the browser: Next.js requires the global error boundary to be a client component; it logs the error and puts the reader's theme back there.

import { useEffect, useLayoutEffect } from 'react';
import { THEME_COLORS, applyTheme, readThemeChoice } from '@/components/layout/theme';
import { routes, withBasePath } from '@/lib/routes';
import { siteConfig } from '@/lib/site';
import './globals.css';

/** Last resort when the root layout itself fails: a page of its own, never a white screen. */
export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  useEffect(() => {
    console.error('Unexpected error in the site layout:', error);
  }, [error]);
  // This page replaces the whole document, the theme mark on <html> with it: put the reader's
  // Light or Dark choice back before it paints.
  useLayoutEffect(() => applyTheme(readThemeChoice(), THEME_COLORS), []);

  return (
    <html lang={siteConfig.locale}>
      <body className="bg-paper font-sans text-ink">
        <main className="mx-auto max-w-xl px-4 py-24 text-center">
          <p className="font-serif text-2xl font-bold">{siteConfig.name}</p>
          <h1 className="mt-8 font-serif text-4xl font-bold">Something Went Wrong</h1>
          <p className="mt-4 text-lg text-muted">This page could not be shown. Please try again in a moment.</p>
          {/* A plain link: the router may be what failed. */}
          <a href={withBasePath(routes.home())} className="button-primary mt-8">
            Return to Home
          </a>
        </main>
      </body>
    </html>
  );
}
