import { normalizeForSearch } from '@backoffice/domain';
import {
  sql,
  type Expression,
  type RawBuilder,
  type SelectQueryBuilder,
  type SqlBool,
  type StringReference,
} from 'kysely';

// Searching, sorting by name and counting in the list queries of the services (users, workspaces, templates).
// Accent- and case-insensitive matching in SQL, the same on PostgreSQL and PGlite (which has no unaccent
// extension): translate() each accented Latin letter to the letter the domain's normalizeForSearch makes of it,
// then lower(), so the database compares what the search words became in JS.

export type SortDirection = 'asc' | 'desc';

const FOLD_RANGES: readonly (readonly [number, number])[] = [
  [0x00c0, 0x024f], // Latin-1 Supplement, Latin Extended-A and -B
  [0x1e00, 0x1eff], // Latin Extended Additional (Vietnamese and others)
];

/**
 * The from/to strings of translate(): each accented letter (either case) to the base letter normalizeForSearch
 * gives it, then the combining marks (U+0300–U+036F, for text stored decomposed) at the end of `from` without a
 * counterpart, which translate() deletes. Derived from normalizeForSearch itself, so SQL and the domain agree.
 * Letters the domain does not reduce to a-z (æ, ø, ß, đ…) are left to lower().
 */
function foldTable(): { from: string; to: string } {
  let from = '';
  let to = '';
  for (const [start, end] of FOLD_RANGES) {
    for (let code = start; code <= end; code++) {
      const letter = String.fromCodePoint(code);
      const folded = normalizeForSearch(letter);
      if (folded !== letter && /^[a-z]$/.test(folded)) {
        from += letter;
        to += folded;
      }
    }
  }
  for (let code = 0x0300; code <= 0x036f; code++) from += String.fromCodePoint(code);
  return { from, to };
}

export const FOLD_TABLE: { readonly from: string; readonly to: string } = foldTable();

/** SQL: the expression without accents and lower-cased (translate first, then lower() for what is left). */
export function foldedForSearch(expression: Expression<string>): RawBuilder<string> {
  return sql<string>`lower(translate(${expression}, ${FOLD_TABLE.from}, ${FOLD_TABLE.to}))`;
}

/** The words of a search text, normalised as the domain does; none when the text keeps every row. */
export function searchWords(search: string | undefined): string[] {
  const text = normalizeForSearch(search ?? '');
  return text === '' ? [] : text.split(' ');
}

/**
 * The query kept to the rows where every word of `search` appears (case and accents ignored) in at least one of
 * `columns` — the domain's search rule. strpos(), not LIKE: '%', '_' and '\' in the text are plain characters.
 */
export function whereEveryWord<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  search: string | undefined,
  columns: readonly [StringReference<DB, TB>, ...StringReference<DB, TB>[]],
): SelectQueryBuilder<DB, TB, O> {
  let filtered = query;
  for (const word of searchWords(search)) {
    const found = columns.map(
      (column) => sql<SqlBool>`strpos(${foldedForSearch(sql.ref(column))}, ${word}) > 0`,
    );
    filtered = filtered.where((eb) => eb.or(found));
  }
  return filtered;
}

/**
 * Ordered by name: the folded name (so 'Ágil' sits with 'agenda' and 'bruno' with 'Bruno'), then the name itself
 * for names that fold alike. Both byte-wise (collate "C") so the server's locale cannot make PostgreSQL and PGlite
 * disagree (en_US ignores spaces and punctuation, C does not). The caller adds its own last tie (the id).
 */
export function orderByName<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  column: StringReference<DB, TB>,
  direction: SortDirection,
): SelectQueryBuilder<DB, TB, O> {
  return query
    .orderBy(sql`${foldedForSearch(sql.ref(column))} collate "C"`, direction)
    .orderBy(sql`${sql.ref(column)} collate "C"`, direction);
}

/** How many rows the query finds (its selection and order are dropped). */
export async function countRows<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
): Promise<number> {
  const row = await query
    .clearSelect()
    .clearOrderBy()
    .select(sql<string | number | bigint>`count(*)`.as('total'))
    // The selection's type is out of reach of the generic parameters: it is this one column.
    .$castTo<{ total: string | number | bigint }>()
    .executeTakeFirstOrThrow();
  return Number(row.total);
}
