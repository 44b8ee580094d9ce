import { describe, expect, it } from 'vitest';
import type { MessageTemplate, MessageTemplateInput, Pagination } from '@backoffice/api-client';
import { samplePlaceholderValues, templateIssues } from '@backoffice/domain';
import { DEMO_COMPANY } from '../src/index.ts';
import { withTenant, withWorkspace } from '../src/db/tenant.ts';
import { useApi, type ApiHarness } from './support/harness.ts';
import { SUITE_BACKENDS } from './support/test-database.ts';
import { expectProblem } from './support/contract-check.ts';
import { demo } from './support/demo.ts';

const ADMIN = 'admin@demo.local';
const MASTER = 'master@demo.local';
const OPERATOR = 'operator@demo.local';
const OBSERVER = 'observer@demo.local';
const OTHER_ADMIN = 'outra-admin@demo.local';

const SAMPLES = samplePlaceholderValues();

const INVITATION: MessageTemplateInput = {
  name: 'Convite para votação',
  kind: 'message',
  channel: 'email',
  subject: 'Convite: {{votacao}}',
  body: '<p>Olá, {{nome}}.</p><p>Vote até {{prazo}}: <a href="{{link}}">abrir a cédula</a>.</p>',
};

const REMINDER: MessageTemplateInput = {
  name: 'Lembrete por WhatsApp',
  kind: 'message',
  channel: 'whatsapp',
  subject: null,
  body: 'Olá, {{nome}}!\nFaltam poucos dias para votar em {{votacao}}:\n{{link}}',
};

const BALLOT: MessageTemplateInput = {
  name: 'Cédula',
  kind: 'ballot',
  channel: 'email',
  subject: 'Cédula: {{votacao}}',
  body: '<h2>{{votacao}}</h2><p>{{itens}}</p>',
};

// ---------------------------------------------------------------------------------------------------------------

type Row = { id: string; workspace_id: string; name: string; body: string; updated_at: Date | string };

/** Every template row of a company (all workspaces), to prove a refusal wrote nothing. */
function allRows(api: ApiHarness, companyId: string = demo.company.id): Promise<Row[]> {
  return withTenant(api.database.db, companyId, (trx) =>
    trx
      .selectFrom('message_templates')
      .select(['id', 'workspace_id', 'name', 'body', 'updated_at'])
      .orderBy('id')
      .execute(),
  );
}

