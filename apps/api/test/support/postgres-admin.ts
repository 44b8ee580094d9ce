import pg from 'pg';
import { inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /**
     * The superuser URL of the PostgreSQL server this run uses (postgres-server.ts, chosen in global-setup.ts), or ''
     * when there is none: then postgresUnavailable says why, and every PostgreSQL case fails with it.
     */
    postgresAdminUrl: string;
    postgresUnavailable: string;
  }
}

let configuredAdminUrl: string | undefined;

/** Global setup names the server; test files read what it provided. */
export function usePostgresAdmin(url: string): void {
  configuredAdminUrl = url;
}

function adminUrl(): string {
  const url = configuredAdminUrl ?? inject('postgresAdminUrl');
  if (!url) throw new Error(inject('postgresUnavailable'));
  return url;
}

/** The URL of database `name` on the test server. */
export function postgresUrl(name: string): string {
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  return url.toString();
}

/** One statement through a connection of its own to the test server's admin database. */
export async function adminQuery(statement: string): Promise<void> {
  const url = adminUrl();
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
  } catch (error) {
    throw new Error(
      `Cannot reach the PostgreSQL server for the API tests at ${url.replace(/:[^:@/]*@/, ':***@')} ` +
        `(${(error as Error).message}).`,
      { cause: error },
    );
  }
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
