import { sql } from 'kysely';
import type { AppDependencies, RouteHandler } from './types.ts';

export function healthHandler({ database }: AppDependencies): RouteHandler {
  return async () => {
    await sql`select 1`.execute(database.db);
    return { status: 'ok' };
  };
}
