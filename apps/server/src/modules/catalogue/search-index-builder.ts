import {
  IN_DESCRIPTION,
  IN_NAMES,
  IN_TITLE,
  SearchIndex,
  toPaisa,
  type IndexedCourse,
} from './search-index.ts';
import { normaliseText, textWords, trigrams } from './search-text.ts';

/** An Int32Array that grows as numbers are pushed, so a million postings are not a JS array. */
class Int32List {
  private items = new Int32Array(1024);
  length = 0;

  push(value: number): void {
    if (this.length === this.items.length) {
      const larger = new Int32Array(this.items.length * 2);
      larger.set(this.items);
      this.items = larger;
    }
    this.items[this.length++] = value;
  }

  at(index: number): number {
    return this.items[index]!;
  }
}

/**
 * Builds a SearchIndex course by course, so a large catalogue can be read in batches: what is kept
 * per course is a few numbers, and each word of the catalogue is one string however many courses
 * use it. The postings end up in two flat arrays ordered by term, so the index holds no object
 * per word.
 */
export class SearchIndexBuilder {
  private readonly termIds = new Map<string, number>();
  private readonly termFields: number[] = [];
  /** One entry per (course, word), course by course: the word's term id, the fields it is in. */
  private readonly postingTerms = new Int32List();
  private readonly postingFields = new Int32List();
  /** Where each course's postings start: they are pushed course by course. */
  private readonly firstPosting: number[] = [];
  private readonly ids: number[] = [];
  private readonly categoryIds: number[] = [];
  private readonly prices: number[] = [];
  private readonly ratings: number[] = [];
  private readonly students: number[] = [];
  private readonly created: number[] = [];

  add(course: IndexedCourse): void {
    this.firstPosting.push(this.postingTerms.length);
    this.ids.push(course.id);
    this.categoryIds.push(course.categoryId);
    this.prices.push(toPaisa(course.price));
    this.ratings.push(course.rating === null ? Number.NaN : Number(course.rating));
    this.students.push(course.students);
    this.created.push(course.createdAt);

    const fieldsOfWord = new Map<string, number>();
    const read = (text: string, field: number) => {
      for (const word of textWords(normaliseText(text))) {
        fieldsOfWord.set(word, (fieldsOfWord.get(word) ?? 0) | field);
      }
    };
    read(course.title, IN_TITLE);
    read(course.categoryName, IN_NAMES);
    read(course.instructorName, IN_NAMES);
    read(course.description, IN_DESCRIPTION);
    for (const [word, fields] of fieldsOfWord) {
      let term = this.termIds.get(word);
      if (term === undefined) {
        term = this.termFields.length;
        // A word matched out of a text keeps that whole text alive; a copy of its own does not.
        this.termIds.set(flatCopy(word), term);
        this.termFields.push(0);
      }
      this.termFields[term]! |= fields;
      this.postingTerms.push(term);
      this.postingFields.push(fields);
    }
  }

  /** The index of the courses added, built at once (tests, small catalogues). */
  build(categoriesBySlug: ReadonlyMap<string, number>): SearchIndex {
    const steps = this.steps(categoriesBySlug);
    for (let step = steps.next(); ; step = steps.next()) if (step.done) return step.value;
  }

  /**
   * The same index, built in steps of a few tens of milliseconds at 100,000 courses, with
   * `pause` awaited between them, so a server keeps answering while it rebuilds its index.
   */
  async buildInSteps(
    categoriesBySlug: ReadonlyMap<string, number>,
    pause: () => Promise<void>,
  ): Promise<SearchIndex> {
    const steps = this.steps(categoriesBySlug);
    for (;;) {
      const step = steps.next();
      if (step.done) return step.value;
      await pause();
    }
  }

  /** Builds the index, yielding where the work may pause. */
  private *steps(categoriesBySlug: ReadonlyMap<string, number>): Generator<void, SearchIndex> {
    const terms = [...this.termIds.keys()].sort();
    yield;
    const position = new Int32Array(terms.length);
    terms.forEach((term, at) => (position[this.termIds.get(term)!] = at));
    // Doc numbers follow popularity, most students first, then the lowest id (SearchIndexParts).
    const count = this.ids.length;
    const byPopularity = Array.from({ length: count }, (_, added) => added).sort(
      (a, b) => this.students[b]! - this.students[a]! || this.ids[a]! - this.ids[b]!,
    );
    yield;
    const column = (values: number[]) => byPopularity.map((added) => values[added]!);
    // Counting sort of the postings by term, course by course in doc order, so offsets[t] ..
    // offsets[t + 1] are term t's postings, in doc order.
    const offsets = new Int32Array(terms.length + 1);
    const total = this.postingTerms.length;
    for (let at = 0; at < total; at += 1) offsets[position[this.postingTerms.at(at)]! + 1]! += 1;
    for (let term = 0; term < terms.length; term += 1) offsets[term + 1]! += offsets[term]!;
    const docs = new Int32Array(total);
    const fields = new Uint8Array(total);
    const next = offsets.slice(0, terms.length);
    for (let doc = 0; doc < count; doc += 1) {
      const added = byPopularity[doc]!;
      const end = this.firstPosting[added + 1] ?? total;
      for (let at = this.firstPosting[added]!; at < end; at += 1) {
        const slot = next[position[this.postingTerms.at(at)]!]!++;
        docs[slot] = doc;
        fields[slot] = this.postingFields.at(at);
      }
      if (doc % STEP === STEP - 1) yield;
    }

    // Near misses are looked for among words of titles and names only.
    const byTrigram = new Map<string, number[]>();
    for (let at = 0; at < terms.length; at += 1) {
      if (at % STEP === STEP - 1) yield;
      const term = terms[at]!;
      if ((this.termFields[this.termIds.get(term)!]! & (IN_TITLE | IN_NAMES)) === 0) continue;
      for (const trigram of new Set(trigrams(term))) {
        const list = byTrigram.get(trigram);
        if (list) list.push(at);
        else byTrigram.set(flatCopy(trigram), [at]);
      }
    }
    yield;
    const termsByTrigram = new Map<string, Int32Array>();
    for (const [trigram, list] of byTrigram) termsByTrigram.set(trigram, Int32Array.from(list));
    yield;

    return new SearchIndex({
      ids: Int32Array.from(column(this.ids)),
      categoryIds: Int32Array.from(column(this.categoryIds)),
      prices: Float64Array.from(column(this.prices)),
      ratings: Float64Array.from(column(this.ratings)),
      students: Float64Array.from(column(this.students)),
      created: Float64Array.from(column(this.created)),
      terms,
      offsets,
      docs,
      fields,
      termsByTrigram,
      categoriesBySlug,
    });
  }
}

/** Courses, or terms, handled between two pauses of `buildInSteps`. */
const STEP = 5_000;

/** A SearchIndex of these courses at once (tests, small catalogues). */
export function buildSearchIndex(
  courses: IndexedCourse[],
  categoriesBySlug: ReadonlyMap<string, number>,
): SearchIndex {
  const builder = new SearchIndexBuilder();
  for (const course of courses) builder.add(course);
  return builder.build(categoriesBySlug);
}

/** A string that owns its characters instead of pointing into a larger one. */
function flatCopy(text: string): string {
  return Buffer.from(text, 'utf8').toString('utf8');
}
