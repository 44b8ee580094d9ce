// Who may make a protected request: the contract names each operation's permission, scope, company feature and
// whether a user linked to no workspace reaches it (x-permission, x-scope, x-feature, x-no-workspace); this decides,
// for one caller, in the server's order. The API's authorization hook and the apps' fakes both ask it.
import { can, type Permission } from './permissions.ts';
import type { Role } from './roles.ts';

export type CompanyFeature = 'communication' | 'forms';

/** An operation's access entry in the contract. */
export interface OperationAccessRule {
  permission: Permission;
  scope: 'self' | 'company' | 'workspace';
  feature: CompanyFeature | undefined;
  noWorkspace: boolean;
}

/** The signed-in caller, as the server reads them on each request. */
export interface AccessCaller {
  companyId: string;
  role: Role;
  /** Linked to at least one workspace of the company. */
  hasWorkspace: boolean;
  currentWorkspaceId: string | null;
  features: Record<CompanyFeature, boolean>;
}

export type AccessRefusalCode = 'not_found' | 'workspace_not_member' | 'forbidden' | 'feature_disabled';

/**
 * Whether `caller` may make a request of an operation whose path names `pathCompanyId` (undefined when it names no
 * company). Another company's id is refused as not found, exactly as a company that does not exist; then a caller
 * linked to no workspace (unless the operation says x-no-workspace), a role below the permission's, a feature the
 * company has off, and a workspace-scoped operation without a current workspace.
 */
export function checkOperationAccess(
  rule: OperationAccessRule,
  caller: AccessCaller,
  pathCompanyId: string | undefined,
): { ok: true } | { ok: false; code: AccessRefusalCode } {
  if (pathCompanyId !== undefined && pathCompanyId !== caller.companyId)
    return { ok: false, code: 'not_found' };
  if (!rule.noWorkspace && !caller.hasWorkspace) return { ok: false, code: 'workspace_not_member' };
  if (!can(caller.role, rule.permission)) return { ok: false, code: 'forbidden' };
  if (rule.feature && !caller.features[rule.feature]) return { ok: false, code: 'feature_disabled' };
  if (rule.scope === 'workspace' && !caller.currentWorkspaceId)
    return { ok: false, code: 'workspace_not_member' };
  return { ok: true };
}
