import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { LISTED } from './course-filters.ts';
import { CourseRowCache } from './course-row-cache.ts';
import type { IndexedCourse, SearchIndex } from './search-index.ts';
import { SearchIndexBuilder } from './search-index-builder.ts';

/**
 * Courses read per statement: a batch is indexed while the next is not yet read, so neither the
 * whole catalogue's text nor a long stretch of indexing is ever held at once.
 */
const BATCH = 500;

/**
 * Lets the event loop run what is waiting (requests, timers) before going on. PGlite runs a
 * statement on this thread and resolves it at once, so a loop of awaited statements would
 * otherwise hold the thread for the whole catalogue: seconds at 100,000 courses.
 */
export const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Every listed course with the text and columns the index needs, and the category slugs, read in
 * one snapshot of the database.
 */
export function loadSearchIndex(db: Db): Promise<SearchIndex> {
  return db.transaction(
    async (tx) => {
      const builder = new SearchIndexBuilder();
      for (let after = 0; ;) {
        const { rows } = await tx.execute<IndexedCourse>(sql`
          select c.id, c.title, c.description, cat.name as "categoryName",
            concat_ws(' ', u.first_name, u.last_name) as "instructorName",
            c.category_id as "categoryId", c.price::text as price, c.rating_avg::text as rating,
            c.students_count as students,
            (extract(epoch from c.created_at) * 1000000)::float8 as "createdAt"
          from courses c
          join categories cat on cat.id = c.category_id
          join users u on u.id = c.instructor_id
          where ${LISTED} and c.id > ${after}
          order by c.id
          limit ${BATCH}`);
        for (const row of rows) builder.add(row);
        if (rows.length < BATCH) break;
        after = rows[rows.length - 1]!.id;
        await yieldToEventLoop();
      }
      const categories = await tx.execute<{ id: number; slug: string }>(
        sql`select id, slug from categories`,
      );
      return builder.buildInSteps(
        new Map(categories.rows.map(({ slug, id }) => [slug, id])),
        yieldToEventLoop,
      );
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/**
 * Keeps one SearchIndex in step with the catalogue (docs/decisions/023). Any change the catalogue
 * cache notices (a `catalogue.changed` broadcast, or the catalogue_version sequence moving) drops
 * the index at once; until a new one is built, searches go to the database, so no answer is ever
 * older than the cache's own. A new index is only built once the catalogue has been quiet for a
 * moment (the cache's `settled`), so a transaction that bumped the version just before committing
 * is in it, and only when a search asks for it.
 */
export class SearchIndexKeeper {
  private index: SearchIndex | null = null;
  private generation = 0;
  private building: { generation: number; index: Promise<SearchIndex | null> } | null = null;
  /** The list rows of courses indexed searches showed, emptied with the index. */
  readonly rows = new CourseRowCache();

  constructor(
    private readonly load: () => Promise<SearchIndex>,
    private readonly settled: () => boolean,
  ) {}

  /** The index if it reflects the catalogue; otherwise null, and a new one is started if it may. */
  current(): SearchIndex | null {
    if (this.index) return this.index;
    if (this.settled()) void this.build();
    return null;
  }

  /** The catalogue changed: the index is dropped, and a build under way will be thrown away. */
  invalidate(): void {
    this.index = null;
    this.generation += 1;
    this.rows.clear();
  }

  /**
   * Builds the index now, without waiting for the catalogue to settle, and resolves with it (null
   * if the catalogue changed meanwhile). For tests, and for warming up a process.
   */
  async ready(): Promise<SearchIndex | null> {
    return this.index ?? this.build();
  }

  /** One build per generation at a time; a build of an older one is left to be thrown away. */
  private build(): Promise<SearchIndex | null> {
    const generation = this.generation;
    if (this.building?.generation === generation) return this.building.index;
    const index = this.load()
      .then((built) => {
        if (generation !== this.generation) return null;
        this.index = built;
        return built;
      })
      // A database that does not answer leaves searches on the database path; the next search
      // tries again.
      .catch(() => null)
      .finally(() => {
        if (this.building?.index === index) this.building = null;
      });
    this.building = { generation, index };
    return index;
  }
}
