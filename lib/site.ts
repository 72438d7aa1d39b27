import type { CategoryId } from './categories';

/** The site's own facts: what pages, feeds and structured data say about who publishes it. */
export const siteConfig = {
  name: 'Pacific Ledger',
  tagline: 'Trusted news from California, the US and the world.',
  description: 'Trusted news from California, the US and the world.',
  /** The public origin: `SITE_URL` at build time. */
  url: (process.env.SITE_URL ?? 'http://localhost:3000').replace(/\/+$/, ''),
  locale: 'en-US',
  copyright: '© 2025 Pacific Ledger. All rights reserved.',
  /** The sections the footer's Quick Links name, in order. */
  quickLinks: ['california', 'us', 'world', 'tech'] satisfies CategoryId[],
  legalLinks: ['About Us', 'Contact', 'Privacy Policy', 'Terms of Service'],
} as const;
