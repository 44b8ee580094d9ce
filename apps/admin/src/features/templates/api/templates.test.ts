import { describe, expect, it } from 'vitest';
import { ApiError } from '@backoffice/api-client';
import { setSignedIn } from '@admin/stores/auth';
import { demoUser } from '@admin/testing/demo-data';
import { installFakeApi } from '@admin/testing/fake-api';
import { templateId } from '@admin/testing/fake-templates';
import { fakeIdToken } from '@admin/testing/tokens';
import { deleteTemplate, getTemplate, listTemplates, previewTemplate, saveTemplate } from './templates';

// The calls of the templates screens against the fake network, which must answer as the contract says (the
// screens' tests rely on it): workspace scope, roles, 400 validation_failed and 422 invalid_template with errors.

function as(role: 'OPERATOR' | 'OBSERVER') {
  const user = demoUser(role);
  setSignedIn(fakeIdToken(user.email));
  localStorage.setItem('user-token', fakeIdToken(user.email));
  return installFakeApi({ user });
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

const input = {
  name: 'Aviso',
  kind: 'message' as const,
  channel: 'email' as const,
  subject: 'Aviso da {{empresa}}',
  body: '<p>{{nome}}</p>',
};

describe('templates calls on the fake network', () => {
  it("lists only the current workspace's templates, paged, with the contract's pagination", async () => {
    as('OBSERVER');
    const page = await listTemplates({ limit: 2, offset: 0, sortBy: 'name', sortDirection: 'desc' });
    expect(page.templates.map((t) => t.name)).toEqual(['Lembrete por WhatsApp', 'Convite para votação']);
    expect(page.pagination).toEqual({ total: 4, offset: 0, limit: 2, sortBy: 'name', sortDirection: 'desc' });
    expect(await getTemplate(templateId(1))).toMatchObject({
      placeholders: ['votacao', 'nome', 'prazo', 'link'],
    });
    expect((await failure(getTemplate(templateId(5)))).status).toBe(404);
  });

  it('creates, updates and deletes for OPERATOR; refuses OBSERVER with 403', async () => {
    as('OPERATOR');
    const created = await saveTemplate(input);
    expect(created).toMatchObject({ ...input, placeholders: ['empresa', 'nome'] });
    const updated = await saveTemplate({
      ...input,
      id: created!.id,
      channel: 'whatsapp',
      subject: 'ignored',
    });
    expect(updated).toMatchObject({ channel: 'whatsapp', subject: null, placeholders: ['nome'] });
    await deleteTemplate(created!.id);
    expect((await failure(getTemplate(created!.id))).status).toBe(404);

    as('OBSERVER');
    const refused = await failure(saveTemplate(input));
    expect(refused.status).toBe(403);
    expect(refused.problem?.code).toBe('forbidden');
  });

  it('answers 400 validation_failed for a schema break and 422 invalid_template for a placeholder rule', async () => {
    as('OPERATOR');
    const invalid = await failure(saveTemplate({ ...input, name: '' }));
    expect(invalid.status).toBe(400);
    expect(invalid.problem?.errors).toEqual([{ field: 'name', code: 'minLength', params: { limit: 1 } }]);

    const rules = await failure(
      saveTemplate({ ...input, kind: 'ballot', subject: '', body: 'Olá {{cpf}} {{nome}' }),
    );
    expect(rules.status).toBe(422);
    expect(rules.code).toBe('invalid_template');
    expect(rules.problem?.errors).toEqual([
      { field: 'subject', code: 'subject_required' },
      { field: 'body', code: 'unknown_placeholder', params: { name: 'cpf' } },
      { field: 'body', code: 'malformed_placeholder' },
      { field: 'body', code: 'missing_placeholder', params: { name: 'itens' } },
    ]);
  });

  it('previews with escaped sample data and reports the errors in the answer', async () => {
    as('OBSERVER');
    const preview = await previewTemplate({
      kind: 'message',
      channel: 'email',
      subject: 'Para {{nome}}',
      body: '<p>{{empresa}} {{itens}}</p>',
    });
    expect(preview).toEqual({
      subject: 'Para Maria da Silva',
      body: '<p>Gestora Exemplo S.A. {{itens}}</p>',
      placeholders: ['nome', 'empresa', 'itens'],
      errors: [{ field: 'body', code: 'unknown_placeholder', params: { name: 'itens' } }],
    });
  });
});
