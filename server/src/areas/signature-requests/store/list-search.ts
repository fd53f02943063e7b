// The dashboard list's search: the requests whose words (title, documents' names and titles,
// signers' names and e-mails) hold the search's words, from the full-text index of migration
// 0061 (SQLite FTS5, PostgreSQL tsvector + GIN), kept by triggers.
//
// What matches: every word typed starts a word of the request ("vertr" finds "Vertrag",
// "nda-alpine" finds "NDA Alpine Tech"), case and accents ignored ("zurich" finds "Zürich"). A
// word is a run of letters and digits, so an e-mail is searched by its parts ("chiara.rossi"
// finds chiara.rossi@example.org). A search with no letter or digit ("%", "@") matches nothing:
// the index holds words only.
//
// The index answers which requests of the whole table hold the words; list.ts keeps only the
// caller's among them (`mine` and the filter's conditions stay as they were), so the set of the
// index is read once and each of the caller's rows is checked against it. On SQLite that set's
// cost follows how many requests of the whole table hold the words: a word in a fifth of 100 000
// requests took 0.3-1 s (`npm run bench -- search`, the "(info)" lines), where a rare word or none
// stays within 1.6x its time at 1 000. PostgreSQL checks each of the caller's rows by primary key
// or takes the set from the GIN index, whichever its costs prefer.
import { sql, type Expression, type SqlBool } from 'kysely';

/**
 * The search's words as both indexes hold them: accents off (decomposed, the combining marks
 * dropped, as migration 0061's signature_request_search_fold does on PostgreSQL and FTS5's
 * remove_diacritics on SQLite), lower case, split at every character that is no letter or digit.
 */
export function searchWords(search: string): string[] {
  return (
    search
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? []
  );
}

/** Whether request `id` (a reference to the request's id) holds every word of the search. */
export function searchMatches(
  id: Expression<string>,
  search: string,
  postgres: boolean,
): Expression<SqlBool> {
  const words = searchWords(search);
  if (words.length === 0) return sql<SqlBool>`1 = 0`;
  if (postgres) {
    // Each word a prefix (`:*`), all of them (`&`); the words hold letters and digits only.
    const query = words.map((word) => `${word}:*`).join(' & ');
    return sql<SqlBool>`${id} in (
      select request_id from signature_request_search
      where words @@ to_tsquery('simple', ${query}))`;
  }
  // Each word a quoted prefix (`"…"*`), all of them (FTS5's implicit AND).
  const query = words.map((word) => `"${word}"*`).join(' ');
  return sql<SqlBool>`${id} in (
    select t.request_id from signature_request_search_text t
    where t.id in (
      select rowid from signature_request_search where signature_request_search match ${query}))`;
}
