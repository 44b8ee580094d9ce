import { can, type Role } from '@backoffice/domain';

/** Create, rename, set members and delete workspaces (MASTER and ADMIN, from the role matrix). */
export const canManageWorkspaces = (role: Role | null | undefined): boolean => can(role, 'workspaces.manage');
