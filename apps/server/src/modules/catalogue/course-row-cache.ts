import { discountRows } from './course-presenter.ts';
import type { CourseRow } from './course-rows.ts';

/** Rows kept, least recently used first out: the courses searches keep landing on. */
const MAX_ROWS = 2_000;
/** Upper bound on a row's life, as for the catalogue cache's answers. */
const MAX_AGE_MS = 60_000;

type Entry = { row: CourseRow; expiresAt: number };

/**
 * The list rows of courses that searches answered by the index showed, by id, for the current
 * catalogue: a search landing on courses shown before needs no query at all. Emptied with the
 * index (search-index-keeper.ts) whenever the catalogue changes; a row also goes when the
 * earliest discount it shows ends.
 */
export class CourseRowCache {
  private readonly rows = new Map<number, Entry>();
  private generation = 0;

  constructor(private readonly now: () => number = Date.now) {}

  get size(): number {
    return this.rows.size;
  }

  clear(): void {
    this.rows.clear();
    this.generation += 1;
  }

  /**
   * The rows of `ids` in that order, without those no longer listed; the ones not kept are read
   * with one call of `read`. Rows read while the catalogue changed are used but not kept.
   */
  async rowsOf(ids: number[], read: (ids: number[]) => Promise<CourseRow[]>): Promise<CourseRow[]> {
    const now = this.now();
    const found = new Map<number, CourseRow>();
    const missing: number[] = [];
    for (const id of ids) {
      const entry = this.rows.get(id);
      if (entry && entry.expiresAt > now) {
        // Re-inserting moves the key to the young end of the Map's order (LRU).
        this.rows.delete(id);
        this.rows.set(id, entry);
        found.set(id, entry.row);
      } else {
        missing.push(id);
      }
    }
    if (missing.length > 0) {
      const generation = this.generation;
      const rows = await read(missing);
      const keep = generation === this.generation;
      for (const row of rows) {
        found.set(row.id, row);
        if (keep) this.keep(row, now);
      }
    }
    return ids.flatMap((id) => found.get(id) ?? []);
  }

  private keep(row: CourseRow, now: number): void {
    let expiresAt = now + MAX_AGE_MS;
    for (const discount of discountRows(row.discounts)) {
      if (discount.end_date !== null) {
        expiresAt = Math.min(expiresAt, new Date(discount.end_date).getTime());
      }
    }
    this.rows.delete(row.id);
    this.rows.set(row.id, { row: { ...row, total: null }, expiresAt });
    for (const [oldest] of this.rows) {
      if (this.rows.size <= MAX_ROWS) break;
      this.rows.delete(oldest);
    }
  }
}
