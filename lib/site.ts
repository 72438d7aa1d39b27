const basePath = process.env.NEXT_PUBLIC_BASE_PATH ?? process.env.BASE_PATH ?? '';

export const siteConfig = {
  name: 'Pacific Ledger',
  tagline: 'Trusted news from California, the US and the world.',
  description: 'Trusted news from California, the US and the world.',
  url: (process.env.SITE_URL ?? 'http://localhost:3000').replace(/\/+$/, ''),
  basePath: basePath.replace(/\/+$/, ''),
  locale: 'en-US',
  copyright: '© 2025 Pacific Ledger. All rights reserved.',
  quickLinks: [
    { label: 'California News', href: '/category/california/' },
    { label: 'US News', href: '/category/us/' },
    { label: 'World News', href: '/category/world/' },
    { label: 'Technology', href: '/category/tech/' },
  ],
  legalLinks: ['About Us', 'Contact', 'Privacy Policy', 'Terms of Service'],
} as const;

/** A site path ('/news/x/') as the browser must request it: under the base path. */
export function withBasePath(path: string): string {
  return `${siteConfig.basePath}${path}`;
}

/** A site path as an absolute URL for canonical links, feeds, sitemaps and share tags. */
export function absoluteUrl(path: string): string {
  return `${siteConfig.url}${withBasePath(path)}`;
}

/** A section's listing: page 1 at the section's own address, later pages under `page/{n}/`. */
const paged = (base: string, page = 1) => (page > 1 ? `${base}page/${page}/` : base);

export const routes = {
  home: () => '/',
  category: (id: string, page?: number) => paged(`/category/${id}/`, page),
  article: (slug: string) => `/news/${slug}/`,
  author: (slug: string, page?: number) => paged(`/author/${slug}/`, page),
  feed: () => '/feed.xml',
  categoryFeed: (id: string) => `/category/${id}/feed.xml`,
  sitemap: () => '/sitemap.xml',
};
