import { categories } from '@/data/categories';

export type Category = (typeof categories)[number];
export type CategoryId = Category['id'];

export const categoryIds = categories.map((category) => category.id) as [CategoryId, ...CategoryId[]];

export function getCategories(): readonly Category[] {
  return categories;
}

export function getCategory(id: string): Category | null {
  return categories.find((category) => category.id === id) ?? null;
}
