import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/** Words beyond this are ignored: a search box query is a few words, not a paragraph. */
const MAX_TERMS = 8;
const MAX_TERM_LENGTH = 40;

/**
 * The words of a search, lowercased; letters with their combining marks (Bangla vowel signs) and
 * digits only, so nothing a user types can reach the tsquery syntax (& | ! : * ( ) <->).
 * Accents are removed later in SQL by the same function that built the stored documents.
 */
export function searchTerms(search: string): string[] {
  const words = search.toLowerCase().match(/[\p{L}\p{N}][\p{L}\p{M}\p{N}]*/gu) ?? [];
  return [...new Set(words.map((word) => word.slice(0, MAX_TERM_LENGTH)))].slice(0, MAX_TERMS);
}

/**
 * SQL pieces of a catalogue search over the `courses c` alias (migration 0001_catalogue_search).
 * Every word must match: either it starts a word of the title, description, category or
 * instructor name (prefix match, so 'neuro' finds 'Neuroscience'), or it is a near miss of a word
 * of the title, category or instructor name ('pyton', through trigram word similarity).
 */
export function courseSearch(search: string) {
  const terms = searchTerms(search);
  if (terms.length === 0) return null;
  const tsquery = (text: string) => sql`to_tsquery('simple', catalogue_search_normalise(${text}))`;
  const perTerm = terms.map(
    (term) =>
      sql`(c.search_vector @@ ${tsquery(`${term}:*`)} or catalogue_search_normalise(${term}) <% c.search_text)`,
  );
  const query = tsquery(terms.map((term) => `${term}:*`).join(' & '));
  // The same words restricted to weight A: the title.
  const inTitle = tsquery(terms.map((term) => `${term}:*A`).join(' & '));
  const phrase = sql`catalogue_search_normalise(${terms.join(' ')})`;

  const where: SQL = sql.join(perTerm, sql` and `);
  /** Title matches first, then full-text rank, then closeness of a fuzzy match. */
  const relevance: SQL[] = [
    sql`(c.search_vector @@ ${inTitle}) desc`,
    sql`ts_rank(c.search_vector, ${query}) desc`,
    sql`word_similarity(${phrase}, c.search_text) desc`,
  ];
  return { where: sql`(${where})`, relevance };
}

/**
 * pg_trgm's default word-similarity threshold (0.6) misses one-letter slips in short words
 * ('pyton' is 0.5 from 'python'); searches run with 0.5. The setting is transaction-local, so the
 * query runs in a transaction of its own and nothing leaks to other users of the connection.
 */
const WORD_SIMILARITY_THRESHOLD = '0.5';

export async function withSearchSettings<T>(
  db: Db,
  search: string | undefined,
  run: (db: Db) => Promise<T>,
): Promise<T> {
  if (search === undefined || searchTerms(search).length === 0) return run(db);
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('pg_trgm.word_similarity_threshold', ${WORD_SIMILARITY_THRESHOLD}, true)`,
    );
    return run(tx);
  });
}
