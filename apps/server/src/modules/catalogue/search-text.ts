/**
 * The text side of the in-process catalogue search (search-index.ts): normalising, splitting into
 * words, and trigram word similarity for near misses. Pure functions, no database.
 */

/**
 * Letters unaccent folds that canonical decomposition leaves whole (NFKD splits é into e and an
 * accent, but ß or æ are letters of their own).
 */
const FOLDED_LETTERS: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  đ: 'd',
  ð: 'd',
  ł: 'l',
  þ: 'th',
  ı: 'i',
  ħ: 'h',
};
const FOLDED = new RegExp(`[${Object.keys(FOLDED_LETTERS).join('')}]`, 'g');
/** Combining accents of Latin, Greek and Cyrillic letters; Bangla vowel signs are not among them. */
const LATIN_ACCENTS = /[\u0300-\u036f]/g;

/**
 * Lowercase, without accents: what catalogue_search_normalise (lower(unaccent(...))) does in the
 * database, done in the process for documents and searches alike. Bangla keeps its vowel signs.
 */
export function normaliseText(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(LATIN_ACCENTS, '')
    .replace(FOLDED, (letter) => FOLDED_LETTERS[letter] ?? letter)
    .normalize('NFC');
}

/** A word: a letter or digit, then letters with their combining marks (Bangla) and digits. */
const WORD = /[\p{L}\p{N}][\p{L}\p{M}\p{N}]*/gu;

/** The words of a normalised text, in order, repeats included. */
export function textWords(text: string): string[] {
  return text.match(WORD) ?? [];
}

/** The trigrams of a word as pg_trgm forms them: two spaces before, one after, in order. */
export function trigrams(word: string): string[] {
  const letters = Array.from(`  ${word} `);
  const result: string[] = [];
  for (let index = 0; index + 3 <= letters.length; index += 1) {
    result.push(letters.slice(index, index + 3).join(''));
  }
  return result;
}

/**
 * pg_trgm's word similarity of a searched word to a word of a document: the best, over every
 * continuous run of the document word's trigrams, of shared trigrams over all trigrams of the
 * two. 'pyton' against 'python' is 0.5 (the run '  p', ' py', 'pyt' shares 3 of 6).
 */
export function wordSimilarity(searched: ReadonlySet<string>, documentTrigrams: string[]): number {
  let best = 0;
  for (let start = 0; start < documentTrigrams.length; start += 1) {
    const seen = new Set<string>();
    let shared = 0;
    let extra = 0;
    for (let end = start; end < documentTrigrams.length; end += 1) {
      const trigram = documentTrigrams[end]!;
      if (seen.has(trigram)) continue;
      seen.add(trigram);
      if (searched.has(trigram)) shared += 1;
      else extra += 1;
      const similarity = shared / (searched.size + extra);
      if (similarity > best) best = similarity;
    }
  }
  return best;
}
