import pg from 'pg';

export const POSTGRES_ADMIN_URL =
  process.env.DATABASE_URL_TEST_ADMIN ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** The URL of database `name` on the test server. */
export function postgresUrl(name: string): string {
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

/** One statement through a connection of its own to the test server's admin database. */
export async function adminQuery(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  try {
    await client.connect();
  } catch (error) {
    throw new Error(
      `Cannot reach the PostgreSQL server for the API tests at ${POSTGRES_ADMIN_URL} (${(error as Error).message}). ` +
        'Start it (pg_ctlcluster … main start) or set DATABASE_URL_TEST_ADMIN.',
      { cause: error },
    );
  }
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
