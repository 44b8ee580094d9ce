import { can, type Role } from '@backoffice/domain';

/** The company settings (ADMIN only, from the role matrix). */
export const canManageCompany = (role: Role | null | undefined): boolean => can(role, 'company.manage');
