import { describe, expect, it } from 'vitest';
import type { SessionUser, Workspace, WorkspaceDeletion } from '@backoffice/api-client';
import { withTenant } from '../src/db/tenant.ts';
import { expectProblem } from './support/contract-check.ts';
import { demo } from './support/demo.ts';
import { useApi, type ApiHarness } from './support/harness.ts';
import { SUITE_BACKENDS } from './support/test-database.ts';
import { insertVoterRow, insertVotingRow } from './support/voting-fixtures.ts';

// Issue 16: deleting a workspace says what goes with it (getWorkspaceDeletion), takes its templates and drafts, and
// is refused by the server while it holds votings in progress or the records of published ones. The caller whose
// current workspace it was is moved, and the session says where.

const ADMIN = demo.admin.email;
const HOUR = 3_600_000;
const base = `/api/companies/${demo.company.id}/workspaces`;
const PDF = Buffer.from('%PDF-1.4\n% workspace\n%%EOF\n');

async function create(api: ApiHarness, name: string, memberIds: string[] = []): Promise<Workspace> {
  const response = await api.call({ method: 'POST', url: base, as: ADMIN, body: { name, memberIds } });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ workspace: Workspace }>().workspace;
}

async function deletionOf(api: ApiHarness, workspaceId: string, as = ADMIN): Promise<WorkspaceDeletion> {
  const response = await api.call({ url: `${base}/${workspaceId}/deletion`, as });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ deletion: WorkspaceDeletion }>().deletion;
}

const remove = (api: ApiHarness, workspaceId: string, as = ADMIN) =>
  api.call({ method: 'DELETE', url: `${base}/${workspaceId}`, as });

async function switchTo(api: ApiHarness, workspaceId: string, user = demo.admin) {
  const response = await api.call({
    method: 'PATCH',
    url: `/api/companies/${demo.company.id}/users/${user.id}/change-workspace`,
    as: user.email,
    body: { workspaceId },
  });
  expect(response.statusCode, response.body).toBe(200);
}

async function rowsOf(api: ApiHarness, workspaceId: string) {
  return withTenant(api.database.db, demo.company.id, async (trx) => ({
    workspaces: await trx.selectFrom('workspaces').select('id').where('id', '=', workspaceId).execute(),
    votings: await trx.selectFrom('votings').select('id').where('workspace_id', '=', workspaceId).execute(),
    voters: await trx.selectFrom('voters').select('id').where('workspace_id', '=', workspaceId).execute(),
    templates: await trx
      .selectFrom('message_templates')
      .select('id')
      .where('workspace_id', '=', workspaceId)
      .execute(),
    log: await trx
      .selectFrom('company_audit_entries')
      .selectAll()
      .where('subject_id', '=', workspaceId)
      .execute(),
  }));
}

