import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { AddressFixes } from '@/components/layout/address-fixes';
import { SiteFooter } from '@/components/layout/site-footer';
import { BreakingBanner } from '@/components/layout/breaking-banner';
import { PreviewBanner } from '@/components/layout/preview-banner';
import { SiteHeader } from '@/components/layout/site-header';
import { PendingNavigation } from '@/components/loading/pending-navigation';
import { ScrollMemory } from '@/components/loading/scroll-memory';
import { RegisterWorker } from '@/components/offline/register-worker';
import { ThemeScript } from '@/components/layout/theme-script';
import { SaveDataNote, SaveDataScript } from '@/components/layout/text-only';
import { absoluteUrl } from '@/lib/routes';
import { siteConfig } from '@/lib/site';
import { getBreaking, publishedEditions } from '@/server/articles';
import { defaultEdition } from '@/lib/editions';
import { readBuildContext } from '@/server/build-context';
import { clientMessages, enterEdition, messages } from '@/server/editions';
import { EditionProvider } from '@/components/edition/edition-provider';
import { DARK_QUERY, THEME_COLORS } from '@/components/layout/theme';
import '../globals.css';

interface LayoutProps {
  children: ReactNode;
  /** The header's links to the page's other editions (./@language/): a story's own, else the same page's. */
  language?: ReactNode;
  /** Another edition's pages (app/(editions)/[edition]/) name it; the default edition's have none. */
  params: Promise<{ edition?: string }>;
}

export async function generateMetadata({ params }: Partial<Omit<LayoutProps, 'children'>>): Promise<Metadata> {
  await enterEdition(params);
  const { site } = messages();
  return {
    metadataBase: new URL(absoluteUrl('/')),
    title: { default: `${siteConfig.name} — ${site.tagline}`, template: `%s | ${siteConfig.name}` },
    description: site.description,
    applicationName: siteConfig.name,
    // Search engines may show the pictures large (Google Discover asks for it); the 404 page sets noindex.
    robots: { 'max-image-preview': 'large' },
  };
}

export const viewport: Viewport = {
  themeColor: [
    { media: '(prefers-color-scheme: light)', color: THEME_COLORS.light },
    { media: DARK_QUERY, color: THEME_COLORS.dark },
  ],
};

const NO_SCRIPT_STYLE =
  '.nav-menu-button,.theme-control,.save-offline{display:none!important}' +
  '@media (width<48rem){.site-header{position:static}}' +
  '.site-nav{grid-column:1/-1;grid-row:2}' +
  '.site-menu{display:flex!important;flex-wrap:wrap;position:static;box-shadow:none;border-bottom:0;padding:0}';

export default async function RootLayout({ children, language, params }: LayoutProps) {
  const edition = await enterEdition(params);
  const words = messages();
  const { preview } = readBuildContext();
  const breaking = getBreaking();
  return (
    // The theme script sets data-theme on <html> before React hydrates; suppressHydrationWarning
    // tells React that this one attribute differing from the server's HTML is expected.
    <html lang={edition.locale} dir={edition.dir} suppressHydrationWarning>
      <head>
        <ThemeScript />
        <SaveDataScript />
        <AddressFixes />
        {/* A preview build's pages, whatever each page says of itself: the strictest robots rule wins. */}
        {preview && <meta name="robots" content="noindex, nofollow" />}
        {/* No first paint of a half-parsed page: a slow or busy phone would otherwise paint the header
            and the top of the story as far as the parser had got, then move them as the rest arrived. */}
        <link rel="expect" href="#site-footer" blocking="render" />
        {/* Without JavaScript the menu lies open under the masthead, which then scrolls away with the page on
            phones (from md the section bar stays, as with it), and the controls that need a script are hidden. */}
        <noscript>
          <style>{NO_SCRIPT_STYLE}</style>
        </noscript>
      </head>
      <body className="flex min-h-dvh flex-col bg-paper font-sans text-ink antialiased">
        <EditionProvider
          edition={edition}
          messages={clientMessages(words)}
          published={[defaultEdition, ...publishedEditions()].map(({ id }) => id)}
        >
          <a href="#main-content" className="skip-link">
            {words.layout.skipToContent}
          </a>
          {preview && <PreviewBanner />}
          {breaking && <BreakingBanner story={breaking} />}
          <SiteHeader languages={language} />
          <SaveDataNote />
          <main
            id="main-content"
            tabIndex={-1}
            className="mx-auto w-full max-w-6xl flex-1 px-4 pt-6 focus:outline-none sm:px-6 sm:pt-10"
          >
            <PendingNavigation>{children}</PendingNavigation>
          </main>
          <SiteFooter />
          <ScrollMemory />
          {/* Offline reading (docs/text-only-and-offline.md): off with the kill switch, and in `next dev`, which has no worker to register. */}
          {siteConfig.offline.enabled && process.env.NODE_ENV === 'production' && <RegisterWorker />}
        </EditionProvider>
      </body>
    </html>
  );
}
