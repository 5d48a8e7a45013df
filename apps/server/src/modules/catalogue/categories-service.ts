import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { categories } from '../../db/schema/catalogue.ts';

/** Every category in display order (the home page's chips follow it). */
export async function listCategories(db: Db) {
  return db
    .select({
      id: categories.id,
      name: categories.name,
      nameBn: categories.nameBn,
      slug: categories.slug,
    })
    .from(categories)
    .orderBy(asc(categories.position), asc(categories.name));
}
