import type { Category } from '@academy/contract/catalogue';

export function presentCategory(row: {
  id: number;
  name: string;
  nameBn: string;
  slug: string;
}): Category {
  return {
    category_id: row.id,
    category_name: row.name,
    category_name_bn: row.nameBn,
    slug: row.slug,
  };
}
