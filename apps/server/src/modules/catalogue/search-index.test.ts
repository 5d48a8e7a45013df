import { describe, expect, it } from 'vitest';
import type { CourseOrdering } from '@academy/contract/catalogue';
import {
  IN_DESCRIPTION,
  IN_NAMES,
  IN_TITLE,
  NEAR_MISS_THRESHOLD,
  toPaisa,
  type IndexedCourse,
  type IndexFilters,
} from './search-index.ts';
import { buildSearchIndex, SearchIndexBuilder } from './search-index-builder.ts';
import { SearchIndexKeeper, yieldToEventLoop } from './search-index-keeper.ts';
import { normaliseText, textWords, trigrams, wordSimilarity } from './search-text.ts';

// The index on its own, without HTTP or a database; course-search.test.ts runs the catalogue's
// search rules through the API against both the index and the database.

let nextId = 1;
function course(overrides: Partial<IndexedCourse> = {}): IndexedCourse {
  const id = nextId++;
  return {
    id,
    title: `Course ${id}`,
    description: '',
    categoryName: 'Data Analysis',
    instructorName: 'Nasrin Akter',
    categoryId: 1,
    price: '1000.00',
    rating: null,
    students: 0,
    createdAt: id * 1000,
    ...overrides,
  };
}
const slugs = new Map([
  ['data-analysis', 1],
  ['ethics', 2],
]);

describe('normaliseText and textWords', () => {
  it('folds case and accents as unaccent does, and keeps Bangla vowel signs', () => {
    expect(normaliseText('Café RÉSUMÉ Straße Æther')).toBe('cafe resume strasse aether');
    expect(normaliseText('পাইথন প্রোগ্রামিং')).toBe('পাইথন প্রোগ্রামিং');
    expect(textWords('covid-19: a review')).toEqual(['covid', '19', 'a', 'review']);
  });
});

describe('wordSimilarity', () => {
  it('matches pg_trgm: pyton is 0.5 from python, word is 0.8 from two words', () => {
    const score = (a: string, b: string) => wordSimilarity(new Set(trigrams(a)), trigrams(b));
    expect(score('pyton', 'python')).toBe(0.5);
    expect(score('word', 'words')).toBe(0.8);
    expect(score('python', 'python')).toBe(1);
    expect(score('xyz', 'python')).toBe(0);
  });
});