/** Inserts a template straight into a workspace (as another workspace's or company's user would have). */
async function insertDirectly(
  api: ApiHarness,
  companyId: string,
  workspaceId: string,
  name: string,
): Promise<string> {
  const row = await withWorkspace(api.database.db, companyId, workspaceId, (trx) =>
    trx
      .insertInto('message_templates')
      .values({
        company_id: companyId,
        workspace_id: workspaceId,
        name,
        kind: 'message',
        channel: 'whatsapp',
        subject: null,
        body: 'Olá, {{nome}}',
        placeholders: ['nome'],
        created_by: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow(),
  );
  return row.id;
}

function create(api: ApiHarness, as: string, body: unknown) {
  return api.call({ method: 'POST', url: '/api/templates', as, body });
}

async function created(api: ApiHarness, body: MessageTemplateInput, as = OPERATOR): Promise<MessageTemplate> {
  const response = await create(api, as, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ template: MessageTemplate }>().template;
}

function list(api: ApiHarness, query: string, as = OBSERVER) {
  return api.call({ url: `/api/templates${query}`, as });
}

async function listed(api: ApiHarness, query: string, as = OBSERVER) {
  const response = await list(api, query, as);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ templates: MessageTemplate[]; pagination: Pagination }>();
}

async function changeWorkspace(api: ApiHarness, as: string, userId: string, workspaceId: string) {
  const response = await api.call({
    method: 'PATCH',
    url: `/api/companies/${demo.company.id}/users/${userId}/change-workspace`,
    as,
    body: { workspaceId },
  });
  expect(response.statusCode, response.body).toBe(200);
}

describe.each(SUITE_BACKENDS)('message templates API on %s', (backend) => {
  const api = useApi(backend);

  describe('create, read, update, delete', () => {
    it('an OPERATOR creates an e-mail template of its current workspace, stored as given and listed', async () => {
      const before = Date.now();
      const template = await created(api, INVITATION);
      expect(template).toMatchObject({
        ...INVITATION,
        placeholders: ['votacao', 'nome', 'prazo', 'link'],
      });
      expect(template.createdAt).toBe(template.updatedAt);
      expect(Date.parse(template.createdAt)).toBeGreaterThanOrEqual(before - 1000);

      const row = await withTenant(api.database.db, demo.company.id, (trx) =>
        trx
          .selectFrom('message_templates')
          .selectAll()
          .where('id', '=', template.id)
          .executeTakeFirstOrThrow(),
      );
      expect(row).toMatchObject({
        workspace_id: demo.saoPaulo.id,
        created_by: demo.operator.id,
        placeholders: ['votacao', 'nome', 'prazo', 'link'],
      });

      const got = await api.call({ url: `/api/templates/${template.id}`, as: OBSERVER });
      expect(got.statusCode).toBe(200);
      expect(got.json()).toEqual({ template });
      const page = await listed(api, `?search=${encodeURIComponent('Convite para votação')}`);
      expect(page.templates).toContainEqual(template);
    });

    it('a WhatsApp template keeps its text exactly (line breaks, no HTML processing); a subject sent for it is ignored', async () => {
      const body = 'Olá, {{nome}}!\n\n<b>não é HTML</b> & "aspas"\r\nVote: {{link}}';
      const template = await created(api, { ...REMINDER, subject: 'Assunto {{empresa}}', body });
      expect(template).toMatchObject({ subject: null, body, placeholders: ['nome', 'link'] });
    });

    it('an e-mail subject is one line: line breaks become spaces, surrounding spaces go', async () => {
      const template = await created(api, { ...INVITATION, subject: '  Convite:\r\n{{votacao}}  ' });
      expect(template.subject).toBe('Convite: {{votacao}}');
    });

    it('a ballot template over e-mail with {{itens}} is accepted', async () => {
      const template = await created(api, BALLOT);
      expect(template).toMatchObject({ kind: 'ballot', placeholders: ['votacao', 'itens'] });
    });

    it('MASTER and ADMIN write templates too', async () => {
      await created(api, { ...REMINDER, name: 'Do master' }, MASTER);
      await created(api, { ...REMINDER, name: 'Do admin' }, ADMIN);
    });

    it('update replaces every field, bumps updatedAt and keeps createdAt', async () => {
      const original = await created(api, { ...INVITATION, name: 'Para editar' });
      const response = await api.call({
        method: 'PUT',
        url: `/api/templates/${original.id}`,
        as: OPERATOR,
        body: { ...REMINDER, name: '  Editado  ' },
      });
      expect(response.statusCode, response.body).toBe(200);
      const { template } = response.json<{ template: MessageTemplate }>();
      expect(template).toMatchObject({
        id: original.id,
        name: 'Editado',
        kind: 'message',
        channel: 'whatsapp',
        subject: null,
        body: REMINDER.body,
        placeholders: ['nome', 'votacao', 'link'],
        createdAt: original.createdAt,
      });
      expect(Date.parse(template.updatedAt)).toBeGreaterThan(Date.parse(original.updatedAt));
      const got = await api.call({ url: `/api/templates/${original.id}`, as: OBSERVER });
      expect(got.json()).toEqual({ template });
    });

    it('delete answers 204, and the template is gone', async () => {
      const template = await created(api, { ...REMINDER, name: 'Para excluir' });
      const response = await api.call({
        method: 'DELETE',
        url: `/api/templates/${template.id}`,
        as: OPERATOR,
      });
      expect(response.statusCode).toBe(204);
      expect(response.body).toBe('');
      expectProblem(await api.call({ url: `/api/templates/${template.id}`, as: OPERATOR }), 'not_found', 404);
      expectProblem(
        await api.call({ method: 'DELETE', url: `/api/templates/${template.id}`, as: OPERATOR }),
        'not_found',
        404,
      );
    });

    it('an unknown id is 404 for get, update (whatever the body) and delete', async () => {
      const url = '/api/templates/00000000-0000-4000-8000-00000000beef';
      expectProblem(await api.call({ url, as: OPERATOR }), 'not_found', 404);
      expectProblem(
        await api.call({ method: 'PUT', url, as: OPERATOR, body: { ...INVITATION, body: '{{cpf}}' } }),
        'not_found',
        404,
      );
      expectProblem(await api.call({ method: 'DELETE', url, as: OPERATOR }), 'not_found', 404);
    });
  });

  describe('roles', () => {
    it('an OBSERVER lists, reads and previews', async () => {
      const template = await created(api, { ...REMINDER, name: 'Lido pelo observador' });
      expect((await list(api, '', OBSERVER)).statusCode).toBe(200);
      expect((await api.call({ url: `/api/templates/${template.id}`, as: OBSERVER })).statusCode).toBe(200);
      const { name: _name, ...draft } = REMINDER;
      const preview = await api.call({
        method: 'POST',
        url: '/api/templates/preview',
        as: OBSERVER,
        body: draft,
      });
      expect(preview.statusCode).toBe(200);
    });

    it('an OBSERVER gets 403 on create, update and delete, and nothing is written', async () => {
      const template = await created(api, { ...REMINDER, name: 'Intocado' });
      const before = await allRows(api);
      expectProblem(await create(api, OBSERVER, INVITATION), 'forbidden', 403);
      expectProblem(
        await api.call({
          method: 'PUT',
          url: `/api/templates/${template.id}`,
          as: OBSERVER,
          body: INVITATION,
        }),
        'forbidden',
        403,
      );
      expectProblem(
        await api.call({ method: 'DELETE', url: `/api/templates/${template.id}`, as: OBSERVER }),
        'forbidden',
        403,
      );
      // Refused before the body is read: an invalid body is 403 too.
      expectProblem(await create(api, OBSERVER, { name: 1 }), 'forbidden', 403);
      expect(await allRows(api)).toEqual(before);
    });

    it('a user without a current workspace gets 403 workspace_not_member', async () => {
      expectProblem(await list(api, '', 'sem-workspace@demo.local'), 'workspace_not_member', 403);
      expectProblem(await create(api, 'sem-workspace@demo.local', REMINDER), 'workspace_not_member', 403);
    });

    it('without a token: 401', async () => {
      expectProblem(await api.call({ url: '/api/templates' }), 'unauthorized', 401);
    });
  });

  describe('tenancy', () => {
    it('a template of another workspace of the company is 404 and is not listed; nothing is changed', async () => {
      const id = await insertDirectly(api, demo.company.id, demo.rio.id, 'Modelo do Rio');
      const before = await allRows(api);
      const url = `/api/templates/${id}`;
      expectProblem(await api.call({ url, as: ADMIN }), 'not_found', 404);
      expectProblem(await api.call({ method: 'PUT', url, as: ADMIN, body: REMINDER }), 'not_found', 404);
      expectProblem(await api.call({ method: 'DELETE', url, as: ADMIN }), 'not_found', 404);
      const page = await listed(api, '?limit=100', ADMIN);
      expect(page.templates.map((t) => t.id)).not.toContain(id);
      expect(await allRows(api)).toEqual(before);
    });

    it('switching the current workspace switches the templates a user sees', async () => {
      const rioTemplate = await insertDirectly(api, demo.company.id, demo.rio.id, 'Só no Rio');
      const saoPaulo = await created(api, { ...REMINDER, name: 'Só em São Paulo' });
      await changeWorkspace(api, OBSERVER, demo.observer.id, demo.rio.id);
      try {
        const ids = (await listed(api, '?limit=100', OBSERVER)).templates.map((t) => t.id);
        expect(ids).toContain(rioTemplate);
        expect(ids).not.toContain(saoPaulo.id);
        expect((await api.call({ url: `/api/templates/${rioTemplate}`, as: OBSERVER })).statusCode).toBe(200);
        expectProblem(
          await api.call({ url: `/api/templates/${saoPaulo.id}`, as: OBSERVER }),
          'not_found',
          404,
        );
      } finally {
        await changeWorkspace(api, OBSERVER, demo.observer.id, demo.saoPaulo.id);
      }
    });

    it('a template created lands in the current workspace of its author', async () => {
      await changeWorkspace(api, MASTER, demo.master.id, demo.curitiba.id);
      try {
        const template = await created(api, { ...REMINDER, name: 'Criado em Curitiba' }, MASTER);
        const row = await withTenant(api.database.db, demo.company.id, (trx) =>
          trx
            .selectFrom('message_templates')
            .select('workspace_id')
            .where('id', '=', template.id)
            .executeTakeFirst(),
        );
        expect(row?.workspace_id).toBe(demo.curitiba.id);
        expectProblem(await api.call({ url: `/api/templates/${template.id}`, as: ADMIN }), 'not_found', 404);
      } finally {
        await changeWorkspace(api, MASTER, demo.master.id, demo.saoPaulo.id);
      }
    });

    it('a template of another company is 404 both ways; nothing is changed', async () => {
      const foreign = await insertDirectly(api, demo.other.id, demo.outraMesa.id, 'Modelo da outra gestora');
      const own = await created(api, { ...REMINDER, name: 'Modelo da demo' });
      const beforeOwn = await allRows(api);
      const beforeOther = await allRows(api, demo.other.id);

      for (const [as, id] of [
        [ADMIN, foreign],
        [OTHER_ADMIN, own.id],
      ] as const) {
        const url = `/api/templates/${id}`;
        expectProblem(await api.call({ url, as }), 'not_found', 404);
        expectProblem(await api.call({ method: 'PUT', url, as, body: INVITATION }), 'not_found', 404);
        expectProblem(await api.call({ method: 'DELETE', url, as }), 'not_found', 404);
      }
      const theirs = await listed(api, '?limit=100', OTHER_ADMIN);
      expect(theirs.templates.map((t) => t.id)).toEqual([foreign]);
      const ours = await listed(api, '?limit=100', ADMIN);
      expect(ours.templates.map((t) => t.id)).not.toContain(foreign);

      expect(await allRows(api)).toEqual(beforeOwn);
      expect(await allRows(api, demo.other.id)).toEqual(beforeOther);
    });
  });

  describe('placeholder rules and refusals (nothing written)', () => {
    async function refused(body: unknown, status: number, code: string, as = OPERATOR) {
      const before = await allRows(api);
      const response = await create(api, as, body);
      expectProblem(response, code, status);
      expect(await allRows(api)).toEqual(before);
      return response.json<{ errors?: unknown[] }>().errors;
    }

    it('an ill-formed placeholder name is 422 invalid_template naming it', async () => {
      const errors = await refused(
        { ...INVITATION, subject: 'Olá {{Apelido}}', body: '<p>{{nome}} {{_cpf}}</p>' },
        422,
        'invalid_template',
      );
      expect(errors).toEqual([
        { field: 'subject', code: 'invalid_placeholder_name', params: { name: 'Apelido' } },
        { field: 'body', code: 'invalid_placeholder_name', params: { name: '_cpf' } },
      ]);
    });

    it("a message's own placeholders are kept and listed; a ballot's unknown one is 422", async () => {
      const template = await created(api, {
        ...INVITATION,
        name: 'Rendimentos',
        subject: 'Rendimento de {{fundo}}',
        body: '<p>{{nome}}, {{valor_rendimento}} por cota.</p>',
      });
      expect(template.placeholders).toEqual(['fundo', 'nome', 'valor_rendimento']);
      const errors = await refused(
        { ...INVITATION, kind: 'ballot', body: '<p>{{itens}} {{valor_rendimento}}</p>' },
        422,
        'invalid_template',
      );
      expect(errors).toEqual([
        { field: 'body', code: 'unknown_placeholder', params: { name: 'valor_rendimento' } },
      ]);
    });

    it("a WhatsApp body over Meta's 1,024 characters is 422 body_too_long", async () => {
      const errors = await refused(
        { ...INVITATION, channel: 'whatsapp', subject: null, body: `${'x'.repeat(1020)} {{nome}}` },
        422,
        'invalid_template',
      );
      expect(errors).toEqual([{ field: 'body', code: 'body_too_long', params: { limit: 1024 } }]);
    });

    it('{{itens}} in a message template is unknown there', async () => {
      const errors = await refused({ ...REMINDER, body: 'Itens: {{itens}}' }, 422, 'invalid_template');
      expect(errors).toEqual([{ field: 'body', code: 'unknown_placeholder', params: { name: 'itens' } }]);
    });

    it('a ballot over WhatsApp is 422, with every error templateIssues gives', async () => {
      const input = { ...REMINDER, kind: 'ballot' as const, body: 'Vote: {{link}}' };
      const errors = await refused(input, 422, 'invalid_template');
      expect(errors).toEqual(templateIssues(input));
      expect(errors).toEqual([
        { field: 'channel', code: 'ballot_channel' },
        { field: 'body', code: 'missing_placeholder', params: { name: 'itens' } },
      ]);
    });

    it('a ballot without {{itens}} is 422 missing_placeholder', async () => {
      const errors = await refused({ ...BALLOT, body: '<p>{{votacao}}</p>' }, 422, 'invalid_template');
      expect(errors).toEqual([{ field: 'body', code: 'missing_placeholder', params: { name: 'itens' } }]);
    });

    it('an e-mail without a subject (null or blank) is 422 subject_required', async () => {
      for (const subject of [null, '   ', '\r\n']) {
        const errors = await refused({ ...INVITATION, subject }, 422, 'invalid_template');
        expect(errors).toEqual([{ field: 'subject', code: 'subject_required' }]);
      }
    });

    it('malformed braces are 422 malformed_placeholder', async () => {
      const errors = await refused(
        { ...INVITATION, body: '<p>{{nome}</p><p>{{{nome}}}</p>' },
        422,
        'invalid_template',
      );
      expect(errors).toEqual([{ field: 'body', code: 'malformed_placeholder' }]);
    });

    it('a placeholder hidden in a script is judged on what would be stored (gone), not on the raw text', async () => {
      const template = await created(api, { ...INVITATION, body: '<p>{{nome}}</p><script>{{cpf}}</script>' });
      expect(template).toMatchObject({ body: '<p>{{nome}}</p>', placeholders: ['votacao', 'nome'] });
    });

    it('a blank name, a blank body, or a body that sanitizing empties is 400', async () => {
      const blankName = await refused({ ...REMINDER, name: '   ' }, 400, 'validation_failed');
      expect(blankName).toEqual([{ field: 'name', code: 'minLength', params: { limit: 1 } }]);
      const blankBody = await refused({ ...REMINDER, body: ' \n ' }, 400, 'validation_failed');
      expect(blankBody).toEqual([{ field: 'body', code: 'minLength', params: { limit: 1 } }]);
      const emptied = await refused(
        { ...INVITATION, body: '<script>alert(1)</script><iframe src="https://x"></iframe>' },
        400,
        'validation_failed',
      );
      expect(emptied).toEqual([{ field: 'body', code: 'minLength', params: { limit: 1 } }]);
    });

    it('a body outside the contract is 400 validation_failed', async () => {
      const errors = await refused({ ...INVITATION, kind: 'sms', extra: true }, 400, 'validation_failed');
      expect(errors).toEqual(
        expect.arrayContaining([expect.objectContaining({ field: 'kind', code: 'enum' })]),
      );
    });

    it('an update that breaks a rule is 422 and leaves the template as it was', async () => {
      const template = await created(api, { ...INVITATION, name: 'Estável' });
      const before = await allRows(api);
      const response = await api.call({
        method: 'PUT',
        url: `/api/templates/${template.id}`,
        as: OPERATOR,
        body: { ...INVITATION, name: 'Mudado', body: '<p>{{CPF}}</p>' },
      });
      expectProblem(response, 'invalid_template', 422);
      expect(response.json().errors).toEqual([
        { field: 'body', code: 'invalid_placeholder_name', params: { name: 'CPF' } },
      ]);
      expect(await allRows(api)).toEqual(before);
    });
  });

  describe('sanitized storage', () => {
    it('malicious HTML is stored and returned sanitized', async () => {
      const body =
        '<p onclick="alert(1)">Olá, {{nome}}<script>alert(document.cookie)</script></p>' +
        '<img src=x onerror=alert(1)><a href="javascript:alert(1)">clique</a> ' +
        '<a href="{{link}}" target="_blank" onmouseover="x()">votar</a>' +
        '<svg><script>alert(1)</script></svg><iframe src="https://evil.example"></iframe>' +
        '<p style="color:#003366;background:url(javascript:alert(1))">fim<b>sem fechar';
      const template = await created(api, { ...INVITATION, body });
      const stored =
        '<p>Olá, {{nome}}</p>clique <a href="{{link}}">votar</a>' +
        '<p style="color:#003366">fim<b>sem fechar</b></p>';
      expect(template.body).toBe(stored);
      expect(template.placeholders).toEqual(['votacao', 'nome', 'link']);
      const row = await withTenant(api.database.db, demo.company.id, (trx) =>
        trx
          .selectFrom('message_templates')
          .select('body')
          .where('id', '=', template.id)
          .executeTakeFirstOrThrow(),
      );
      expect(row.body).toBe(stored);
    });

    it('an update is sanitized too', async () => {
      const template = await created(api, { ...INVITATION, name: 'Sanitizado no update' });
      const response = await api.call({
        method: 'PUT',
        url: `/api/templates/${template.id}`,
        as: OPERATOR,
        body: { ...INVITATION, body: '<p>{{nome}}</p><img src="data:image/png;base64,AAAA" onerror="x">' },
      });
      expect(response.json<{ template: MessageTemplate }>().template.body).toBe('<p>{{nome}}</p>');
    });
  });

  describe('preview', () => {
    function preview(body: object, as = OBSERVER) {
      // A preview request has no name.
      const { name: _name, ...draft } = body as { name?: string };
      return api.call({ method: 'POST', url: '/api/templates/preview', as, body: draft });
    }

    it('sanitizes the e-mail body and fills the samples in subject and body; nothing is stored', async () => {
      const before = await allRows(api);
      const response = await preview({
        kind: 'message',
        channel: 'email',
        subject: 'Convite: {{votacao}}',
        body: '<p>Olá, {{nome}}<script>alert(1)</script></p><p>Até {{prazo}}: <a href="{{link}}">votar</a></p>',
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({
        subject: `Convite: ${SAMPLES.votacao}`,
        body: `<p>Olá, ${SAMPLES.nome}</p><p>Até ${SAMPLES.prazo}: <a href="${SAMPLES.link}">votar</a></p>`,
        placeholders: ['votacao', 'nome', 'prazo', 'link'],
        errors: [],
      });
      expect(await allRows(api)).toEqual(before);
    });

    it('text that looks like markup in a WhatsApp body stays text; line breaks stay; the subject is null', async () => {
      const response = await preview({
        kind: 'message',
        channel: 'whatsapp',
        subject: 'ignorado',
        body: 'Olá, {{nome}} <b>&</b>\nVote: {{link}}',
      });
      expect(response.json()).toEqual({
        subject: null,
        body: `Olá, ${SAMPLES.nome} <b>&</b>\nVote: ${SAMPLES.link}`,
        placeholders: ['nome', 'link'],
        errors: [],
      });
    });

    it('a broken template is previewed anyway, its problems as errors; placeholders without a sample stay as written', async () => {
      const response = await preview({
        kind: 'message',
        channel: 'email',
        subject: null,
        body: '<p>{{nome}} {{cpf}} {{itens}}</p>',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        subject: null,
        body: `<p>${SAMPLES.nome} {{cpf}} {{itens}}</p>`,
        placeholders: ['nome', 'cpf', 'itens'],
        errors: [
          { field: 'subject', code: 'subject_required' },
          { field: 'body', code: 'unknown_placeholder', params: { name: 'itens' } },
        ],
      });
    });

    it('a ballot fills {{itens}}; over WhatsApp it reports ballot_channel (never a 422)', async () => {
      const ballot = await preview(BALLOT);
      expect(ballot.json()).toMatchObject({
        body: `<h2>${SAMPLES.votacao}</h2><p>${SAMPLES.itens}</p>`,
        errors: [],
      });
      const whatsapp = await preview({ ...BALLOT, channel: 'whatsapp', subject: null });
      expect(whatsapp.statusCode).toBe(200);
      expect(whatsapp.json().errors).toEqual([{ field: 'channel', code: 'ballot_channel' }]);
    });

    it('an empty body previews as empty', async () => {
      const response = await preview({ kind: 'message', channel: 'whatsapp', subject: null, body: '' });
      expect(response.json()).toEqual({ subject: null, body: '', placeholders: [], errors: [] });
    });
  });

  describe('list', () => {
    // Names carry a word no other test uses ('Zeta'), so the page holds only these, whatever else exists.
    const names = ['Ação Zeta Alfa', 'acao zeta beta', 'ÁCÃO ZETA Gama', 'Zeta delta 100%'];
    let made: MessageTemplate[] = [];

    it('setup: four templates of both channels and kinds', async () => {
      made = [];
      made.push(await created(api, { ...INVITATION, name: names[0]! }));
      made.push(await created(api, { ...REMINDER, name: names[1]! }));
      made.push(await created(api, { ...BALLOT, name: names[2]! }));
      made.push(await created(api, { ...REMINDER, name: names[3]! }));
      expect(made).toHaveLength(4);
    });

    it('searches ignoring case and accents; every word must appear, in any order', async () => {
      const all = await listed(api, '?search=zeta');
      expect(all.templates.map((t) => t.name)).toEqual([names[0], names[1], names[2], names[3]]);
      expect(all.pagination).toEqual({
        total: 4,
        offset: 0,
        limit: 20,
        sortBy: 'name',
        sortDirection: 'asc',
      });
      const accents = await listed(api, `?search=${encodeURIComponent('AÇÃO zeta')}`);
      expect(accents.templates.map((t) => t.name)).toEqual([names[0], names[1], names[2]]);
      const words = await listed(api, `?search=${encodeURIComponent('  gama   acao ')}`);
      expect(words.templates.map((t) => t.name)).toEqual([names[2]]);
      const none = await listed(api, '?search=zeta+inexistente');
      expect(none).toEqual({
        templates: [],
        pagination: { total: 0, offset: 0, limit: 20, sortBy: 'name', sortDirection: 'asc' },
      });
    });

    it('search text is text, not a LIKE pattern', async () => {
      expect((await listed(api, '?search=100%25')).templates.map((t) => t.name)).toEqual([names[3]]);
      expect((await listed(api, '?search=zeta+_')).templates).toEqual([]);
    });

    it('filters by channel and kind', async () => {
      const whatsapp = await listed(api, '?search=zeta&channel=whatsapp');
      expect(whatsapp.templates.map((t) => t.name)).toEqual([names[1], names[3]]);
      expect(whatsapp.pagination.total).toBe(2);
      const ballots = await listed(api, '?search=zeta&kind=ballot');
      expect(ballots.templates.map((t) => t.name)).toEqual([names[2]]);
      const emailMessages = await listed(api, '?search=zeta&kind=message&channel=email');
      expect(emailMessages.templates.map((t) => t.name)).toEqual([names[0]]);
    });

    it('sorts by name, creation and update time, both ways', async () => {
      const byNameDesc = await listed(api, '?search=zeta&sortBy=name&sortDirection=desc');
      expect(byNameDesc.templates.map((t) => t.name)).toEqual([names[3], names[2], names[1], names[0]]);
      expect(byNameDesc.pagination).toMatchObject({ sortBy: 'name', sortDirection: 'desc' });
      const byCreated = await listed(api, '?search=zeta&sortBy=createdAt&sortDirection=desc');
      expect(byCreated.templates.map((t) => t.id)).toEqual([...made].reverse().map((t) => t.id));

      const response = await api.call({
        method: 'PUT',
        url: `/api/templates/${made[0]!.id}`,
        as: OPERATOR,
        body: { ...INVITATION, name: names[0] },
      });
      expect(response.statusCode).toBe(200);
      const byUpdated = await listed(api, '?search=zeta&sortBy=updatedAt&sortDirection=desc');
      expect(byUpdated.templates.map((t) => t.id)).toEqual(
        [made[0], made[3], made[2], made[1]].map((t) => t!.id),
      );
      const byUpdatedAsc = await listed(api, '?search=zeta&sortBy=updatedAt');
      expect(byUpdatedAsc.templates.map((t) => t.id)).toEqual(
        [made[1], made[2], made[3], made[0]].map((t) => t!.id),
      );
    });

    it('pages with offset and limit, echoing them with the total', async () => {
      const first = await listed(api, '?search=zeta&limit=3');
      expect(first.templates.map((t) => t.name)).toEqual([names[0], names[1], names[2]]);
      expect(first.pagination).toEqual({
        total: 4,
        offset: 0,
        limit: 3,
        sortBy: 'name',
        sortDirection: 'asc',
      });
      const second = await listed(api, '?search=zeta&limit=3&offset=3');
      expect(second.templates.map((t) => t.name)).toEqual([names[3]]);
      expect(second.pagination).toEqual({
        total: 4,
        offset: 3,
        limit: 3,
        sortBy: 'name',
        sortDirection: 'asc',
      });
      const past = await listed(api, '?search=zeta&offset=10');
      expect(past.templates).toEqual([]);
      expect(past.pagination.total).toBe(4);
    });

    it('refuses query values outside the contract with 400', async () => {
      expectProblem(await list(api, '?limit=0'), 'validation_failed', 400);
      expectProblem(await list(api, '?limit=101'), 'validation_failed', 400);
      expectProblem(await list(api, '?sortBy=body'), 'validation_failed', 400);
      expectProblem(await list(api, '?channel=sms'), 'validation_failed', 400);
    });
  });

  describe('demo data', () => {
    it('São Paulo holds the seeded invitation, reminder and ballot; Rio’s template is not among them', async () => {
      const page = await listed(api, '?limit=100', ADMIN);
      const seeded = DEMO_COMPANY.templates;
      const saoPaulo = seeded.filter((t) => t.workspaceId === demo.saoPaulo.id).map((t) => t.id);
      const elsewhere = seeded.filter((t) => t.workspaceId !== demo.saoPaulo.id).map((t) => t.id);
      const ids = page.templates.map((t) => t.id);
      expect(saoPaulo.length).toBeGreaterThanOrEqual(3);
      expect(ids).toEqual(expect.arrayContaining(saoPaulo));
      for (const id of elsewhere) expect(ids).not.toContain(id);
      const invitation = page.templates.find((t) => t.id === saoPaulo[0]);
      expect(invitation?.placeholders).toEqual(['votacao', 'nome', 'empresa', 'prazo', 'link']);
    });
  });
});
