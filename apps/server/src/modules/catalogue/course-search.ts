import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/** Words beyond this are ignored: a search box query is a few words, not a paragraph. */
const MAX_TERMS = 8;
const MAX_TERM_LENGTH = 40;
/** A word: a letter or digit, then letters with their combining marks (Bangla) and digits. */
const WORD = /[\p{L}\p{N}][\p{L}\p{M}\p{N}]*/gu;

/**
 * The words of a search, lowercased; letters with their combining marks (Bangla vowel signs) and
 * digits only, so nothing a user types can reach the tsquery syntax (& | ! : * ( ) <->).
 */
export function searchTerms(search: string): string[] {
  const words = search.toLowerCase().match(WORD) ?? [];
  return [...new Set(words.map((word) => word.slice(0, MAX_TERM_LENGTH)))].slice(0, MAX_TERMS);
}

/** Words already normalised by the database; they never change, so they are kept a while. */
const normalisedWords = new Map<string, string>();
const NORMALISED_WORDS_KEPT = 10_000;

/**
 * The words of a search, normalised by the database with the very function that built the stored
 * documents (catalogue_search_normalise: unaccent, lowercase), so they can reach the query as
 * constants: the planner then sees real values (GIN index scans, folded tsqueries) and unaccent,
 * which is only stable, never runs per row. Empty when nothing searchable was typed.
 */
export async function normaliseSearch(db: Db, search: string | undefined): Promise<string[]> {
  const raw = search === undefined ? [] : searchTerms(search);
  const unknown = raw.filter((word) => !normalisedWords.has(word));
  if (unknown.length > 0) {
    const words = sql.join(
      unknown.map((word) => sql`${word}`),
      sql`, `,
    );
    const result = await db.execute<{ normalised: string[] }>(sql`
      select array(select catalogue_search_normalise(word) from unnest(array[${words}]::text[]) word)
        as normalised`);
    const normalised = result.rows[0]?.normalised ?? [];
    if (normalisedWords.size + unknown.length > NORMALISED_WORDS_KEPT) normalisedWords.clear();
    unknown.forEach((word, index) => normalisedWords.set(word, normalised[index] ?? ''));
  }
  // unaccent may turn a letter into punctuation ('½' → '1/2'): split again to stay safe.
  return searchTerms(raw.map((word) => normalisedWords.get(word) ?? '').join(' '));
}

/**
 * The words of the catalogue each search word may be a slip of, closest first (at most five per
 * word; migration 0023_catalogue_words, catalogue_near_misses): one trigram look-up in the
 * vocabulary of titles, categories and instructor names instead of a similarity computation per
 * course. Only words that could have been typed are kept, so none reaches the tsquery syntax.
 */
export async function findNearMisses(db: Db, words: string[]): Promise<string[][]> {
  const typed = sql.join(
    words.map((word) => sql`${word}`),
    sql`, `,
  );
  const result = await db.execute<{ near: string[] }>(sql`
    select catalogue_near_misses(typed) as near
    from unnest(array[${typed}]::text[]) with ordinality as w(typed, position)
    order by position`);
  return result.rows.map((row) =>
    row.near.filter((word) => searchTerms(word).length === 1 && searchTerms(word)[0] === word),
  );
}

/**
 * Normalised search words, and for a second, forgiving pass the near misses of each
 * (findNearMisses); null for the exact pass.
 */
export type SearchWords = { words: string[]; nearMisses: string[][] | null };

/**
 * SQL pieces of a catalogue search over the `courses c` alias (migration 0001_catalogue_search),
 * given normalised words (normaliseSearch). Every word must start a word of the title, description,
 * category or instructor name (prefix match, so 'neuro' finds 'Neuroscience'): GIN look-ups and no
 * per-row work. With near misses, a word may instead be one of its near misses as a whole word of
 * the title, category or instructor name (weights A and B: 'pyton' finds 'Python', descriptions
 * only match exactly); courses with the closest near misses come first.
 */
export function courseSearch({ words, nearMisses }: SearchWords) {
  const tsquery = (text: string) => sql`to_tsquery('simple', ${text})`;
  const allOf = (alternatives: (index: number) => string[]) =>
    words.map((_, index) => `(${alternatives(index).join(' | ')})`).join(' & ');
  const near = (index: number, count: number) => nearMisses?.[index]?.slice(0, count) ?? [];
  const anyWeight = (index: number, count: number) => [
    `${words[index]}:*`,
    ...near(index, count).map((word) => `${word}:AB`),
  ];
  const titleOnly = (index: number, count: number) => [
    `${words[index]}:*A`,
    ...near(index, count).map((word) => `${word}:A`),
  ];
  const query = tsquery(allOf((index) => anyWeight(index, 3)));

  /** Title matches first, then (near misses) the closest near miss, then full-text rank. */
  const relevance: SQL[] = [
    sql`(c.search_vector @@ ${tsquery(allOf((index) => titleOnly(index, 3)))}) desc`,
    ...(nearMisses
      ? [sql`(c.search_vector @@ ${tsquery(allOf((index) => anyWeight(index, 1)))}) desc`]
      : []),
    sql`ts_rank(c.search_vector, ${query}) desc`,
  ];
  return { where: sql`c.search_vector @@ ${query}`, relevance };
}
