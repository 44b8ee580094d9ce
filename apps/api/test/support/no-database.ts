import type { AppDatabase } from '../../src/index.ts';

/** For suites that never reach the database (public calls, routing, static files): any use fails loudly. */
export const noDatabase: AppDatabase = {
  get db(): never {
    throw new Error('this test must not touch the database');
  },
  kind: 'postgres',
  location: 'none',
  close: async () => {},
};
