import { describe, expect, it } from 'vitest';
import { checkOperationAccess, type AccessCaller, type OperationAccessRule } from './operationAccess.ts';

const rule: OperationAccessRule = {
  permission: 'votings.run',
  scope: 'workspace',
  feature: undefined,
  noWorkspace: false,
};
const caller: AccessCaller = {
  companyId: 'c1',
  role: 'OPERATOR',
  hasWorkspace: true,
  currentWorkspaceId: 'w1',
  features: { communication: false, forms: true },
};

describe('checkOperationAccess', () => {
  it('lets a caller with the role, a workspace and their own company through', () => {
    expect(checkOperationAccess(rule, caller, 'c1')).toEqual({ ok: true });
    expect(checkOperationAccess(rule, caller, undefined)).toEqual({ ok: true });
  });

  it('answers another company as not found, before anything else', () => {
    expect(checkOperationAccess(rule, { ...caller, role: 'OBSERVER', hasWorkspace: false }, 'c2')).toEqual({
      ok: false,
      code: 'not_found',
    });
  });

  it('refuses a caller linked to no workspace whatever their role, unless the operation says x-no-workspace', () => {
    const lost = { ...caller, role: 'ADMIN' as const, hasWorkspace: false, currentWorkspaceId: null };
    expect(checkOperationAccess(rule, lost, 'c1')).toEqual({ ok: false, code: 'workspace_not_member' });
    const self = { ...rule, permission: 'session.read' as const, scope: 'self' as const, noWorkspace: true };
    expect(checkOperationAccess(self, lost, undefined)).toEqual({ ok: true });
  });

  it('refuses a role below the permission, then a feature that is off, then a missing current workspace', () => {
    expect(checkOperationAccess(rule, { ...caller, role: 'OBSERVER' }, 'c1')).toEqual({
      ok: false,
      code: 'forbidden',
    });
    const communication = {
      ...rule,
      permission: 'communication.run' as const,
      feature: 'communication' as const,
    };
    expect(checkOperationAccess(communication, { ...caller, role: 'OBSERVER' }, 'c1')).toMatchObject({
      code: 'forbidden',
    });
    expect(checkOperationAccess(communication, caller, 'c1')).toEqual({
      ok: false,
      code: 'feature_disabled',
    });
    expect(checkOperationAccess(rule, { ...caller, currentWorkspaceId: null }, 'c1')).toEqual({
      ok: false,
      code: 'workspace_not_member',
    });
    expect(
      checkOperationAccess({ ...rule, scope: 'company' }, { ...caller, currentWorkspaceId: null }, 'c1'),
    ).toEqual({ ok: true });
  });
});
