import { describe, expect, it } from 'vitest';
import { useApi, type ApiHarness } from './support/harness.ts';
import { SUITE_BACKENDS } from './support/test-database.ts';
import { expectProblem } from './support/contract-check.ts';
import { demo } from './support/demo.ts';

const url = (userId: string, companyId: string = demo.company.id) =>
  `/api/companies/${companyId}/users/${userId}/change-workspace`;

function change(api: ApiHarness, as: string, userId: string, workspaceId: unknown, companyId?: string) {
  return api.call({ method: 'PATCH', url: url(userId, companyId), as, body: { workspaceId } });
}

describe.each(SUITE_BACKENDS)(
  'PATCH /companies/{companyId}/users/{userId}/change-workspace on %s',
  (backend) => {
    const api = useApi(backend);

    it('changes the caller’s own current workspace and returns the session user', async () => {
      const response = await change(api, 'operator@demo.local', demo.operator.id, demo.rio.id);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        user: {
          id: demo.operator.id,
          currentWorkspaceId: demo.rio.id,
          workspace: { name: 'Rio de Janeiro Crédito', logoRef: null, companyId: demo.company.id },
        },
      });
      const session = await api.call({ url: '/api/session-user', as: 'operator@demo.local' });
      expect(session.json()).toMatchObject({ user: { currentWorkspaceId: demo.rio.id } });
    });

    it('an OBSERVER may switch its own workspace too', async () => {
      const response = await change(api, 'observer@demo.local', demo.observer.id, demo.beloHorizonte.id);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ user: { currentWorkspaceId: demo.beloHorizonte.id } });
    });

    it('a workspace of another company is 403 workspace_not_member, and nothing changes', async () => {
      const before = (await api.call({ url: '/api/session-user', as: 'admin@demo.local' })).json();
      const response = await change(api, 'admin@demo.local', demo.admin.id, demo.outraMesa.id);
      expectProblem(response, 'workspace_not_member', 403);
      const after = (await api.call({ url: '/api/session-user', as: 'admin@demo.local' })).json();
      expect(after).toEqual(before);
    });

    it('a workspace that does not exist is 403 workspace_not_member', async () => {
      const response = await change(
        api,
        'admin@demo.local',
        demo.admin.id,
        '00000000-0000-4000-8000-00000000beef',
      );
      expectProblem(response, 'workspace_not_member', 403);
    });

    it('a user linked to no workspace cannot pick one of the company’s workspaces', async () => {
      const response = await change(api, 'sem-workspace@demo.local', demo.noWorkspace.id, demo.saoPaulo.id);
      expectProblem(response, 'workspace_not_member', 403);
    });

    it('an OPERATOR cannot change another user’s workspace (403 forbidden)', async () => {
      const response = await change(api, 'operator@demo.local', demo.observer.id, demo.saoPaulo.id);
      expectProblem(response, 'forbidden', 403);
    });

    it('an OBSERVER cannot change another user’s workspace (403 forbidden)', async () => {
      const response = await change(api, 'observer@demo.local', demo.admin.id, demo.saoPaulo.id);
      expectProblem(response, 'forbidden', 403);
    });

    it.each([
      ['master@demo.local', 'MASTER'],
      ['admin@demo.local', 'ADMIN'],
    ])('a %s (%s) changes the workspace of a user of its company', async (as) => {
      const response = await change(api, as, demo.firstAccess.id, demo.curitiba.id);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        user: { id: demo.firstAccess.id, currentWorkspaceId: demo.curitiba.id },
      });
      await change(api, as, demo.firstAccess.id, demo.saoPaulo.id);
    });

    it('a MASTER still needs the target to be a member of the workspace', async () => {
      const response = await change(api, 'master@demo.local', demo.noWorkspace.id, demo.saoPaulo.id);
      expectProblem(response, 'workspace_not_member', 403);
    });

    it('an ADMIN cannot reach a user of another company (404)', async () => {
      const response = await change(api, 'admin@demo.local', demo.otherAdmin.id, demo.outraMesa.id);
      expectProblem(response, 'not_found', 404);
    });

    it('another company in the path is 404, even with its own user and workspace', async () => {
      const response = await change(
        api,
        'admin@demo.local',
        demo.otherAdmin.id,
        demo.outraMesa.id,
        demo.other.id,
      );
      expectProblem(response, 'not_found', 404);
    });

    it('the other company’s admin cannot move a demo user (404: the company is not its own)', async () => {
      const response = await change(api, 'outra-admin@demo.local', demo.admin.id, demo.saoPaulo.id);
      expectProblem(response, 'not_found', 404);
    });

    it.each([
      ['a workspaceId that is not a uuid', { workspaceId: 'são-paulo' }],
      ['no workspaceId', {}],
      ['an unknown property', { workspaceId: demo.saoPaulo.id, extra: true }],
    ])('%s is 400 validation_failed', async (_label, body) => {
      const response = await api.call({
        method: 'PATCH',
        url: url(demo.admin.id),
        as: 'admin@demo.local',
        body,
      });
      expectProblem(response, 'validation_failed', 400);
    });

    it('no body at all is 400 validation_failed', async () => {
      const response = await api.call({ method: 'PATCH', url: url(demo.admin.id), as: 'admin@demo.local' });
      expectProblem(response, 'validation_failed', 400);
    });

    it('malformed JSON is 400 validation_failed', async () => {
      const response = await api.call({
        method: 'PATCH',
        url: url(demo.admin.id),
        as: 'admin@demo.local',
        body: '{"workspaceId":',
        headers: { 'content-type': 'application/json' },
      });
      expectProblem(response, 'validation_failed', 400);
    });

    it('a userId that is not a uuid is 400 validation_failed', async () => {
      const response = await api.call({
        method: 'PATCH',
        url: url('admin'),
        as: 'admin@demo.local',
        body: { workspaceId: demo.saoPaulo.id },
      });
      expectProblem(response, 'validation_failed', 400);
    });

    it('without a token it is 401', async () => {
      const response = await api.call({
        method: 'PATCH',
        url: url(demo.admin.id),
        body: { workspaceId: demo.rio.id },
      });
      expectProblem(response, 'unauthorized', 401);
    });
  },
);
