export const ROLES = ['OBSERVER', 'OPERATOR', 'MASTER', 'ADMIN'] as const;

export type Role = (typeof ROLES)[number];

export function isRole(x: unknown): x is Role {
  return typeof x === 'string' && (ROLES as readonly string[]).includes(x);
}

/** True when the user's role is in the allowed list. No role (signed out, unknown) is never allowed, and an
 * empty list allows nobody: every entry must name its roles explicitly. */
export function hasRole(role: Role | null | undefined, allowed: readonly Role[]): boolean {
  return role != null && allowed.includes(role);
}
