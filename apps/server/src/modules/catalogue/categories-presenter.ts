import type { Category } from '@academy/contract/catalogue';

export function presentCategory(row: { id: number; name: string; slug: string }): Category {
  return { category_id: row.id, category_name: row.name, slug: row.slug };
}
