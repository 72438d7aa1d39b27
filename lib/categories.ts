import { siteConfig } from './site';

type Section = (typeof siteConfig.sections)[number];
/** A section as pages and stories know it (lib/site.ts lists them). */
export type Category = Pick<Section, 'id' | 'name' | 'displayName'>;
export type CategoryId = Category['id'];

const categories: readonly Category[] = siteConfig.sections.map(({ id, name, displayName }) => ({ id, name, displayName }));

export const categoryIds = categories.map((category) => category.id) as [CategoryId, ...CategoryId[]];

export function getCategories(): readonly Category[] {
  return categories;
}

export function getCategory(id: string): Category | null {
  return categories.find((category) => category.id === id) ?? null;
}

/** The sections the footer's Quick Links name, in order. */
export function getQuickLinks(): readonly Category[] {
  const quick = new Set<string>(siteConfig.sections.filter((section) => section.quickLink).map((section) => section.id));
  return categories.filter((category) => quick.has(category.id));
}
