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

/** Another edition's names of the sections, by id, as its dictionary gives them (`sections` of data/editions/{id}.json). */
export type SectionNames = Partial<Record<string, { name: string; displayName: string }>>;

/**
 * A section's short name (`name`) or heading (`displayName`) in an edition: its dictionary's, where it
 * names the section (every edition but the default one), else lib/site.ts's.
 */
export const sectionNameIn = (
  names: SectionNames | undefined,
  category: Pick<Category, 'id' | 'name' | 'displayName'>,
  form: 'name' | 'displayName' = 'displayName',
): string => names?.[category.id]?.[form] ?? category[form];
