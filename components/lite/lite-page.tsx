import type { ReactNode } from 'react';
import { getCategories } from '@/lib/categories';
import { inEdition } from '@/lib/editions';
import { COLLECTIONS, liteCopyOf, routes, withBasePath } from '@/lib/routes';
import { siteConfig } from '@/lib/site';
import { liteLinkIn, sectionName, type LiteLanguage } from './words';

export interface LitePageProps {
  /** The full page this is the text of, by its path within the edition: the "full edition" link. */
  full: string;
  /** The page's edition and its words. */
  language: LiteLanguage;
  /** The breaking-news banner's story, as every full page carries it while it runs; or null. */
  breaking: { slug: string; title: string } | null;
  /** The copy of the front page standing at the edition's front on a crisis day (`siteConfig.liteFrontPage`). */
  front?: boolean;
  /** Marks `<main>`: an opinion piece is set apart, as in the full edition. */
  className?: string;
  children: ReactNode;
}

/**
 * A page of the text-only edition, inside its document (lite-document.tsx): the paper's name,
 * the way back to the full page, the sections, the banner while it runs, the page, and the
 * newsroom's pages, all in the page's edition (`/es/lite/…` in Spanish). Its own copy is marked
 * current in the lists.
 */
export function LitePage({ full, language, breaking, front = false, className, children }: LitePageProps) {
  const { edition, words } = language;
  const at = (path: string) => inEdition(edition, path);
  const own = front ? at(routes.home()) : (liteCopyOf(at(full)) ?? at(routes.liteFront()));
  const sections = [
    { label: words.layout.home, path: routes.home() },
    ...getCategories().map((category) => ({
      label: sectionName(language, category, 'name'),
      path: routes.category(category.id),
    })),
  ];
  const newsroom = [
    ...COLLECTIONS.map((id) => ({ label: words.layout[id], path: routes[id]() })),
    { label: words.layout.topics, path: routes.topics() },
    ...siteConfig.pages.map((page) => ({ label: words.layout.pages[page.slug] ?? page.label, path: routes.page(page.slug) })),
    { label: words.layout.corrections, path: routes.corrections() },
  ];
  return (
    <>
      <header>
        <a className="name" href={withBasePath(at(front ? routes.home() : routes.liteFront()))}>
          {siteConfig.name}
        </a>
        <p className="edition">
          {words.layout.textOnly} ·{' '}
          <a href={withBasePath(at(front ? routes.fullFront() : full))}>
            {full === routes.home() ? words.lite.fullFront : words.lite.fullPage}
          </a>
        </p>
        <LinkList name={words.lite.sections} links={sections} current={own} language={language} />
        {breaking && (
          <p className="breaking">
            <strong>{words.layout.breaking}</strong>{' '}
            <a href={liteLinkIn(language, routes.article(breaking.slug))}>{breaking.title}</a>
          </p>
        )}
      </header>
      <main className={className}>{children}</main>
      <footer id="site-footer">
        <LinkList name={words.layout.newsroom} links={newsroom} current={own} language={language} />
        <p>{`© ${siteConfig.copyright.year} ${siteConfig.copyright.holder}. ${words.site.copyright}`}</p>
      </footer>
    </>
  );
}

/**
 * A row of links to text-only copies, the page's own marked (`current`, a copy's site path; the
 * edition's front for the crisis front). `links` name pages by their paths within the edition.
 */
function LinkList({
  name,
  links,
  current,
  language,
}: {
  name: string;
  links: { label: string; path: string }[];
  current: string;
  language: LiteLanguage;
}) {
  const home = inEdition(language.edition, routes.home());
  return (
    <nav aria-label={name}>
      <ul>
        {links.map(({ label, path }) => {
          const copy = liteCopyOf(inEdition(language.edition, path))!;
          const here = copy === current || (current === home && path === routes.home());
          return (
            <li key={path}>
              <a href={withBasePath(copy)} aria-current={here ? 'page' : undefined}>
                {label}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
