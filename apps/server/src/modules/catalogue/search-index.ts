import type { CourseListQuery, CourseOrdering } from '@academy/contract/catalogue';
import { trigrams, wordSimilarity } from './search-text.ts';

/** One listed course as the index reads it (search-index-keeper.ts loads them). */
export type IndexedCourse = {
  id: number;
  title: string;
  description: string;
  categoryName: string;
  instructorName: string;
  categoryId: number;
  /** Money as the database writes it, e.g. '3000.00'. */
  price: string;
  /** rating_avg as text, or null before the first rating. */
  rating: string | null;
  students: number;
  /** created_at in microseconds, the database's precision, so equal times tie as they do there. */
  createdAt: number;
};

/** Where a word occurs in a course: bits, so one byte holds every field it is in. */
export const IN_TITLE = 1;
export const IN_NAMES = 2; // the category's or the instructor's name
export const IN_DESCRIPTION = 4;
/**
 * What a word found in each field adds to a course's rank: the best of PostgreSQL's ts_rank
 * weights A (1), B (0.4) and C (0.2) among the fields, times 10 so sums stay exact integers.
 */
const FIELD_WEIGHT = [0, 10, 4, 10, 2, 10, 4, 10];
/** A title holding every word outranks any sum of field weights (at most 8 words × 10). */
const ALL_IN_TITLE = 1_000;
/** pg_trgm's word similarity a near miss needs (the database search sets the same threshold). */
export const NEAR_MISS_THRESHOLD = 0.5;

/** What a SearchIndex is made of (search-index-builder.ts builds it); doc numbers index the columns. */
export type SearchIndexParts = {
  ids: Int32Array;
  categoryIds: Int32Array;
  /** In paisa; NaN ratings are courses nobody has rated. */
  prices: Float64Array;
  ratings: Float64Array;
  students: Float64Array;
  created: Float64Array;
  /** Every word of every listed course, sorted, so the words a prefix starts are a range. */
  terms: string[];
  /** Term t occurs in docs[offsets[t]] .. docs[offsets[t + 1] - 1], in the fields beside them. */
  offsets: Int32Array;
  docs: Int32Array;
  fields: Uint8Array;
  /** For near misses: trigram → the terms of titles and names that contain it. */
  termsByTrigram: ReadonlyMap<string, Int32Array>;
  categoriesBySlug: ReadonlyMap<string, number>;
};

/** What a search asks of the index besides its words. */
export type IndexFilters = Pick<
  CourseListQuery,
  'category' | 'min_price' | 'max_price' | 'min_rating' | 'ordering'
>;

export type IndexAnswer = { ids: number[]; total: number };

/** '3000.5' or '3000.50' → 300050: money compared exactly, in paisa. */
export function toPaisa(amount: string): number {
  const [taka = '0', paisa = ''] = amount.split('.');
  return Number(taka) * 100 + Number(paisa.padEnd(2, '0').slice(0, 2));
}

/**
 * An immutable, in-process search index over the listed courses: an inverted index of their
 * words (sorted, so a prefix is a range), the fields each word is in, and the columns the
 * catalogue filters and sorts by. It answers the same searches as the database's full-text and
 * trigram indexes (course-search.ts) with the same rules: every word must start a word of the
 * title, the category or instructor name, or the description; when nothing matches exactly, a
 * word may instead be a near miss of a word of the title or names; titles rank first.
 * docs/decisions/023-in-process-catalogue-search.md says why it exists.
 */
export class SearchIndex {
  // Scratch space reused by every search (a search runs to the end without awaiting).
  private readonly wordFields: Uint8Array;
  private readonly wordCloseness: Float32Array;
  private readonly titleWords: Uint8Array;
  private readonly rank: Float64Array;
  private readonly closeness: Float64Array;

  constructor(private readonly parts: SearchIndexParts) {
    const count = parts.ids.length;
    this.wordFields = new Uint8Array(count);
    this.wordCloseness = new Float32Array(count);
    this.titleWords = new Uint8Array(count);
    this.rank = new Float64Array(count);
    this.closeness = new Float64Array(count);
  }

