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
 * pg_trgm's default word-similarity threshold (0.6) misses one-letter slips in short words
 * ('pyton' is 0.5 from 'python'), so fuzzy searches run with 0.5. And the planner prices pg_trgm's
 * operators like an integer comparison, so on a small table it picks a sequential scan computing
 * word similarity for every course (80 ms at 10,000 courses) over the two GIN indexes (under
 * 10 ms); fuzzy searches turn sequential scans off, which leaves every condition on its index.
 */
const FUZZY_SETTINGS = sql`
  select set_config('pg_trgm.word_similarity_threshold', '0.5', true),
    set_config('enable_seqscan', 'off', true)`;

/**
 * Runs a fuzzy search query with FUZZY_SETTINGS in a transaction of its own: the settings are
 * transaction-local, so nothing leaks to other users of the connection.
 */
export function withFuzzySettings<T>(db: Db, run: (db: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(FUZZY_SETTINGS);
    return run(tx);
  });
}

/** Normalised search words, and whether near misses count (see courseSearch). */
export type SearchWords = { words: string[]; fuzzy: boolean };

/**
 * SQL pieces of a catalogue search over the `courses c` alias (migration 0001_catalogue_search),
 * given normalised words (normaliseSearch). Every word must start a word of the title, description,
 * category or instructor name (prefix match, so 'neuro' finds 'Neuroscience'): two GIN look-ups
 * and no per-row work. With `fuzzy`, a word may instead be a near miss of a word of the title,
 * category or instructor name ('pyton', through trigram word similarity); that costs a similarity
 * computation per candidate, so the catalogue only asks for it when nothing matches exactly.
 */
export function courseSearch({ words, fuzzy }: SearchWords) {
  const tsquery = (text: string) => sql`to_tsquery('simple', ${text})`;
  const perWord = words.map((word) =>
    fuzzy
      ? sql`(c.search_vector @@ ${tsquery(`${word}:*`)} or ${word} <% c.search_text)`
      : sql`c.search_vector @@ ${tsquery(`${word}:*`)}`,
  );
  const query = tsquery(words.map((word) => `${word}:*`).join(' & '));
  // The same words restricted to weight A: the title.
  const inTitle = tsquery(words.map((word) => `${word}:*A`).join(' & '));

  const where: SQL = sql`(${sql.join(perWord, sql` and `)})`;
  /** Title matches first, then full-text rank, then (fuzzy) closeness of the near miss. */
  const relevance: SQL[] = [
    sql`(c.search_vector @@ ${inTitle}) desc`,
    sql`ts_rank(c.search_vector, ${query}) desc`,
    ...(fuzzy ? [sql`word_similarity(${words.join(' ')}, c.search_text) desc`] : []),
  ];
  return { where, relevance };
}
