'use client';
// Why in the browser: the md–lg search disclosure follows the route (a new page opens with it closed); and the header, the same on every page, is then named in each page's RSC payload instead of carried as markup.

import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';
import { Link } from '@/components/ui/link';
import { SearchForm, SearchIcon } from '@/components/search/search-form';
import { getCategories, sectionNameIn } from '@/lib/categories';
import { routes } from '@/lib/routes';
import { siteConfig } from '@/lib/site';
import { useEdition } from '@/components/edition/edition-provider';
import { EditionLinks } from '@/components/edition/edition-links';
import { NavMenu } from './nav-menu';
import { ThemeControl } from './theme-control';

/**
 * A newspaper's masthead: on phones a slim bar that stays in view (the name, the menu, the theme);
 * from `md` the name set large in the middle, with the section bar under it on its own rule.
 * One grid holds both arrangements, so each control is written once and only moves cell.
 *
 * From `md` the masthead row scrolls away and the section bar stays at the top: the header is
 * sticky with its top as far above the screen as the masthead row is tall (`--masthead`, which
 * also sets that row's height), and the bar's top rule with it. Then the paper's name fades into the bar's left end (app/globals.css,
 * `.bar-name`: a scroll-driven animation of opacity, so nothing moves; where the browser has none,
 * the bar shows the sections alone). No script, and no layout shift: only `position: sticky`.
 */
/** `languages`: the page's links to its other editions (app/(site)/@language/), else the same page in each. */
export function SiteHeader({ languages }: { languages?: ReactNode }) {
  const { messages, published } = useEdition();
  const words = messages.layout;
  const languageLinks = languages ?? <EditionLinks className="flex" />;
  // The phone's bar has room for one other edition's link beside the name: more of them go in the menu below `sm`.
  const manyEditions = published.length > 2;
  // The section bar: home, every section in the order of lib/site.ts, named in the page's edition. The
  // phone's menu has the latest stories and the opinion pieces too (server/collections.ts), which the bar
  // from `md` has no room for beside the paper's name: the footer lists them there.
  const navItems = [
    { label: words.home, href: routes.home() },
    { label: words.latest, href: routes.latest(), menuOnly: true },
    ...getCategories().map((category) => ({
      label: sectionNameIn(messages.sections, category, 'name'),
      href: routes.category(category.id),
    })),
    { label: words.opinion, href: routes.opinion(), menuOnly: true },
  ];
  return (
    <header className="site-header sticky top-0 z-40 border-b border-rule bg-paper/95 backdrop-blur [--masthead:5.5rem] supports-[backdrop-filter]:bg-paper/85 md:top-[calc(-1px_-_var(--masthead))] md:border-ink xl:[--masthead:6.25rem]">
      <div className="relative mx-auto grid max-w-6xl grid-cols-[minmax(0,1fr)_auto_auto] items-center gap-x-1 px-4 sm:px-6 md:grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)] md:grid-rows-[var(--masthead)_auto] md:gap-x-6">
        <p className="hidden max-w-56 text-xs leading-5 text-muted md:col-start-1 md:row-start-1 md:block">
          {messages.site.tagline}
        </p>
        <Link
          href="/"
          className="col-start-1 row-start-1 py-3 font-serif text-xl font-bold tracking-tight whitespace-nowrap text-ink min-[400px]:text-2xl md:col-start-2 md:py-5 md:text-5xl xl:text-6xl"
        >
          {siteConfig.name}
        </Link>
        {/* The name in the section bar, once the masthead has scrolled away; the bar's Home link is its accessible twin. */}
        <Link
          href="/"
          aria-hidden="true"
          tabIndex={-1}
          className="bar-name hidden self-center justify-self-start font-serif text-lg font-bold tracking-tight whitespace-nowrap text-ink md:col-start-1 md:row-start-2 md:block"
        >
          {siteConfig.name}
        </Link>
        <NavMenu
          items={navItems}
          search={<SearchForm id="menu-search" label={words.siteSearch} className="mt-3" />}
          languages={manyEditions ? languageLinks : undefined}
          className="col-start-2 row-start-1 md:col-span-3 md:col-start-1 md:row-start-2"
        />
        <div className="col-start-3 row-start-1 flex items-center justify-end gap-1 lg:gap-3">
          {manyEditions ? <div className="hidden sm:block">{languageLinks}</div> : languageLinks}
          <HeaderSearch />
          <ThemeControl />
        </div>
      </div>
    </header>
  );
}

/**
 * From `lg` the field sits in the header row; between `md` and `lg` the row has no room for it, so
 * a disclosure (native <details>, no JavaScript) opens it below the header. Below `md` it is in the menu.
 * The header outlives an in-site navigation, so the disclosure is keyed by the page: a new page
 * starts with it closed instead of under a search panel opened on the last one.
 */
function HeaderSearch() {
  const pathname = usePathname();
  const words = useEdition().messages.layout;
  return (
    <>
      {/* Beside the name and the other edition's link, the field is a few words wide: "Search articles" was cut. */}
      <SearchForm
        id="header-search"
        label={words.siteSearch}
        placeholder={words.search}
        className="hidden w-52 lg:flex xl:w-64"
      />
      <details key={pathname} className="group hidden md:block lg:hidden">
        <summary className="flex cursor-pointer list-none items-center rounded-md p-2 text-ink group-open:bg-accent-soft hover:bg-accent-soft [&::-webkit-details-marker]:hidden">
          <SearchIcon className="size-5" />
          <span className="sr-only">{words.search}</span>
        </summary>
        <div className="absolute inset-x-0 top-full border-b border-rule bg-paper px-6 py-3 shadow-sm">
          <SearchForm id="header-search-panel" label={words.siteSearch} className="ms-auto max-w-md" />
        </div>
      </details>
    </>
  );
}