describe('SearchIndex', () => {
  it('ranks title matches first, then the field a word was found in, then popularity', () => {
    const description = course({ description: 'An epidemiology primer', students: 90 });
    const names = course({ categoryName: 'Epidemiology', students: 50 });
    const title = course({ title: 'Epidemiology', students: 1 });
    const index = buildSearchIndex([description, names, title], slugs);
    expect(index.search(['epid'], {}).ids).toEqual([title.id, names.id, description.id]);
  });

  it('requires every word, in any field', () => {
    const both = course({ title: 'Survival analysis', description: 'With R' });
    const one = course({ title: 'Survival analysis' });
    const index = buildSearchIndex([both, one], slugs);
    expect(index.search(['survival', 'r'], {})).toEqual({ ids: [both.id], total: 1 });
  });

  it('tolerates near misses only when nothing matches exactly, and not in descriptions', () => {
    const title = course({ title: 'Python for clinicians' });
    const description = course({ description: 'python' });
    const misspelt = course({ title: 'Pyton drills' });
    const index = buildSearchIndex([title, description, misspelt], slugs);
    expect(index.search(['python'], {}).ids).toEqual([title.id, description.id]);
    // The closer near miss first; the description's exact 'python' is no near miss of 'pythn'.
    expect(index.search(['pythn'], {}).ids).toEqual([title.id, misspelt.id]);
    expect(index.search(['qwerty'], {})).toEqual({ ids: [], total: 0 });
  });

  it('filters by category id or slug, price range in paisa, and minimum rating', () => {
    const cheap = course({ title: 'Ethics', categoryId: 2, price: '499.99', rating: '4.50' });
    const dear = course({ title: 'Ethics', categoryId: 2, price: '500.00', rating: null });
    const other = course({ title: 'Ethics', categoryId: 1, price: '100.00', rating: '3.00' });
    const index = buildSearchIndex([cheap, dear, other], slugs);
    const ids = (filters: Parameters<ReturnType<typeof buildSearchIndex>['search']>[1]) =>
      index.search(['ethics'], filters).ids.sort((a, b) => a - b);
    expect(ids({ category: 'ethics' })).toEqual([cheap.id, dear.id]);
    expect(ids({ category: '1' })).toEqual([other.id]);
    expect(ids({ category: 'unknown' })).toEqual([]);
    expect(ids({ min_price: '500' })).toEqual([dear.id]);
    expect(ids({ max_price: '499.99' })).toEqual([cheap.id, other.id]);
    expect(ids({ min_rating: 3 })).toEqual([cheap.id, other.id]);
    expect(ids({ min_rating: 0 })).toEqual([cheap.id, dear.id, other.id]);
  });

  it('follows a chosen ordering, unrated last, ties broken by relevance then id', () => {
    const rated = course({ title: 'Genomics', rating: '4.00', price: '300.00' });
    const unrated = course({ title: 'Genomics', rating: null, price: '300.00' });
    const best = course({ description: 'genomics', rating: '5.00', price: '100.00' });
    const index = buildSearchIndex([rated, unrated, best], slugs);
    const order = (
      ordering: NonNullable<
        Parameters<ReturnType<typeof buildSearchIndex>['search']>[1]['ordering']
      >,
    ) => index.search(['genomics'], { ordering }).ids;
    expect(order('rating')).toEqual([best.id, rated.id, unrated.id]);
    expect(order('price-low')).toEqual([best.id, rated.id, unrated.id]);
    expect(order('price-high')).toEqual([unrated.id, rated.id, best.id]);
    expect(order('newest')).toEqual([best.id, unrated.id, rated.id]);
  });

  it('builds in steps with the event loop free between them, to the same index', async () => {
    const courses = Array.from({ length: 12_000 }, (_, at) =>
      course({
        title: at % 5 === 0 ? `Deep learning ${at}` : `Imaging ${at}`,
        description: `cohort ${at % 301}`,
        students: (at * 7919) % 97,
        price: `${1000 + (at % 13)}.00`,
        rating: at % 4 === 0 ? null : `${(at % 50) / 10}`,
      }),
    );
    const builder = new SearchIndexBuilder();
    for (const each of courses) builder.add(each);
    let pauses = 0;
    let otherWorkRan = false;
    setImmediate(() => (otherWorkRan = true));
    const built = await builder.buildInSteps(slugs, () => {
      pauses += 1;
      return yieldToEventLoop();
    });
    expect(otherWorkRan).toBe(true);
    // A pause after the sorts, every 5,000 courses and terms, and before the last arrays.
    expect(pauses).toBeGreaterThanOrEqual(6);
    const atOnce = buildSearchIndex(courses, slugs);
    for (const ordering of [undefined, 'rating', 'price-low', 'newest'] as const) {
      for (const words of [['deep'], ['imaging', 'cohort'], ['imagin']]) {
        const window = { limit: 12, offset: 24 };
        expect(built.search(words, { ordering }, window)).toEqual(
          atOnce.search(words, { ordering }, window),
        );
      }
    }
    expect(built.search(['deep'], {}).total).toBe(2_400);
  });

  it('cuts a window from the same order as sorting everything, search after search', () => {
    const courses = Array.from({ length: 500 }, (_, at) =>
      course({
        title: at % 3 === 0 ? 'Deep learning' : 'Imaging',
        description: 'deep dives',
        students: (at * 7919) % 97,
      }),
    );
    const index = buildSearchIndex(courses, slugs);
    const everything = index.search(['deep'], {});
    expect(everything.total).toBe(500);
    for (const offset of [0, 12, 480, 500]) {
      const page = index.search(['deep'], {}, { limit: 12, offset });
      expect(page).toEqual({ ids: everything.ids.slice(offset, offset + 12), total: 500 });
    }
    // A search leaves nothing behind that changes the next one.
    expect(index.search(['deep'], {})).toEqual(everything);
  });
});

