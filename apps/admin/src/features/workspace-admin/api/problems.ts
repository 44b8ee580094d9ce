import { fieldErrorsOf } from '@admin/lib/api-client';

/** The users the field errors of `code` name (`params: {userId, name}`), by name; the id stands in for a name. */
function namedUsers(error: unknown, code: string): string[] {
  return fieldErrorsOf(error)
    .filter((e) => e.code === code)
    .map((e) => String(e.params?.name ?? e.params?.email ?? e.params?.userId ?? ''))
    .filter(Boolean);
}

/** The users a change would leave without any workspace (409 workspace_last_for_user, one error per user). */
export function strandedUserNames(error: unknown): string[] {
  return namedUsers(error, 'workspace_last_for_user');
}

/**
 * The members whose role is above the caller's that a change would add, remove or drop (403 role_not_allowed, one
 * error per user): a MASTER never changes an ADMIN's workspaces.
 */
export function outrankingUserNames(error: unknown): string[] {
  return namedUsers(error, 'role_not_allowed');
}
