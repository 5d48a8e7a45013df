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
/** Marks a document a near miss of the word reached (in the scratch marks only). */
const NEAR_MISS = 128;
/**
 * What a word found in each field adds to a course's rank: the best of PostgreSQL's ts_rank
 * weights A (1), B (0.4) and C (0.2) among the fields, times 10 so sums stay exact integers.
 */
const FIELD_WEIGHT = [0, 10, 4, 10, 2, 10, 4, 10];
/** A title holding every word outranks any sum of field weights (at most 8 words × 10). */
const ALL_IN_TITLE = 1_000;
/** The score of a document after the first word, by the fields that word is in. */
const FIRST_WORD_SCORE = FIELD_WEIGHT.map(
  (weight, fields) => (fields & IN_TITLE) * ALL_IN_TITLE + weight,
);
/** pg_trgm's word similarity a near miss needs (the database search sets the same threshold). */
export const NEAR_MISS_THRESHOLD = 0.5;

/**
 * What a SearchIndex is made of (search-index-builder.ts builds it). Doc numbers index the columns
 * and follow the catalogue's popularity order (most students first, then the lowest id), so the
 * postings of every term are in that order too.
 */
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
 *
 * A search touches every posting of its words, so that work is done on typed arrays allocated
 * once per index: for exact matches no array grows and no function is called per document. An
 * exact match's place in the catalogue's order is one number (inOrder), so a page is the largest
 * few of those numbers.
 */
export class SearchIndex {
  // Scratch space reused by every search (a search runs to the end without awaiting).
  /** Per document: the fields a word is in, and its best near miss; cleared after each word. */
  private readonly wordFields: Uint8Array;
  private readonly wordCloseness: Float32Array;
  /** The documents a word marked, in the order its terms' postings came. */
  private readonly touched: Int32Array;
  /** Counts for sortDocs. */
  private readonly radixCounts = new Int32Array(RADIX);
  /** A word's matches (WordMatches) when its postings had to be merged: in doc order. */
  private readonly wordDocs: Int32Array;
  private readonly wordDocFields: Uint8Array;
  private readonly wordDocCloseness: Float32Array;
  /** The documents matching so far, in doc order, and beside each, at the same position: */
  private readonly found: Int32Array;
  /** ALL_IN_TITLE while every word was in the title, plus each word's field weight; */
  private readonly score: Int32Array;
  /** near misses only: the closeness summed over the words; */
  private readonly closeness: Float64Array;
  /** its place in the order as one number (larger first), or as three for near misses. */
  private readonly keys: Float64Array;
  private readonly secondKeys: Float64Array;
  private readonly thirdKeys: Float64Array;

  // Per document, for ordering: larger comes first.
  /** The rank of each chosen ordering's column (RANK_ROOM ranks at most). */
  private readonly orderings: Record<CourseOrdering, Float64Array>;
  /** The rank of the id, for the orderings that break ties by the lowest id and the highest. */
  private readonly lowIdFirst: Float64Array;
  private readonly highIdFirst: Float64Array;
  /** The document of each id rank, to read a document back out of an order key. */
  private readonly docOfIdRank: Int32Array;

  constructor(private readonly parts: SearchIndexParts) {
    const count = parts.ids.length;
    if (count >= RANK_ROOM)
      throw new Error(`A search index holds fewer than ${RANK_ROOM} courses.`);
    this.wordFields = new Uint8Array(count);
    this.wordCloseness = new Float32Array(count);
    this.touched = new Int32Array(count);
    this.wordDocs = new Int32Array(count);
    this.wordDocFields = new Uint8Array(count);
    this.wordDocCloseness = new Float32Array(count);
    this.found = new Int32Array(count);
    this.score = new Int32Array(count);
    this.closeness = new Float64Array(count);
    this.keys = new Float64Array(count);
    this.secondKeys = new Float64Array(count);
    this.thirdKeys = new Float64Array(count);
    this.highIdFirst = rankOf(Float64Array.from(parts.ids));
    this.lowIdFirst = this.highIdFirst.map((rank) => RANK_ROOM - rank);
    this.docOfIdRank = new Int32Array(count + 1);
    this.highIdFirst.forEach((rank, doc) => (this.docOfIdRank[rank] = doc));
    this.orderings = {
      popularity: rankOf(parts.students),
      // Courses nobody has rated (NaN) rank 0, after every rating, as nulls last does.
      rating: rankOf(parts.ratings),
      newest: rankOf(parts.created),
      'price-low': rankOf(parts.prices.map((price) => -price)),
      'price-high': rankOf(parts.prices),
    };
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
    const filter = this.filterOf(filters);
    const wanted = window ? window.offset + window.limit : Infinity;
    const ordered =
      words.length === 1 && filter === null && filters.ordering === undefined
        ? this.oneWordInOrder(words[0]!, wanted)
        : null;
    if (ordered) return this.answer(ordered.docs, ordered.count, window);
    let count = this.match(words, filter, false);
    // Near misses count only when nothing at all matches exactly.
    const fuzzy = count === 0;
    if (fuzzy) count = this.match(words, filter, true);
    const page = Math.min(wanted, count);
    const docs = fuzzy
      ? this.nearMissesInOrder(count, page, filters.ordering)
      : this.inOrder(count, page, filters.ordering);
    return this.answer(docs, count, window);
  }

