'use client';
// Why in the browser: the md–lg search disclosure follows the route (a new page opens with it closed); and the header, the same on every page, is then named in each page's RSC payload instead of carried as markup.

import { usePathname } from 'next/navigation';
import { Link } from '@/components/ui/link';
import { SearchForm, SearchIcon } from '@/components/search/search-form';
import { getCategories } from '@/lib/categories';
import { routes } from '@/lib/routes';
import { siteConfig } from '@/lib/site';
import { NavMenu } from './nav-menu';
import { ThemeControl } from './theme-control';

/** The section bar: home, then every section in the order of lib/site.ts. */
const navItems = [
  { label: 'Home', href: routes.home() },
  ...getCategories().map((category) => ({ label: category.name, href: routes.category(category.id) })),
];

export function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 border-b border-rule bg-paper/95 backdrop-blur supports-[backdrop-filter]:bg-paper/85">
      <div className="relative mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3 sm:px-6">
        <Link href="/" className="font-serif text-2xl font-bold tracking-tight whitespace-nowrap text-ink md:max-lg:text-xl">
          {siteConfig.name}
        </Link>
        <div className="flex items-center gap-1 lg:gap-3">
          <NavMenu items={navItems} search={<SearchForm id="menu-search" label="Site search" className="mt-3" />} />
          <HeaderSearch />
          <ThemeControl />
        </div>
      </div>
      {/* Without JavaScript the menu lies open in the header and the controls that need a script are hidden. */}
      <noscript>
        <style>
          {
            '.nav-menu-button,.theme-control{display:none!important}.site-menu{display:flex!important;flex-wrap:wrap;position:static;box-shadow:none;border:0;padding:0}'
          }
        </style>
      </noscript>
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
  return (
    <>
      <SearchForm id="header-search" label="Site search" className="hidden w-52 lg:flex xl:w-64" />
      <details key={pathname} className="group hidden md:block lg:hidden">
        <summary className="flex cursor-pointer list-none items-center rounded-md p-2 text-ink group-open:bg-accent-soft hover:bg-accent-soft [&::-webkit-details-marker]:hidden">
          <SearchIcon className="size-5" />
          <span className="sr-only">Search</span>
        </summary>
        <div className="absolute inset-x-0 top-full border-b border-rule bg-paper px-6 py-3 shadow-sm">
          <SearchForm id="header-search-panel" label="Site search" className="ml-auto max-w-md" />
        </div>
      </details>
    </>
  );
}
