import { Link } from '@/components/ui/link';
import { navItems } from '@/lib/categories';
import { siteConfig } from '@/lib/site';
import { NavMenu } from './nav-menu';
import { ThemeControl } from './theme-control';

export function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 border-b border-rule bg-paper/95 backdrop-blur supports-[backdrop-filter]:bg-paper/85">
      <div className="relative mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3 sm:px-6">
        <Link href="/" className="font-serif text-2xl font-bold tracking-tight whitespace-nowrap text-ink">
          {siteConfig.name}
        </Link>
        <div className="flex items-center gap-1">
          <NavMenu items={navItems} />
          <ThemeControl />
        </div>
      </div>
    </header>
  );
}
