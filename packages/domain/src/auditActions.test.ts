import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS, isAuditAction } from './auditActions.ts';

describe('AUDIT_ACTIONS', () => {
  it('names each action once, as subject.verb in lower snake case', () => {
    expect(new Set(AUDIT_ACTIONS).size).toBe(AUDIT_ACTIONS.length);
    for (const action of AUDIT_ACTIONS) expect(action).toMatch(/^[a-z_]+\.[a-z_]+$/);
  });

  it('isAuditAction tells a known action from anything else', () => {
    expect(isAuditAction('ballot.recorded')).toBe(true);
    expect(isAuditAction('voting.created')).toBe(false);
    expect(isAuditAction(undefined)).toBe(false);
  });
});
