import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { can, canManageRole, PERMISSIONS, ROLES, USER_CHANGES, type Permission } from '@backoffice/domain';
import { REPO_ROOT } from '../src/config.ts';
import { loadContract } from '@backoffice/contract/node';

// docs/roles.md writes the role matrix out for people. Its two tables are generated from the matrix
// (packages/domain/src/permissions.ts) and the contract (x-permission/x-scope/x-feature of every operation);
// this test fails when they drift. `UPDATE_ROLES_DOC=1 npx vitest run test/roles-doc.test.ts` rewrites them.

const DOC = path.join(REPO_ROOT, 'docs', 'roles.md');
const BEGIN = '<!-- generated: role matrix -->';
const END = '<!-- end generated -->';

function matrixTable(): string {
  const header = `| Permissão | ${ROLES.join(' | ')} |`;
  const rule = `|---|${ROLES.map(() => ':-:').join('|')}|`;
  const rows = (Object.keys(PERMISSIONS) as Permission[]).map(
    (p) => `| \`${p}\` | ${ROLES.map((role) => (can(role, p) ? '✓' : '—')).join(' | ')} |`,
  );
  return [header, rule, ...rows].join('\n');
}

function operationsTable(): string {
  const rows = loadContract().operations.map((op) => {
    const access = op.access;
    const who = access
      ? `\`${access.permission}\` (${PERMISSIONS[access.permission]}+)`
      : op.caller === 'voter'
        ? 'sessão do votante (cookie `voter_session`)'
        : 'pública';
    const scope = access
      ? access.scope +
        (access.feature ? `, flag \`${access.feature}\`` : '') +
        (access.noWorkspace ? ', também sem workspace' : '')
      : '—';
    return `| \`${op.method.toUpperCase()} ${op.path}\` | ${op.operationId} | ${who} | ${scope} |`;
  });
  return [
    '| Operação | operationId | Permissão (papel mínimo) | Escopo |',
    '|---|---|---|---|',
    ...rows,
  ].join('\n');
}

/** Who may change another user (USER_CHANGES), by the other user's role (canManageRole). */
function userChangesSection(): string {
  const actors = ROLES.filter((role) => can(role, 'users.manage'));
  const changes = Object.values(USER_CHANGES)
    .map((change) => `- ${change}`)
    .join('\n');
  const header = `| Quem altera ↓ · papel do outro usuário → | ${ROLES.join(' | ')} |`;
  const rule = `|---|${ROLES.map(() => ':-:').join('|')}|`;
  const rows = actors.map(
    (actor) =>
      `| ${actor} | ${ROLES.map((target) => (canManageRole(actor, target) ? '✓' : '—')).join(' | ')} |`,
  );
  return [
    'Além da permissão da operação, um usuário só altera outro usuário da empresa cujo papel não está acima do seu,',
    'e só concede papéis até o seu (senão 403 `role_not_allowed`, e nada muda) — um MASTER nunca altera nada de um',
    'ADMIN. Vale para:',
    '',
    changes,
    '',
    header,
    rule,
    ...rows,
  ].join('\n');
}

const generated = () =>
  `${BEGIN}\n\n${matrixTable()}\n\n### Alterações sobre outro usuário\n\n${userChangesSection()}` +
  `\n\n### Operações da API\n\n${operationsTable()}\n\n${END}`;

describe('docs/roles.md', () => {
  it('shows the role matrix and every operation exactly as the code enforces them', () => {
    const text = readFileSync(DOC, 'utf8');
    const start = text.indexOf(BEGIN);
    const end = text.indexOf(END);
    expect(start, 'docs/roles.md needs the generated markers').toBeGreaterThanOrEqual(0);
    const current = text.slice(start, end + END.length);
    if (process.env.UPDATE_ROLES_DOC && current !== generated()) {
      writeFileSync(DOC, text.slice(0, start) + generated() + text.slice(end + END.length));
      return;
    }
    expect(current, 'run UPDATE_ROLES_DOC=1 npx vitest run test/roles-doc.test.ts in apps/api').toBe(
      generated(),
    );
  });
});