  private answer(docs: number[], count: number, window?: { offset: number }): IndexAnswer {
    const page = window ? docs.slice(window.offset) : docs;
    return { ids: page.map((doc) => this.parts.ids[doc]!), total: count };
  }

  /**
   * The commonest search, one whole word in the default order with no filter, answered without
   * reading every match: the matches are one term's postings, so their number is the count, and
   * they come in popularity order, so once the page is full of matches in the title (the best one
   * word scores), no later posting can rank above them. Null when the word is no single term, or
   * when the page is too far down for this to pay.
   */
  private oneWordInOrder(word: string, wanted: number): { docs: number[]; count: number } | null {
    const { docs, fields, offsets, terms } = this.parts;
    const term = lowerBound(terms, word);
    if (lowerBound(terms, `${word}\uffff`) !== term + 1) return null;
    const [start, end] = [offsets[term]!, offsets[term + 1]!];
    if (wanted >= (end - start) / 4) return null;
    const best = new TopKeys(wanted);
    const unbeatable = FIRST_WORD_SCORE[IN_TITLE]! * RANK_ROOM;
    for (let at = start; at < end && !(best.full && best.last >= unbeatable); at += 1) {
      best.offer(FIRST_WORD_SCORE[fields[at]!]! * RANK_ROOM + (RANK_ROOM - 1 - docs[at]!));
    }
    return { docs: best.sorted().map(defaultOrderDoc), count: end - start };
  }

  /**
   * Leaves in `found` the documents having every word (or, with `fuzzy`, a near miss of it) and
   * passing the filter, with their relevance beside them; returns how many. With several words,
   * every word's matches are read in doc order, so each word after the first is a merge of two
   * sorted lists.
   */
  private match(words: string[], filter: Filter | null, fuzzy: boolean): number {
    const inDocOrder = words.length > 1;
    let count = this.firstWord(this.wordMatches(words[0]!, fuzzy, inDocOrder), filter, fuzzy);
    for (const word of words.slice(1)) {
      count = this.nextWord(count, this.wordMatches(word, fuzzy, inDocOrder), fuzzy);
    }
    return count;
  }

  /** The first word's matches that pass the filter, into `found`; returns how many. */
  private firstWord(matches: WordMatches, filter: Filter | null, fuzzy: boolean): number {
    const { found, score, closeness } = this;
    const { docs, fields, closeness: nearness } = matches;
    let count = 0;
    for (let at = 0; at < matches.count; at += 1) {
      const doc = docs[at]!;
      if (filter !== null && !this.passes(doc, filter)) continue;
      found[count] = doc;
      score[count] = FIRST_WORD_SCORE[fields[at]!]!;
      if (fuzzy) closeness[count] = fields[at] !== 0 ? 1 : nearness[at]!;
      count += 1;
    }
    return count;
  }

