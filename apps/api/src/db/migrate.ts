import { Migrator, type MigrationResultSet } from 'kysely/migration';
import type { AppDatabase } from './open-database.ts';
import { MIGRATIONS } from './migrations/index.ts';

/**
 * Migrations are numbered as they are planned, and several are written at once: one may land (and run on a
 * developer's database) before a lower-numbered one. Each touches its own tables, so a late lower number still runs.
 */
function migrator(database: AppDatabase): Migrator {
  return new Migrator({
    db: database.db,
    provider: { getMigrations: async () => MIGRATIONS },
    allowUnorderedMigrations: true,
  });
}

function check({ error, results }: MigrationResultSet): string[] {
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName;
    throw new Error(
      `Migration ${failed ?? ''} failed: ${error instanceof Error ? error.message : String(error)}`,
      {
        cause: error,
      },
    );
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/** Runs every pending migration; returns the names it ran. */
export async function migrate(database: AppDatabase): Promise<string[]> {
  return check(await migrator(database).migrateToLatest());
}

/** Undoes the last migration (development aid). */
export async function migrateDown(database: AppDatabase): Promise<string[]> {
  return check(await migrator(database).migrateDown());
}
