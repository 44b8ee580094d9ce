import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS, SUPPORTED_LOCALES } from '@backoffice/domain';
import type { Translate } from '@admin/lib/i18n';
import { AUDIT_ACTION_NAMES, auditActionText } from './audit-action-names';

// Issue 16: the audit tab showed raw codes ('voter.identified', 'policy.accepted', 'voter.access_locked'). Every
// action the server may write (the domain's AUDIT_ACTIONS: audit-log.ts accepts no other) has a name in each of the
// seven dictionaries — a new action without one fails here.

type Tree = { [key: string]: string | Tree };
const dictionary = (locale: string): Tree =>
  JSON.parse(readFileSync(join(import.meta.dirname, '../../../locales', `${locale}.json`), 'utf8')) as Tree;
const lookup = (tree: Tree, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node as Tree | undefined)?.[part], tree);

describe('audit action names', () => {
  it.each(SUPPORTED_LOCALES)('%s names every action the server can write', (locale) => {
    const texts = dictionary(locale);
    const unnamed = AUDIT_ACTIONS.filter((action) => {
      const text = lookup(texts, AUDIT_ACTION_NAMES[action]);
      return typeof text !== 'string' || text.trim() === '' || text.includes(action);
    });
    expect(unnamed).toEqual([]);
  });

  it('gives each action a name of its own', () => {
    const texts = dictionary('pt-BR');
    const names = AUDIT_ACTIONS.map((action) => lookup(texts, AUDIT_ACTION_NAMES[action]));
    expect(new Set(names).size).toBe(AUDIT_ACTIONS.length);
  });

  it('says an action it does not know with its code, never an empty cell', () => {
    const t = ((key: string, params?: Record<string, unknown>) =>
      `${key} ${JSON.stringify(params ?? {})}`) as Translate;
    expect(auditActionText(t, 'policy.accepted')).toContain('votings.detail.audit.actions.policyAccepted');
    expect(auditActionText(t, 'voting.merged')).toBe(
      'votings.detail.audit.actions.unknown {"action":"voting.merged"}',
    );
  });
});
