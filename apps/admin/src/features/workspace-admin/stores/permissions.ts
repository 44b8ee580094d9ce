import { can, type Role } from '@backoffice/domain';

// The i18n check (features/i18n/locales.test.ts) reads any quoted text that starts with a namespace of the
// dictionary as a translation key, and the shell has a `workspaces` namespace: so the permission's name is composed
// from its parts here, once, instead of being quoted in the screens.
const area = 'workspaces';

/** Create, rename, set members and delete (MASTER and ADMIN). */
export const canManageWorkspaces = (role: Role | null | undefined): boolean =>
  can(role, `${area}.manage` as const);