  /** Keeps in `found` what the next word also matches, both lists in doc order; returns how many. */
  private nextWord(count: number, matches: WordMatches, fuzzy: boolean): number {
    const { found, score, closeness } = this;
    const { docs, fields, closeness: nearness } = matches;
    let kept = 0;
    for (let at = 0, other = 0; at < count && other < matches.count;) {
      const doc = found[at]!;
      const next = docs[other]!;
      if (doc !== next) {
        if (doc < next) at += 1;
        else other += 1;
        continue;
      }
      const inFields = fields[other]!;
      let sum = score[at]! + FIELD_WEIGHT[inFields]!;
      // The title bonus stays only while every word is in the title.
      if ((inFields & IN_TITLE) === 0 && sum >= ALL_IN_TITLE) sum -= ALL_IN_TITLE;
      found[kept] = doc;
      score[kept] = sum;
      if (fuzzy) closeness[kept] = closeness[at]! + (inFields !== 0 ? 1 : nearness[other]!);
      kept += 1;
      at += 1;
      other += 1;
    }
    return kept;
  }

  /**
   * The documents one word matches, with the fields it is in and, with `fuzzy`, the closeness of
   * its best near miss in a title or name. A word that is one term is that term's postings as they
   * are, in doc order; otherwise the postings of every term it starts (and of its near misses) are
   * marked per document, then read back, sorted into doc order if `inDocOrder`.
   */
  private wordMatches(word: string, fuzzy: boolean, inDocOrder: boolean): WordMatches {
    const { docs, fields, offsets, terms } = this.parts;
    const first = lowerBound(terms, word);
    const last = lowerBound(terms, `${word}\uffff`);
    if (!fuzzy && last - first <= 1) {
      const [start, end] = [offsets[first]!, offsets[last]!];
      return {
        count: end - start,
        docs: docs.subarray(start, end),
        fields: fields.subarray(start, end),
        closeness: this.wordDocCloseness,
      };
    }
    const { touched, wordFields, wordCloseness, wordDocs, wordDocFields, wordDocCloseness } = this;
    let marked = 0;
    for (let at = offsets[first]!; at < offsets[last]!; at += 1) {
      const doc = docs[at]!;
      if (wordFields[doc] === 0) touched[marked++] = doc;
      wordFields[doc] = wordFields[doc]! | fields[at]!;
    }
    if (fuzzy) {
      for (const [term, similarity] of this.nearMisses(word)) {
        for (let at = offsets[term]!; at < offsets[term + 1]!; at += 1) {
          const doc = docs[at]!;
          if ((fields[at]! & (IN_TITLE | IN_NAMES)) === 0) continue;
          if (wordFields[doc] === 0) touched[marked++] = doc;
          wordFields[doc] = wordFields[doc]! | NEAR_MISS;
          if (similarity > wordCloseness[doc]!) wordCloseness[doc] = similarity;
        }
      }
    }
    // Read back (in doc order if asked), with the marks cleared for the next word.
    const marks = inDocOrder ? sortDocs(touched, marked, wordDocs, this.radixCounts) : touched;
    for (let at = 0; at < marked; at += 1) {
      const doc = marks[at]!;
      wordDocs[at] = doc;
      wordDocFields[at] = wordFields[doc]! & ~NEAR_MISS;
      wordDocCloseness[at] = wordCloseness[doc]!;
      wordFields[doc] = 0;
      wordCloseness[doc] = 0;
    }
    return { count: marked, docs: wordDocs, fields: wordDocFields, closeness: wordDocCloseness };
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

  /** The category, price and rating filters as bounds; null when none is set. */
  private filterOf(filters: IndexFilters): Filter | null {
    const category =
      filters.category === undefined
        ? -1
        : /^\d+$/.test(filters.category)
          ? Number(filters.category)
          : // No course is in category 0: an unknown slug matches nothing.
            (this.parts.categoriesBySlug.get(filters.category.toLowerCase()) ?? 0);
    const minPrice = filters.min_price === undefined ? -Infinity : toPaisa(filters.min_price);
    const maxPrice = filters.max_price === undefined ? Infinity : toPaisa(filters.max_price);
    const minRating = filters.min_rating ?? 0;
    if (category === -1 && minPrice === -Infinity && maxPrice === Infinity && minRating <= 0) {
      return null;
    }
    return { category, minPrice, maxPrice, minRating };
  }

  private passes(doc: number, filter: Filter): boolean {
    const { categoryIds, prices, ratings } = this.parts;
    return (
      (filter.category === -1 || categoryIds[doc] === filter.category) &&
      prices[doc]! >= filter.minPrice &&
      prices[doc]! <= filter.maxPrice &&
      // A minimum of 0 (the default) keeps courses nobody has rated yet (NaN).
      (filter.minRating <= 0 || ratings[doc]! >= filter.minRating)
    );
  }

  /**
   * The first `wanted` exact matches in the catalogue's order (course-filters.ts). Each match's
   * place is one number, larger first, made of whole ranks in separate bits: without a chosen
   * ordering, the score, then popularity (the doc number); with one, the rank in its column, then
   * the score, then the id's rank.
   */
  private inOrder(count: number, wanted: number, ordering: CourseOrdering | undefined): number[] {
    const { found, score, keys } = this;
    if (ordering === undefined) {
      for (let at = 0; at < count; at += 1) {
        keys[at] = score[at]! * RANK_ROOM + (RANK_ROOM - 1 - found[at]!);
      }
      return largest(keys, count, wanted).map(defaultOrderDoc);
    }
    const column = this.orderings[ordering];
    const lowIdFirst = LOW_ID_FIRST.has(ordering);
    const ids = lowIdFirst ? this.lowIdFirst : this.highIdFirst;
    for (let at = 0; at < count; at += 1) {
      const doc = found[at]!;
      keys[at] = column[doc]! * SCORE_ROOM * RANK_ROOM + score[at]! * RANK_ROOM + ids[doc]!;
    }
    return largest(keys, count, wanted).map((key) => {
      const idKey = key % RANK_ROOM;
      return this.docOfIdRank[lowIdFirst ? RANK_ROOM - idKey : idKey]!;
    });
  }

  /**
   * The first `wanted` near misses in the catalogue's order, where relevance is the score, then
   * the closeness of the near misses, which is no whole number: the order is three numbers per
   * match compared in turn (near misses are the rare case).
   */
  private nearMissesInOrder(
    count: number,
    wanted: number,
    ordering: CourseOrdering | undefined,
  ): number[] {
    const { found, score, closeness, keys, secondKeys, thirdKeys } = this;
    const column = ordering === undefined ? null : this.orderings[ordering];
    const ids = ordering && LOW_ID_FIRST.has(ordering) ? this.lowIdFirst : this.highIdFirst;
    for (let at = 0; at < count; at += 1) {
      const doc = found[at]!;
      const relevance = score[at]! * CLOSENESS_ROOM + closeness[at]!;
      // Without a chosen ordering: relevance, then popularity (the doc number).
      keys[at] = column ? column[doc]! : relevance;
      secondKeys[at] = column ? relevance : -doc;
      thirdKeys[at] = column ? ids[doc]! : -doc;
    }
    const before = (a: number, b: number) =>
      keys[a] !== keys[b]
        ? keys[a]! > keys[b]!
        : secondKeys[a] !== secondKeys[b]
          ? secondKeys[a]! > secondKeys[b]!
          : thirdKeys[a]! > thirdKeys[b]!;
    // A long page (a whole list) is sorted; a short one keeps the best few in insertion order.
    if (wanted >= count / 4) {
      return Array.from({ length: count }, (_, at) => at)
        .sort((a, b) => (a === b ? 0 : before(a, b) ? -1 : 1))
        .slice(0, wanted)
        .map((at) => found[at]!);
    }
    const best: number[] = [];
    for (let at = 0; at < count; at += 1) {
      if (best.length === wanted && !before(at, best[wanted - 1]!)) continue;
      let slot = best.length;
      while (slot > 0 && before(at, best[slot - 1]!)) slot -= 1;
      best.splice(slot, 0, at);
      if (best.length > wanted) best.pop();
    }
    return best.map((at) => found[at]!);
  }
}

/** A word's matches, in doc order: `count` documents, with the fields and near-miss closeness. */
type WordMatches = { count: number; docs: Int32Array; fields: Uint8Array; closeness: Float32Array };

/** The bounds a course must be within: a category id (-1 for any), prices in paisa, a rating. */
type Filter = { category: number; minPrice: number; maxPrice: number; minRating: number };

/** Ranks and ids fit in 21 bits, a score in 11 (at most 1,080): a key is under 2^53, exact. */
const RANK_ROOM = 2 ** 21;
const SCORE_ROOM = 2 ** 11;
/** The chosen orderings whose ties go to the lowest id (the others: the highest, the newest). */
const LOW_ID_FIRST: ReadonlySet<CourseOrdering> = new Set(['popularity', 'rating', 'price-low']);
/**
 * A near miss's relevance is its score, then its closeness, which sums at most one per word (8
 * words), so score × 16 + closeness keeps that order in one number.
 */
const CLOSENESS_ROOM = 16;

/** sortDocs sorts doc numbers (under RANK_ROOM, 21 bits) by 11 bits at a time. */
const RADIX_BITS = 11;
const RADIX = 2 ** RADIX_BITS;

/**
 * The first `count` doc numbers of `docs` in ascending order: a native sort for a few, otherwise a
 * radix sort in two passes through `scratch`, which stays linear for the tens of thousands a
 * common word marks. Returns the array holding them in order (`docs`).
 */
function sortDocs(docs: Int32Array, count: number, scratch: Int32Array, counts: Int32Array) {
  if (count < 512) return docs.subarray(0, count).sort();
  const pass = (from: Int32Array, to: Int32Array, shift: number) => {
    counts.fill(0);
    for (let at = 0; at < count; at += 1) counts[(from[at]! >> shift) & (RADIX - 1)]! += 1;
    for (let digit = 0, start = 0; digit < RADIX; digit += 1) {
      const size = counts[digit]!;
      counts[digit] = start;
      start += size;
    }
    for (let at = 0; at < count; at += 1)
      to[counts[(from[at]! >> shift) & (RADIX - 1)]!++] = from[at]!;
  };
  pass(docs, scratch, 0);
  pass(scratch, docs, RADIX_BITS);
  return docs;
}

/**
 * The dense rank of every value of a column, from 1 for the smallest; equal values share a rank,
 * and NaN (a null) ranks 0, below every number.
 */
function rankOf(column: Float64Array): Float64Array {
  // A typed array sorts numerically, NaN last; its distinct numbers are then compacted in place.
  const distinct = column.slice().sort();
  let size = 0;
  for (const value of distinct) {
    if (Number.isNaN(value)) break;
    if (size === 0 || distinct[size - 1] !== value) distinct[size++] = value;
  }
  const ranks = new Float64Array(column.length);
  column.forEach((value, doc) => {
    if (!Number.isNaN(value)) ranks[doc] = lowerBound(distinct, value, size) + 1;
  });
  return ranks;
}

/**
 * The `wanted` largest of the first `count` keys, largest first. A page of a common word keeps a
 * short sorted list and only inserts what beats its last entry; a long one sorts them all.
 */
function largest(keys: Float64Array, count: number, wanted: number): number[] {
  if (wanted >= count / 4)
    return Array.from(keys.slice(0, count).sort().reverse().subarray(0, wanted));
  const best = new TopKeys(wanted);
  for (let at = 0; at < count; at += 1) best.offer(keys[at]!);
  return best.sorted();
}

/** The `size` largest keys offered so far, in a short sorted list. */
class TopKeys {
  private readonly keys: Float64Array;
  private filled = 0;

