export type PageItem = number | 'ellipsis-start' | 'ellipsis-end';

/**
 * The page buttons to show: the first and last page, the current page and its `siblings`
 * neighbours, with an ellipsis for each gap. A gap of a single page shows that page instead, since
 * an ellipsis would take the same room.
 *   getPageItems(5, 10) → [1, 'ellipsis-start', 4, 5, 6, 'ellipsis-end', 10]
 */
export function getPageItems(current: number, total: number, siblings = 1): PageItem[] {
  if (total < 1) return [];
  const page = Math.min(Math.max(1, Math.trunc(current)), total);
  const start = Math.max(2, page - siblings);
  const end = Math.min(total - 1, page + siblings);
  const items: PageItem[] = [1];

  if (start > 3) items.push('ellipsis-start');
  else for (let p = 2; p < start; p += 1) items.push(p);

  for (let p = start; p <= end; p += 1) items.push(p);

  if (end < total - 2) items.push('ellipsis-end');
  else for (let p = end + 1; p < total; p += 1) items.push(p);

  if (total > 1) items.push(total);
  return items;
}