async function ballotTemplate(api: ApiHarness, workspaceId: string): Promise<string> {
  await switchTo(api, workspaceId);
  const response = await api.call({
    method: 'POST',
    url: '/api/templates',
    as: ADMIN,
    body: { name: 'Cédula', kind: 'ballot', channel: 'email', subject: 'Votação', body: '<p>{{itens}}</p>' },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ template: { id: string } }>().template.id;
}

describe.each(SUITE_BACKENDS)('deleting a workspace (%s)', (backend) => {
  const api = useApi(backend);

  it('says what goes with it; takes its templates, drafts, their voters and files; moves the caller and says where', async () => {
    const workspace = await create(api, 'Aaa Fundo a Excluir');
    const scope = { companyId: demo.company.id, workspaceId: workspace.id };
    const templateId = await ballotTemplate(api, workspace.id); // the admin is now in it
    const { votingId } = await insertVotingRow(api.database, scope, { ballotTemplateId: templateId });
    await insertVoterRow(api.database, { ...scope, votingId });
    await insertVoterRow(api.database, { ...scope, votingId });
    await insertVotingRow(api.database, scope);
    const upload = await api.call({
      method: 'POST',
      url: `/api/votings/${votingId}/documents?fileName=edital.pdf`,
      as: ADMIN,
      headers: { 'content-type': 'application/pdf' },
      body: PDF,
    });
    expect(upload.statusCode, upload.body).toBe(201);
    const files = api.fileStorage.keys().length;

    const deletion = await deletionOf(api, workspace.id);
    expect(deletion).toEqual({
      votings: 2,
      draftVotings: 2,
      openVotings: 0,
      closedVotings: 0,
      voters: 2,
      templates: 1,
      members: 1,
      blockedBy: null,
      isCallersCurrent: true,
      // The admin's first other workspace by name.
      callerMovesTo: expect.objectContaining({ id: demo.beloHorizonte.id, name: demo.beloHorizonte.name }),
      otherMembersMoving: 0,
    });
    // A MASTER may ask too; an OPERATOR may not.
    expect(
      (await api.call({ url: `${base}/${workspace.id}/deletion`, as: demo.master.email })).statusCode,
    ).toBe(200);
    expectProblem(
      await api.call({ url: `${base}/${workspace.id}/deletion`, as: demo.operator.email }),
      'forbidden',
      403,
    );

    const response = await remove(api, workspace.id);
    expect(response.statusCode, response.body).toBe(204);
    const rows = await rowsOf(api, workspace.id);
    expect(rows).toMatchObject({ workspaces: [], votings: [], voters: [], templates: [] });
    expect(api.fileStorage.keys()).toHaveLength(files - 1);
    expect(rows.log).toHaveLength(1);
    expect(rows.log[0]).toMatchObject({
      action: 'workspace.deleted',
      actor_id: demo.admin.id,
      data: { name: 'Aaa Fundo a Excluir', draftVotings: 2, voters: 2, templates: 1, members: 1 },
    });

    const session = (await api.call({ url: '/api/session-user', as: ADMIN })).json<{ user: SessionUser }>();
    expect(session.user.currentWorkspaceId).toBe(demo.beloHorizonte.id);
    await switchTo(api, demo.saoPaulo.id);
  });

  it('is refused while a voting is scheduled or open (409 workspace_has_open_votings): nothing deleted', async () => {
    const workspace = await create(api, 'Fundo Em Votação');
    const scope = { companyId: demo.company.id, workspaceId: workspace.id };
    await insertVotingRow(api.database, scope, { status: 'open', opensAt: new Date(Date.now() - HOUR) });
    await insertVotingRow(api.database, scope, { status: 'scheduled', opensAt: new Date(Date.now() + HOUR) });
    await insertVotingRow(api.database, scope, { status: 'closed' });
    await insertVotingRow(api.database, scope);

    const deletion = await deletionOf(api, workspace.id);
    expect(deletion).toMatchObject({
      votings: 4,
      draftVotings: 1,
      openVotings: 2,
      closedVotings: 1,
      blockedBy: 'open_votings',
      isCallersCurrent: false,
      callerMovesTo: null,
    });

    const before = await rowsOf(api, workspace.id);
    const refused = await remove(api, workspace.id);
    expectProblem(refused, 'workspace_has_open_votings', 409);
    expect(refused.json().title).toBe(
      'O workspace tem votações agendadas ou abertas; encerre-as ou cancele-as antes de excluí-lo',
    );
    expect(refused.json().params).toEqual({ openVotings: 2 });
    expect(await rowsOf(api, workspace.id)).toEqual(before);
  });

  it('is refused while it keeps the record of a closed or cancelled voting (409 workspace_has_voting_records)', async () => {
    const workspace = await create(api, 'Fundo Com Histórico');
    const scope = { companyId: demo.company.id, workspaceId: workspace.id };
    await insertVotingRow(api.database, scope, { status: 'closed' });
    await insertVotingRow(api.database, scope, { status: 'cancelled' });
    // An open voting whose deadline has passed is closed: a record, not a voting in progress.
    await insertVotingRow(api.database, scope, {
      status: 'open',
      opensAt: new Date(Date.now() - 2 * HOUR),
      deadline: new Date(Date.now() - HOUR),
    });

    expect(await deletionOf(api, workspace.id)).toMatchObject({
      openVotings: 0,
      closedVotings: 3,
      blockedBy: 'voting_records',
    });
    const before = await rowsOf(api, workspace.id);
    const refused = await remove(api, workspace.id);
    expectProblem(refused, 'workspace_has_voting_records', 409);
    expect(refused.json().params).toEqual({ closedVotings: 3 });
    expect(await rowsOf(api, workspace.id)).toEqual(before);
  });

  it('counts the other members it moves, and answers 404 for another company’s workspace', async () => {
    const workspace = await create(api, 'Fundo Compartilhado', [demo.operator.id]);
    await switchTo(api, workspace.id, demo.operator);
    expect(await deletionOf(api, workspace.id)).toMatchObject({
      members: 2,
      isCallersCurrent: false,
      otherMembersMoving: 1,
    });
    expectProblem(
      await api.call({ url: `${base}/${demo.outraMesa.id}/deletion`, as: ADMIN }),
      'not_found',
      404,
    );
    await switchTo(api, demo.saoPaulo.id, demo.operator);
  });
});