/**
 * The catalogue's search rules written the slow, obvious way, course by course: what the index
 * must agree with on any catalogue.
 */
function searchSlowly(courses: IndexedCourse[], words: string[], filters: IndexFilters): number[] {
  const weight = [0, 10, 4, 10, 2, 10, 4, 10];
  const category = filters.category === undefined ? undefined : Number(filters.category);
  const passing = courses.filter(
    (c) =>
      (category === undefined || c.categoryId === category) &&
      (filters.min_price === undefined || toPaisa(c.price) >= toPaisa(filters.min_price)) &&
      (filters.max_price === undefined || toPaisa(c.price) <= toPaisa(filters.max_price)) &&
      (!filters.min_rating || (c.rating !== null && Number(c.rating) >= filters.min_rating)),
  );
  const wordsOf = (text: string) => textWords(normaliseText(text));
  const similarities = new Map<string, number>();
  const similarity = (word: string, other: string) => {
    const key = `${word} ${other}`;
    if (!similarities.has(key)) {
      similarities.set(key, wordSimilarity(new Set(trigrams(word)), trigrams(other)));
    }
    return similarities.get(key)!;
  };
  const judge = (c: IndexedCourse, fuzzy: boolean) => {
    const fieldWords: [number, string[]][] = [
      [IN_TITLE, wordsOf(c.title)],
      [IN_NAMES, wordsOf(`${c.categoryName} ${c.instructorName}`)],
      [IN_DESCRIPTION, wordsOf(c.description)],
    ];
    let [allInTitle, rank, closeness] = [true, 0, 0];
    for (const word of words) {
      let fields = 0;
      for (const [field, list] of fieldWords) {
        if (list.some((w) => w.startsWith(word))) fields |= field;
      }
      let nearest = 0;
      if (fuzzy && fields === 0) {
        for (const other of [...fieldWords[0]![1], ...fieldWords[1]![1]]) {
          const near = similarity(word, other);
          if (near >= NEAR_MISS_THRESHOLD) nearest = Math.max(nearest, near);
        }
        nearest = Math.fround(nearest);
      }
      if (fields === 0 && nearest === 0) return null;
      allInTitle &&= (fields & IN_TITLE) !== 0;
      rank += weight[fields]!;
      closeness += fields !== 0 ? 1 : nearest;
    }
    return { c, relevance: (allInTitle ? 1000 : 0) + rank, closeness };
  };
  let found = passing.map((c) => judge(c, false)).filter((match) => match !== null);
  const fuzzy = found.length === 0;
  if (fuzzy) found = passing.map((c) => judge(c, true)).filter((match) => match !== null);
  type Found = (typeof found)[number];
  const desc = (value: (m: Found) => number | null) => (a: Found, b: Found) => {
    const [x, y] = [value(a), value(b)];
    if (x === null || y === null) return x === y ? 0 : x === null ? 1 : -1;
    return y - x;
  };
  const relevance = (a: Found, b: Found) =>
    b.relevance - a.relevance || (fuzzy ? b.closeness - a.closeness : 0);
  const lowId = (a: Found, b: Found) => a.c.id - b.c.id;
  const highId = (a: Found, b: Found) => b.c.id - a.c.id;
  const column: Record<CourseOrdering, (a: Found, b: Found) => number> = {
    popularity: desc((m) => m.c.students),
    rating: desc((m) => (m.c.rating === null ? null : Number(m.c.rating))),
    newest: desc((m) => m.c.createdAt),
    'price-low': (a, b) => toPaisa(a.c.price) - toPaisa(b.c.price),
    'price-high': desc((m) => toPaisa(m.c.price)),
  };
  const ordering = filters.ordering;
  const steps =
    ordering === undefined
      ? [relevance, desc((m) => m.c.students), lowId]
      : [
          column[ordering],
          relevance,
          ordering === 'newest' || ordering === 'price-high' ? highId : lowId,
        ];
  return found
    .sort((a, b) => steps.reduce((order, step) => order || step(a, b), 0))
    .map((m) => m.c.id);
}

