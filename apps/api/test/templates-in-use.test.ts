import { describe, expect, it } from 'vitest';
import type { MessageTemplate } from '@backoffice/api-client';
import { expectProblem } from './support/contract-check.ts';
import { demo } from './support/demo.ts';
import { useApi } from './support/harness.ts';
import { SUITE_BACKENDS } from './support/test-database.ts';
import { insertVotingRow } from './support/voting-fixtures.ts';

const OPERATOR = demo.operator.email;
const scope = { companyId: demo.company.id, workspaceId: demo.saoPaulo.id };

describe.each(SUITE_BACKENDS)('a ballot template in use (%s)', (backend) => {
  const api = useApi(backend);

  it('is not deleted while votings use it (409 template_in_use naming them), and is once they are gone', async () => {
    const created = await api.call({
      method: 'POST',
      url: '/api/templates',
      as: OPERATOR,
      body: {
        name: 'Cédula em uso',
        kind: 'ballot',
        channel: 'email',
        subject: 'Votação',
        body: '<p>{{itens}}</p>',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const templateId = created.json<{ template: MessageTemplate }>().template.id;
    const { votingId } = await insertVotingRow(api.database, scope, {
      ballotTemplateId: templateId,
      title: 'Zeta — AGE de março',
    });
    const other = await insertVotingRow(api.database, scope, {
      ballotTemplateId: templateId,
      title: 'Alfa — AGO anual',
      status: 'closed',
    });

    const refused = await api.call({ method: 'DELETE', url: `/api/templates/${templateId}`, as: OPERATOR });
    expectProblem(refused, 'template_in_use', 409);
    // The votings are named, by title, with their status: the screen says which ones to look at.
    expect(refused.json().errors).toEqual([
      {
        field: 'ballotTemplateId',
        code: 'template_in_use',
        params: { votingId: other.votingId, title: 'Alfa — AGO anual', status: 'closed' },
      },
      {
        field: 'ballotTemplateId',
        code: 'template_in_use',
        params: { votingId, title: 'Zeta — AGE de março', status: 'draft' },
      },
    ]);
    expect((await api.call({ url: `/api/templates/${templateId}`, as: OPERATOR })).statusCode).toBe(200);

    const deleted = await api.call({ method: 'DELETE', url: `/api/votings/${votingId}`, as: OPERATOR });
    expect(deleted.statusCode, deleted.body).toBe(204);
    // A closed voting is never deleted: its ballot template stays until the workspace's votings are all drafts.
    await api.database.db
      .updateTable('votings')
      .set({ ballot_template_id: null })
      .where('id', '=', other.votingId)
      .execute();
    const again = await api.call({ method: 'DELETE', url: `/api/templates/${templateId}`, as: OPERATOR });
    expect(again.statusCode, again.body).toBe(204);
  });
});
