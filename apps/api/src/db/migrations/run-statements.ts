import { sql, type Kysely } from 'kysely';

/** One statement per query: PGlite's extended protocol refuses several statements in one. */
export async function runStatements(db: Kysely<unknown>, statements: readonly string[]): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
