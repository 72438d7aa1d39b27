import type { ReactNode } from 'react';
import { getCategories } from '@/lib/categories';
import { liteCopyOf, liteHref, routes, withBasePath } from '@/lib/routes';
import { copyrightLine, siteConfig } from '@/lib/site';

export interface LitePageProps {
  /** The full page this is the text of, by site path: the "full edition" link. */
  full: string;
  /** The breaking-news banner's story, as every full page carries it while it runs; or null. */
  breaking: { slug: string; title: string } | null;
  /** The copy of the front page standing at `/` on a crisis day (`siteConfig.liteFrontPage`). */
  front?: boolean;
  /** Marks `<main>`: an opinion piece is set apart, as in the full edition. */
  className?: string;
  children: ReactNode;
}

/**
 * A page of the text-only edition, inside its document (app/(lite)/layout.tsx): the paper's name,
 * the way back to the full page, the sections, the banner while it runs, the page, and the
 * newsroom's pages. Its own copy is marked current in the lists.
 */
export function LitePage({ full, breaking, front = false, className, children }: LitePageProps) {
  const own = front ? routes.home() : (liteCopyOf(full) ?? routes.liteFront());
  const sections = [
    { label: 'Home', path: routes.home() },
    ...getCategories().map((category) => ({ label: category.name, path: routes.category(category.id) })),
  ];
  const newsroom = [
    { label: 'Topics', path: routes.topics() },
    ...siteConfig.pages.map((page) => ({ label: page.label, path: routes.page(page.slug) })),
    { label: 'Corrections', path: routes.corrections() },
  ];
  return (
    <>
      <header>
        <a className="name" href={withBasePath(front ? routes.home() : routes.liteFront())}>
          {siteConfig.name}
        </a>
        <p className="edition">
          Text-only edition ·{' '}
          <a href={withBasePath(front ? routes.fullFront() : full)}>
            {full === routes.home() ? 'Full front page' : 'Full edition of this page'}
          </a>
        </p>
        <LinkList name="Sections" links={sections} current={own} />
        {breaking && (
          <p className="breaking">
            <strong>Breaking</strong> <a href={liteHref(routes.article(breaking.slug))}>{breaking.title}</a>
          </p>
        )}
      </header>
      <main className={className}>{children}</main>
      <footer id="site-footer">
        <LinkList name="Newsroom" links={newsroom} current={own} />
        <p>{copyrightLine}</p>
      </footer>
    </>
  );
}

/** A row of links to text-only copies, the page's own marked (`current`, a copy's site path; `/` for the crisis front). */
function LinkList({ name, links, current }: { name: string; links: { label: string; path: string }[]; current: string }) {
  return (
    <nav aria-label={name}>
      <ul>
        {links.map(({ label, path }) => {
          const copy = liteCopyOf(path)!;
          const here = copy === current || (current === routes.home() && path === routes.home());
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
