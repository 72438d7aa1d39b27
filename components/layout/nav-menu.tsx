'use client';
// Why in the browser: the phone menu opens and closes, and the current page's link follows the route.

import { useEditionPath, useMessages } from '@/components/edition/edition-provider';
import { Link } from '@/components/ui/link';
import { samePage } from '@/lib/routes';
import { StrokeIcon } from '@/components/ui/stroke-icon';
import { usePathname } from 'next/navigation';
import { useCallback, useRef, useState, type ReactNode } from 'react';
import { clsx } from 'clsx';
import { useDismiss } from './use-dismiss';

// clsx, not cn(): tailwind-merge would add 8 kB to every page's JavaScript.
interface NavMenuProps {
  /** `menuOnly`: in the phone's menu, not in the section bar from `md`, which has no room beside the paper's name. */
  items: readonly { label: string; href: string; menuOnly?: boolean }[];
  /** Shown at the end of the menu below `md` (the header has its own field from `md`). */
  search?: ReactNode;
  /** The links to the other editions, at the end of the menu below `sm` (where the header has no room for them). */
  languages?: ReactNode;
  className?: string;
}

export function NavMenu({ items, search, languages, className }: NavMenuProps) {
  const pathname = usePathname();
  const words = useMessages().layout;
  // The items' paths are the default edition's; the address is the page's edition's (`/es/category/tech/`).
  const inEdition = useEditionPath();
  // The menu is open for the page it was opened on, so any navigation closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const isOpen = openOn === pathname;
  const buttonRef = useRef<HTMLButtonElement>(null);

  const close = useCallback(() => setOpenOn(null), []);
  const onBlur = useDismiss({ isOpen, close, buttonRef });

  return (
    <nav aria-label={words.mainNav} className={clsx('site-nav md:border-t md:border-rule', className)} onBlur={onBlur}>
      <button
        ref={buttonRef}
        type="button"
        className="nav-menu-button inline-flex items-center gap-2 rounded-md px-3 py-2 text-sm font-semibold text-ink hover:bg-accent-soft md:hidden"
        aria-expanded={isOpen}
        aria-controls="site-menu"
        onClick={() => setOpenOn(isOpen ? null : pathname)}
      >
        <MenuIcon open={isOpen} />
        {/* On the narrowest phones the bar holds the name, this button, the language link and the theme: the
            button keeps its name for screen readers and shows its icon alone. */}
        <span className="max-[27.5rem]:sr-only">{words.menu}</span>
      </button>
      <ul
        id="site-menu"
        className={clsx(
          // Below md, a panel under the bar; from md, the section bar: one centred row between rules (the nav's and the header's).
          'site-menu absolute inset-x-0 top-full border-b border-rule bg-paper px-4 pb-4 shadow-sm',
          'md:static md:flex-wrap md:justify-center md:border-b-0 md:bg-transparent md:p-0 md:shadow-none',
          isOpen ? 'block' : 'hidden md:flex',
        )}
      >
        {items.map((item) => {
          const isCurrent = samePage(pathname, inEdition(item.href));
          return (
            <li key={item.href} className={item.menuOnly ? 'md:hidden' : undefined}>
              <Link
                href={item.href}
                aria-current={isCurrent ? 'page' : undefined}
                onClick={() => setOpenOn(null)}
                className={clsx(
                  // The current section is marked as a paper marks it: a rule under (from md) or beside it, and bold.
                  'block border-s-4 px-3 py-2.5 text-base md:border-s-0 md:border-b-4 md:px-2.5 md:pt-3 md:pb-2 md:text-sm lg:px-4',
                  isCurrent
                    ? 'border-accent font-bold text-ink'
                    : 'border-transparent font-medium text-ink hover:border-rule hover:text-accent',
                )}
              >
                {item.label}
              </Link>
            </li>
          );
        })}
        {search && <li className="w-full md:hidden">{search}</li>}
        {languages && <li className="mt-3 w-full border-t border-rule pt-2 sm:hidden">{languages}</li>}
      </ul>
    </nav>
  );
}

function MenuIcon({ open }: { open: boolean }) {
  return <StrokeIcon>{open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}</StrokeIcon>;
}