  /**
   * The ids of the matching courses in the catalogue's order, cut to `window` if given, and how
   * many match. `words` are search words already normalised (normaliseText, searchTerms).
   */
  search(
    words: string[],
    filters: IndexFilters,
    window?: { limit: number; offset: number },
  ): IndexAnswer {
    let result = this.match(words, filters, false);
    // Near misses count only when nothing at all matches exactly.
    const fuzzy = result.found.length === 0;
    if (fuzzy) {
      this.forget(result.scored);
      result = this.match(words, filters, true);
    }
    const { found, scored } = result;
    const wanted = window ? window.offset + window.limit : found.length;
    const ordered = firstInOrder(found, wanted, this.comparator(filters.ordering, fuzzy));
    const page = window ? ordered.slice(window.offset) : ordered;
    this.forget(scored);
    return { ids: page.map((doc) => this.parts.ids[doc]!), total: found.length };
  }

  /**
   * The documents having every word (or, with `fuzzy`, a near miss of it) and passing the
   * filters, with their relevance in the scratch arrays; `scored` are the documents to forget
   * afterwards.
   */
  private match(
    words: string[],
    filters: IndexFilters,
    fuzzy: boolean,
  ): { found: number[]; scored: number[] } {
    const passes = this.filter(filters);
    let scored: number[] = [];
    let found: number[] = [];
    words.forEach((word, position) => {
      const touched = this.markWord(word, fuzzy);
      if (position === 0) {
        scored = found = passes ? touched.filter(passes) : touched;
        for (const doc of found) this.titleWords[doc] = 1;
      } else {
        found = found.filter((doc) => this.wordFields[doc] !== 0 || this.wordCloseness[doc] !== 0);
      }
      for (const doc of found) {
        const fields = this.wordFields[doc]!;
        if ((fields & IN_TITLE) === 0) this.titleWords[doc] = 0;
        this.rank[doc] = this.rank[doc]! + FIELD_WEIGHT[fields]!;
        this.closeness[doc] = this.closeness[doc]! + (fields !== 0 ? 1 : this.wordCloseness[doc]!);
      }
      for (const doc of touched) {
        this.wordFields[doc] = 0;
        this.wordCloseness[doc] = 0;
      }
    });
    return { found, scored };
  }

  /** Clears the relevance a match left in the scratch arrays. */
  private forget(scored: number[]): void {
    for (const doc of scored) {
      this.titleWords[doc] = 0;
      this.rank[doc] = 0;
      this.closeness[doc] = 0;
    }
  }

  /**
   * Marks in the scratch arrays where one word occurs: the fields of every term it starts, and
   * with `fuzzy` the closeness of near misses in titles and names. Returns the documents marked.
   */
  private markWord(word: string, fuzzy: boolean): number[] {
    const touched: number[] = [];
    const end = lowerBound(this.parts.terms, `${word}\uffff`);
    const { docs, fields, offsets } = this.parts;
    for (let at = offsets[lowerBound(this.parts.terms, word)]!; at < offsets[end]!; at += 1) {
      const doc = docs[at]!;
      if (this.wordFields[doc] === 0) touched.push(doc);
      this.wordFields[doc] = this.wordFields[doc]! | fields[at]!;
    }
    if (!fuzzy) return touched;
    for (const [term, similarity] of this.nearMisses(word)) {
      for (let at = offsets[term]!; at < offsets[term + 1]!; at += 1) {
        const doc = docs[at]!;
        if ((fields[at]! & (IN_TITLE | IN_NAMES)) === 0) continue;
        if (this.wordFields[doc] === 0 && this.wordCloseness[doc] === 0) touched.push(doc);
        if (similarity > this.wordCloseness[doc]!) this.wordCloseness[doc] = similarity;
      }
    }
    return touched;
  }

  /**
   * Terms of titles and names whose word similarity to `word` reaches the threshold. Sharing
   * fewer than half of the word's trigrams rules a term out before any similarity is computed.
   */
  private nearMisses(word: string): [number, number][] {
    const searched = new Set(trigrams(word));
    const shared = new Map<number, number>();
    for (const trigram of searched) {
      for (const term of this.parts.termsByTrigram.get(trigram) ?? []) {
        shared.set(term, (shared.get(term) ?? 0) + 1);
      }
    }
    const found: [number, number][] = [];
    for (const [term, count] of shared) {
      if (count < searched.size * NEAR_MISS_THRESHOLD) continue;
      const similarity = wordSimilarity(searched, trigrams(this.parts.terms[term]!));
      if (similarity >= NEAR_MISS_THRESHOLD) found.push([term, similarity]);
    }
    return found;
  }

