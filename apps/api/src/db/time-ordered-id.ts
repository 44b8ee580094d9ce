import { v7 } from 'uuid';

/**
 * A UUID whose leading bits are the time (RFC 9562 version 7; the `uuid` package keeps it increasing within the
 * process). Rows made together land side by side at the end of their primary key's B-tree instead of on random
 * pages: bench:batch-votings' 300,000 voters, primary key alone, 3.3 → 1.3 s in psql. For ids made in bulk.
 */
export const timeOrderedId = (): string => v7();
