import { describe, expect, it } from 'vitest';
import { readWorkspaceInput } from './workspaceInput.ts';

const company = { otherNames: ['São Paulo Fundos', 'Rio'], isUser: (id: string) => id !== 'ghost' };

describe('readWorkspaceInput', () => {
  it('keeps the name trimmed and in NFC, and the members', () => {
    expect(readWorkspaceInput({ name: '  Curitiba\u0301 ', memberIds: ['u1'] }, company)).toEqual({
      ok: true,
      name: 'Curitibá',
      memberIds: ['u1'],
    });
  });

  it('refuses a blank name, another workspace’s name (case and accents ignored) and unknown members', () => {
    expect(readWorkspaceInput({ name: '   ', memberIds: [] }, company)).toEqual({
      ok: false,
      errors: [{ field: 'name', code: 'blank' }],
    });
    expect(readWorkspaceInput({ name: 'sao paulo fundos', memberIds: ['u1', 'ghost'] }, company)).toEqual({
      ok: false,
      errors: [
        { field: 'name', code: 'duplicate' },
        { field: 'memberIds/1', code: 'not_found' },
      ],
    });
  });
});
