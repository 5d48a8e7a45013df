import { describe, expect, it } from 'vitest';
import type { IndexedCourse } from './search-index.ts';
import { buildSearchIndex } from './search-index-builder.ts';
import { SearchIndexKeeper } from './search-index-keeper.ts';
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
