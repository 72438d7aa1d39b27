import type { ReactNode } from 'react';
import { enterEdition } from '@/server/editions';
import { liteStyle } from '@/server/lite';

interface LiteLayoutProps {
  children: ReactNode;
  /** Another edition's copies (app/(editions-lite)/[edition]/) name it; the default edition's have none. */
  params?: Promise<{ edition?: string }>;
}

/**
 * The text-only edition's document, in the page's edition's language and direction: its policy
 * allows its one inline stylesheet and no script, so the build takes out the scripts Next adds,
 * which it would refuse (scripts/pipeline/export/pages.ts). Like the full pages, it is not painted
 * half-parsed: the browser waits for its footer.
 */
export default async function LiteLayout({ children, params }: LiteLayoutProps) {
  const edition = await enterEdition(params);
  const { css, policy } = await liteStyle();
  return (
    <html lang={edition.locale} dir={edition.dir}>
      <head>
        <meta httpEquiv="Content-Security-Policy" content={policy} />
        <link rel="expect" href="#site-footer" blocking="render" />
        <style dangerouslySetInnerHTML={{ __html: css }} />
      </head>
      <body>{children}</body>
    </html>
  );
}