describe('SearchIndex against the rules written out', () => {
  it('finds, counts and orders as searchSlowly does, for any words, filters, ordering and page', () => {
    // mulberry32, so a failure can be replayed.
    let state = 2026;
    const random = () => {
      state = (state + 0x6d2b79f5) >>> 0;
      let t = Math.imul(state ^ (state >>> 15), state | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
    const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
    const vocabulary = [
      'statistics',
      'biostatistics',
      'state',
      'neuroscience',
      'neural',
      'neurology',
      'learning',
      'learn',
      'machine',
      'python',
      'data',
      'database',
      'imaging',
      'পাইথন',
      'পরিসংখ্যান',
      'café',
    ];
    const text = (words: number) => Array.from({ length: words }, () => pick(vocabulary)).join(' ');
    // More than 2,048 courses, so doc numbers take more than one radix digit (sortDocs).
    const courses = Array.from({ length: 2100 }, () =>
      course({
        title: text(1 + Math.floor(random() * 3)),
        description: text(Math.floor(random() * 4)),
        categoryName: pick(['Data Analysis', 'Neuroscience', 'Ethics']),
        instructorName: pick(['Nasrin Akter', 'Rafiq Statham']),
        categoryId: 1 + Math.floor(random() * 3),
        price: pick(['0.00', '500.00', '500.50', '1500.00']),
        rating: pick([null, '3.00', '4.50', '4.75']),
        students: Math.floor(random() * 20),
        createdAt: Math.floor(random() * 50) * 1000,
      }),
    );
    const index = buildSearchIndex(courses, slugs);
    const searches = [
      'stat',
      'statistics',
      'neuro',
      'n',
      'learn machine',
      'data learn',
      'pyton',
      'statistcs',
      'neuroscence imaging',
      'পাই',
      'পরিসংখ্যন',
      'cafe',
      'akter python',
      'zzz',
    ];
    const orderings = [undefined, 'popularity', 'rating', 'newest', 'price-low', 'price-high'];
    const filterSets: IndexFilters[] = [
      {},
      { category: '2' },
      { min_price: '500.50', max_price: '1500' },
      { min_rating: 4.5 },
    ];
    for (const search of searches) {
      const words = textWords(normaliseText(search));
      for (const ordering of orderings as (CourseOrdering | undefined)[]) {
        for (const filters of filterSets) {
          const query = { ...filters, ordering };
          const expected = searchSlowly(courses, words, query);
          const all = index.search(words, query);
          expect({ search, query, ids: all.ids }).toEqual({ search, query, ids: expected });
          expect(all.total).toBe(expected.length);
          const page = index.search(words, query, { limit: 12, offset: 24 });
          expect(page).toEqual({ ids: expected.slice(24, 36), total: expected.length });
        }
      }
    }
  });
});

describe('SearchIndexKeeper', () => {
  it('waits for the catalogue to settle, and throws away a build the catalogue outdated', async () => {
    let settled = false;
    let finishLoad: (index: ReturnType<typeof buildSearchIndex>) => void = () => {};
    const keeper = new SearchIndexKeeper(
      () => new Promise((resolve) => (finishLoad = resolve)),
      () => settled,
    );
    expect(keeper.current()).toBeNull();
    settled = true;
    expect(keeper.current()).toBeNull();
    keeper.invalidate();
    finishLoad(buildSearchIndex([course()], slugs));
    await Promise.resolve();
    await Promise.resolve();
    expect(keeper.current()).toBeNull();
    const index = buildSearchIndex([course()], slugs);
    const built = keeper.ready();
    finishLoad(index);
    expect(await built).toBe(index);
    expect(keeper.current()).toBe(index);
    keeper.invalidate();
    expect(keeper.current()).toBeNull();
  });
});