  constructor(private readonly size: number) {
    this.keys = new Float64Array(size);
  }

  get full(): boolean {
    return this.filled === this.size;
  }

  /** The smallest key kept. */
  get last(): number {
    return this.keys[this.filled - 1]!;
  }

  offer(key: number): void {
    const { keys } = this;
    if (this.filled === this.size && (this.size === 0 || key <= keys[this.size - 1]!)) return;
    let slot = this.filled < this.size ? this.filled++ : this.size - 1;
    while (slot > 0 && keys[slot - 1]! < key) {
      keys[slot] = keys[slot - 1]!;
      slot -= 1;
    }
    keys[slot] = key;
  }

  /** The keys kept, largest first. */
  sorted(): number[] {
    return Array.from(this.keys.subarray(0, this.filled));
  }
}

/** The document of a default-order key (inOrder): its low bits are RANK_ROOM - 1 - doc. */
const defaultOrderDoc = (key: number) => RANK_ROOM - 1 - (key % RANK_ROOM);

/** The first index among the first `size` sorted values whose value is not below `value`. */
function lowerBound<T extends string | number>(
  values: ArrayLike<T>,
  value: T,
  size = values.length,
): number {
  let low = 0;
  let high = size;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (values[middle]! < value) low = middle + 1;
    else high = middle;
  }
  return low;
}
