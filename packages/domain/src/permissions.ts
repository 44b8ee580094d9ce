// The role matrix: the one place that says which role may do what. The server enforces it on every operation
// (each operation of openapi/openapi.yaml names its `x-permission`), the admin app's navigation derives its role
// lists from it, and docs/roles.md writes it out (a test keeps the three in step).
//
// OBSERVER reads only; OPERATOR also runs votings, communications, forms, templates and transformations; MASTER also
// manages the users and workspaces of its company; ADMIN everything of its company, including its settings.
import { ROLES, type Role } from './roles.ts';

export const PERMISSIONS = {
  'session.read': 'OBSERVER',
  'company.read': 'OBSERVER',
  'company.manage': 'ADMIN',
  'users.read': 'OBSERVER',
  'users.manage': 'MASTER',
  'workspaces.read': 'OBSERVER',
  'workspaces.manage': 'MASTER',
  'templates.read': 'OBSERVER',
  'templates.manage': 'OPERATOR',
  'votings.read': 'OBSERVER',
  'votings.run': 'OPERATOR',
  'communication.read': 'OBSERVER',
  'communication.run': 'OPERATOR',
  'forms.read': 'OBSERVER',
  'forms.run': 'OPERATOR',
  'transformation.read': 'OBSERVER',
  'transformation.run': 'OPERATOR',
} as const satisfies Record<string, Role>;

export type Permission = keyof typeof PERMISSIONS;

export function isPermission(value: unknown): value is Permission {
  return typeof value === 'string' && Object.hasOwn(PERMISSIONS, value);
}

/** OBSERVER 0 < OPERATOR 1 < MASTER 2 < ADMIN 3. */
export function roleRank(role: Role): number {
  return ROLES.indexOf(role);
}

/** The lowest role a permission needs. */
export function minRoleOf(permission: Permission): Role {
  return PERMISSIONS[permission];
}

/** Every role that holds the permission, lowest first (what a nav entry lists). */
export function rolesWith(permission: Permission): readonly Role[] {
  const min = roleRank(PERMISSIONS[permission]);
  return ROLES.filter((role) => roleRank(role) >= min);
}

/** True when the role holds the permission; no role (signed out) holds none. */
export function can(role: Role | null | undefined, permission: Permission): boolean {
  return role != null && roleRank(role) >= roleRank(PERMISSIONS[permission]);
}

/**
 * Everything one user may change about ANOTHER user of their company, beyond holding the operation's permission
 * (users.manage or workspaces.manage). Each is refused by the server (403 `role_not_allowed`) when the other user's
 * role is above the actor's — so a MASTER never changes anything about an ADMIN — and granting a role above one's
 * own is refused the same way. docs/roles.md lists them; the API tests prove each one.
 */
export const USER_CHANGES = {
  role: 'conceder ou mudar o papel',
  profile: 'editar nome e e-mail',
  active: 'ativar ou desativar',
  delete: 'excluir',
  currentWorkspace: 'trocar o workspace atual',
  memberships: 'incluir ou retirar de um workspace (também ao criar ou excluir o workspace)',
} as const;

export type UserChange = keyof typeof USER_CHANGES;

/**
 * Whether `actor` may change anything of USER_CHANGES about a user whose role is `target` — or grant `target` as a
 * role: only roles up to their own (a MASTER cannot make or touch an ADMIN; an ADMIN may touch another ADMIN).
 */
export function canManageRole(actor: Role, target: Role): boolean {
  return roleRank(target) <= roleRank(actor);
}