  /** The category, price and rating filters as a test on a document; null when none is set. */
  private filter(filters: IndexFilters): ((doc: number) => boolean) | null {
    const category =
      filters.category === undefined
        ? undefined
        : /^\d+$/.test(filters.category)
          ? Number(filters.category)
          : (this.parts.categoriesBySlug.get(filters.category.toLowerCase()) ?? -1);
    const minPrice = filters.min_price === undefined ? -Infinity : toPaisa(filters.min_price);
    const maxPrice = filters.max_price === undefined ? Infinity : toPaisa(filters.max_price);
    const minRating = filters.min_rating ?? 0;
    if (
      category === undefined &&
      minPrice === -Infinity &&
      maxPrice === Infinity &&
      minRating <= 0
    ) {
      return null;
    }
    return (doc) =>
      (category === undefined || this.parts.categoryIds[doc] === category) &&
      this.parts.prices[doc]! >= minPrice &&
      this.parts.prices[doc]! <= maxPrice &&
      // A minimum of 0 (the default) keeps courses nobody has rated yet (NaN).
      (minRating <= 0 || this.parts.ratings[doc]! >= minRating);
  }

  /**
   * The catalogue's order (course-filters.ts): without a chosen ordering the best matches first,
   * then the most popular; a chosen ordering wins and relevance breaks its ties.
   */
  private comparator(ordering: CourseOrdering | undefined, fuzzy: boolean): Compare {
    const { titleWords, rank, closeness } = this;
    const { students, ids } = this.parts;
    const relevance: Compare = (a, b) =>
      titleWords[b]! * ALL_IN_TITLE + rank[b]! - (titleWords[a]! * ALL_IN_TITLE + rank[a]!) ||
      (fuzzy ? closeness[b]! - closeness[a]! : 0);
    // The common case written out: a search in the default order, over thousands of matches.
    if (ordering === undefined) {
      return (a, b) => relevance(a, b) || students[b]! - students[a]! || ids[a]! - ids[b]!;
    }
    const byId: Compare = (a, b) => ids[a]! - ids[b]!;
    const descending =
      (column: Float64Array): Compare =>
      (a, b) =>
        nullsLast(column, a, b);
    const ascending =
      (column: Float64Array): Compare =>
      (a, b) =>
        column[a]! - column[b]!;
    const popular = descending(this.parts.students);
    const then =
      (...steps: Compare[]): Compare =>
      (a, b) => {
        for (const step of steps) {
          const order = step(a, b);
          if (order !== 0) return order;
        }
        return 0;
      };
    switch (ordering) {
      case 'popularity':
        return then(popular, relevance, byId);
      case 'rating':
        return then(descending(this.parts.ratings), relevance, byId);
      case 'newest':
        return then(descending(this.parts.created), relevance, (a, b) => byId(b, a));
      case 'price-low':
        return then(ascending(this.parts.prices), relevance, byId);
      case 'price-high':
        return then(descending(this.parts.prices), relevance, (a, b) => byId(b, a));
    }
  }
}

type Compare = (a: number, b: number) => number;

/** Descending order of a column, NaN (a null) after every number. */
function nullsLast(column: Float64Array, a: number, b: number): number {
  const x = column[a]!;
  const y = column[b]!;
  const xNull = Number.isNaN(x);
  const yNull = Number.isNaN(y);
  if (xNull || yNull) return xNull === yNull ? 0 : xNull ? 1 : -1;
  return y - x;
}

/** The first index whose term is not below `value`. */
function lowerBound(terms: string[], value: string): number {
  let low = 0;
  let high = terms.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (terms[middle]! < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * The first `wanted` documents in order, without sorting all of them: a page of a common word
 * keeps a short sorted list and only inserts what beats its last entry.
 */
function firstInOrder(docs: number[], wanted: number, compare: Compare): number[] {
  if (wanted >= docs.length / 4) return [...docs].sort(compare).slice(0, wanted);
  const best: number[] = [];
  for (const doc of docs) {
    if (best.length === wanted && compare(doc, best[wanted - 1]!) >= 0) continue;
    let low = 0;
    let high = best.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (compare(best[middle]!, doc) <= 0) low = middle + 1;
      else high = middle;
    }
    best.splice(low, 0, doc);
    if (best.length > wanted) best.pop();
  }
  return best;
}
