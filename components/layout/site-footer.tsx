'use client';
// Why in the browser: not for behaviour. The footer, and the publisher's structured data in it, are the same on every page, so each page's RSC payload names it instead of carrying its markup.

import { JsonLd } from '@/components/ui/json-ld';
import { Link } from '@/components/ui/link';
import { getQuickLinks, sectionNameIn } from '@/lib/categories';
import { COLLECTIONS, routes } from '@/lib/routes';
import { siteConfig } from '@/lib/site';
import { useEdition } from '@/components/edition/edition-provider';
import type { Category } from '@/lib/categories';
import { publisher } from '@/lib/publisher';
import { TextOnlyLink } from './text-only';

export function SiteFooter() {
  const { messages } = useEdition();
  const words = messages.layout;
  const section = (category: Category) => sectionNameIn(messages.sections, category);
  return (
    <footer id="site-footer" className="mt-10 border-t border-rule bg-footer text-stone-200 sm:mt-16 print:text-ink">
      <div className="mx-auto grid max-w-6xl grid-cols-2 gap-x-6 gap-y-5 px-4 py-5 sm:gap-y-8 sm:px-6 sm:py-12 md:grid-cols-3 md:gap-10 print:hidden">
        <div className="col-span-2 md:col-span-1">
          <p className="font-serif text-xl font-bold text-white">{siteConfig.name}</p>
          <p className="mt-2 max-w-xs text-sm leading-6 sm:mt-3">{messages.site.description}</p>
        </div>
        <FooterList title={words.quickLinks}>
          {getQuickLinks().map((category) => (
            <li key={category.id}>
              <Link href={routes.category(category.id)} className="footer-link">
                {section(category)}
              </Link>
            </li>
          ))}
          <li>
            <TextOnlyLink className="footer-link" />
          </li>
          {/* The reader's own reading list (docs/text-only-and-offline.md, "Offline reading"). With the text-only link this column is the longer
              one: the footer is a little tighter on phones to keep the front page within its height. */}
          {siteConfig.offline.enabled && (
            <li>
              <Link href={routes.saved()} className="footer-link">
                {words.savedStories}
              </Link>
            </li>
          )}
        </FooterList>
        <FooterList title={words.newsroom}>
          {/* From md, where the section bar has no room for them; the phone's menu has them below it. */}
          {COLLECTIONS.map((id) => (
            <li key={id} className="hidden md:list-item">
              <Link href={routes[id]()} className="footer-link">
                {words[id]}
              </Link>
            </li>
          ))}
          <li>
            <Link href={routes.topics()} className="footer-link">
              {words.topics}
            </Link>
          </li>
          {siteConfig.pages.map((page) => (
            <li key={page.slug}>
              <Link href={routes.page(page.slug)} className="footer-link">
                {words.pages[page.slug as keyof typeof words.pages] ?? page.label}
              </Link>
            </li>
          ))}
          <li>
            <Link href={routes.corrections()} className="footer-link">
              {words.corrections}
            </Link>
          </li>
        </FooterList>
      </div>
      <div className="border-t border-white/15 print:border-0">
        <p className="mx-auto max-w-6xl px-4 py-4 text-sm sm:px-6 sm:py-5">{`© ${siteConfig.copyright.year} ${siteConfig.copyright.holder}. ${messages.site.copyright}`}</p>
      </div>
      {/* Who publishes every page, with its policies, for news search. */}
      <JsonLd data={publisher()} />
    </footer>
  );
}

function FooterList({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div>
      <h2 className="text-sm font-semibold tracking-wider text-white uppercase">{title}</h2>
      <ul className="mt-3 space-y-2 text-sm">{children}</ul>
    </div>
  );
}
