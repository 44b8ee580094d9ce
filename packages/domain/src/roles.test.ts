import { describe, expect, it } from 'vitest';
import { hasRole, isRole, ROLES } from './roles.ts';

describe('roles', () => {
  it('lists the four roles of the spec in order', () => {
    expect(ROLES).toEqual(['OBSERVER', 'OPERATOR', 'MASTER', 'ADMIN']);
  });

  it('recognises only the exact role names', () => {
    for (const role of ROLES) expect(isRole(role)).toBe(true);
    for (const other of ['admin', 'Admin', 'ROOT', '', ' ADMIN', null, undefined, 1, {}, ['ADMIN']]) {
      expect(isRole(other)).toBe(false);
    }
  });

  it('allows a role only when the list names it', () => {
    expect(hasRole('ADMIN', ['ADMIN', 'MASTER'])).toBe(true);
    expect(hasRole('MASTER', ['ADMIN', 'MASTER'])).toBe(true);
    expect(hasRole('OPERATOR', ['ADMIN', 'MASTER'])).toBe(false);
    expect(hasRole('OBSERVER', ROLES)).toBe(true);
  });

  it('allows nobody without a role and nobody through an empty list', () => {
    expect(hasRole(null, ROLES)).toBe(false);
    expect(hasRole(undefined, ROLES)).toBe(false);
    for (const role of ROLES) expect(hasRole(role, [])).toBe(false);
  });
});
