import { describe, expect, it } from 'vitest';
import {
  can,
  canManageRole,
  isPermission,
  minRoleOf,
  PERMISSIONS,
  rolesWith,
  USER_CHANGES,
} from './permissions.ts';
import { ROLES } from './roles.ts';

describe('role matrix', () => {
  it('lets OBSERVER only read', () => {
    const held = Object.keys(PERMISSIONS).filter((p) => can('OBSERVER', p as keyof typeof PERMISSIONS));
    expect(held.every((p) => p.endsWith('.read'))).toBe(true);
    expect(held).toContain('templates.read');
  });

  it('lets OPERATOR run the operational areas but not manage people or the company', () => {
    for (const p of [
      'votings.run',
      'communication.run',
      'forms.run',
      'templates.manage',
      'transformation.run',
    ] as const)
      expect(can('OPERATOR', p)).toBe(true);
    expect(can('OPERATOR', 'users.manage')).toBe(false);
    expect(can('OPERATOR', 'workspaces.manage')).toBe(false);
  });

  it('lets MASTER manage users and workspaces but not the company settings; ADMIN everything', () => {
    expect(can('MASTER', 'users.manage')).toBe(true);
    expect(can('MASTER', 'workspaces.manage')).toBe(true);
    expect(can('MASTER', 'company.manage')).toBe(false);
    for (const p of Object.keys(PERMISSIONS)) expect(can('ADMIN', p as keyof typeof PERMISSIONS)).toBe(true);
  });

  it('gives nobody without a role any permission', () => {
    expect(can(null, 'session.read')).toBe(false);
    expect(can(undefined, 'users.read')).toBe(false);
  });

  it('lists the roles of a permission from its lowest role up', () => {
    expect(rolesWith('users.manage')).toEqual(['MASTER', 'ADMIN']);
    expect(rolesWith('templates.read')).toEqual(ROLES);
    expect(minRoleOf('company.manage')).toBe('ADMIN');
  });

  it('recognises only the permissions of the matrix', () => {
    expect(isPermission('users.manage')).toBe(true);
    expect(isPermission('users.delete')).toBe(false);
    expect(isPermission('toString')).toBe(false);
  });

  it('lets a role manage only roles up to its own', () => {
    expect(canManageRole('MASTER', 'ADMIN')).toBe(false);
    expect(canManageRole('MASTER', 'MASTER')).toBe(true);
    expect(canManageRole('ADMIN', 'ADMIN')).toBe(true);
    expect(canManageRole('OPERATOR', 'OBSERVER')).toBe(true);
  });

  it('never lets a role change anything about a user above it', () => {
    for (const actor of ROLES)
      for (const target of ROLES)
        expect(canManageRole(actor, target), `${actor} → ${target}`).toBe(
          ROLES.indexOf(target) <= ROLES.indexOf(actor),
        );
    expect(Object.keys(USER_CHANGES)).toEqual([
      'role',
      'profile',
      'active',
      'delete',
      'currentWorkspace',
      'memberships',
    ]);
  });
});
