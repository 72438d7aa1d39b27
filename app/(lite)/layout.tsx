import type { ReactNode } from 'react';
import { siteConfig } from '@/lib/site';
import { liteStyle } from '@/server/lite';

/**
 * The text-only edition's document: its policy allows its one inline stylesheet and no script, so
 * the build takes out the scripts Next adds, which it would refuse (scripts/pipeline/export/pages.ts).
 * Like the full pages, it is not painted half-parsed: the browser waits for its footer.
 */
export default async function LiteLayout({ children }: { children: ReactNode }) {
  const { css, policy } = await liteStyle();
  return (
    <html lang={siteConfig.locale}>
      <head>
        <meta httpEquiv="Content-Security-Policy" content={policy} />
        <link rel="expect" href="#site-footer" blocking="render" />
        <style dangerouslySetInnerHTML={{ __html: css }} />
      </head>
      <body>{children}</body>
    </html>
  );
}
