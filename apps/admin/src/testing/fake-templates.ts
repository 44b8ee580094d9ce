import type {
  FieldError,
  MessageTemplate,
  MessageTemplateInput,
  MessageTemplatePreview,
  MessageTemplatePreviewRequest,
} from '@backoffice/api-client';
import {
  can,
  fillPlaceholders,
  findPlaceholders,
  normalizeForSearch,
  placeholdersFor,
  samplePlaceholderValues,
  templateIssues,
} from '@backoffice/domain';
import { demoWorkspaces } from './demo-data';
import { fakeState, type FakeCall, type FakeFeature } from './fake-feature';
import type { FakeApiOptions } from './fake-network';
import { json, problem } from './fake-responses';

// The message templates of the contract (listTemplates, getTemplate, createTemplate, updateTemplate,
// deleteTemplate, previewTemplate), answered from memory like the server: only the current workspace's templates
// are seen, templates.manage is needed to write, bodies are validated (400 validation_failed) and the shared
// placeholder rules of @backoffice/domain refuse a broken template (422 invalid_template with `errors`).
//
// Unlike the server, the fake does NOT sanitize e-mail HTML: what is saved and previewed is the body as typed.
// The preview only HTML-escapes the sample values it fills in, as the server does.

/** A stored template and the workspace it belongs to. */
export interface FakeTemplateRow extends MessageTemplate {
  workspaceId: string;
}

export interface TemplatesFakeState {
  rows: FakeTemplateRow[];
  /** Every templates call answers 500 (the error states of the screens). */
  fail?: boolean;
  /** Only the list answers 500. */
  failList?: boolean;
  /** Only the preview answers 500. */
  failPreview?: boolean;
  /** Creating or updating answers 500. */
  failSave?: boolean;
  /** The next create or update answers 422 invalid_template with these errors (a rule the editor cannot know). */
  rejectSave?: FieldError[];
  /** The list never answers (its loading state). */
  listPending?: boolean;
  /** Creates the next id (deterministic in tests). */
  nextId?: number;
}

const STATE_KEY = 'templates';
const [saoPaulo, rio] = demoWorkspaces.map((workspace) => workspace.id) as [string, string];

export const templateId = (n: number) => `c0000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

function row(
  n: number,
  fields: Pick<MessageTemplate, 'name' | 'kind' | 'channel' | 'subject' | 'body'>,
  updatedAt: string,
  workspaceId = saoPaulo,
): FakeTemplateRow {
  return {
    id: templateId(n),
    ...fields,
    placeholders: usedPlaceholders(fields.subject, fields.body),
    createdAt: '2026-01-15T12:00:00.000Z',
    updatedAt,
    workspaceId,
  };
}

/** The demo templates: four in the first demo workspace (the session's current one), one in another. */
export function demoTemplates(): FakeTemplateRow[] {
  return [
    row(
      1,
      {
        name: 'Convite para votação',
        kind: 'message',
        channel: 'email',
        subject: 'Convite: {{votacao}}',
        body: '<p>Olá, {{nome}}.</p><p>Vote até {{prazo}}: <a href="{{link}}">abrir a cédula</a>.</p>',
      },
      '2026-03-02T14:30:00.000Z',
    ),
    row(
      2,
      {
        name: 'Lembrete por WhatsApp',
        kind: 'message',
        channel: 'whatsapp',
        subject: null,
        body: 'Olá, {{nome}}! Faltam poucos dias para votar em {{votacao}}.\nAcesse: {{link}}',
      },
      '2026-02-20T09:00:00.000Z',
    ),
    row(
      3,
      {
        name: 'Cédula padrão',
        kind: 'ballot',
        channel: 'email',
        subject: 'Cédula: {{votacao}}',
        body: '<h1>{{votacao}}</h1><p>{{nome}}, estes são os itens em votação:</p><p>{{itens}}</p>',
      },
      '2026-01-28T18:45:00.000Z',
    ),
    row(
      4,
      {
        name: 'Aviso de encerramento',
        kind: 'message',
        channel: 'email',
        subject: 'A votação {{votacao}} termina em {{prazo}}',
        body: '<p>{{nome}}, a votação da {{empresa}} termina em {{prazo}}.</p>',
      },
      '2026-03-10T11:15:00.000Z',
    ),
    row(
      5,
      {
        name: 'Comunicado do Rio',
        kind: 'message',
        channel: 'whatsapp',
        subject: null,
        body: 'Olá, {{nome}}!',
      },
      '2026-02-01T10:00:00.000Z',
      rio,
    ),
  ];
}

/** The fake's state for a story or test: `{ state: templatesFakeState({ rows: [] }) }` gives an empty list. */
export function templatesFakeState(
  overrides: Partial<TemplatesFakeState> = {},
): Record<string, TemplatesFakeState> {
  return { [STATE_KEY]: { rows: demoTemplates(), ...overrides } };
}

/** The rows a fake network holds now (created on first use). */
export function fakeTemplates(options: FakeApiOptions): TemplatesFakeState {
  return fakeState<TemplatesFakeState>(options, STATE_KEY, () => ({ rows: demoTemplates() }));
}

function usedPlaceholders(subject: string | null, body: string): string[] {
  return [...new Set([...findPlaceholders(subject ?? ''), ...findPlaceholders(body)])];
}

const TITLES = {
  validation_failed: 'Requisição inválida',
  invalid_template: 'O modelo tem erros',
  not_found: 'Não encontrado',
  forbidden: 'Acesso não autorizado',
  internal: 'Tivemos um problema, contate o administrador',
} as const;

const fail = (status: number, code: keyof typeof TITLES, errors?: FieldError[]) =>
  problem(status, code, TITLES[code], errors);

const KINDS = ['message', 'ballot'];
const CHANNELS = ['email', 'whatsapp'];

/** The contract's schema checks of MessageTemplateInput / MessageTemplatePreviewRequest, as Ajv reports them. */
function schemaErrors(body: unknown, isPreview: boolean): FieldError[] {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return [{ field: '', code: 'type' }];
  const input = body as Record<string, unknown>;
  const errors: FieldError[] = [];
  const required = isPreview
    ? ['kind', 'channel', 'subject', 'body']
    : ['name', 'kind', 'channel', 'subject', 'body'];
  for (const key of Object.keys(input))
    if (!required.includes(key))
      errors.push({ field: '', code: 'additionalProperties', params: { additionalProperty: key } });
  for (const key of required)
    if (!(key in input)) errors.push({ field: key, code: 'required', params: { missingProperty: key } });
  const text = (key: string, min: number, max: number, nullable = false) => {
    if (!(key in input)) return;
    const value = input[key];
    if (value === null && nullable) return;
    if (typeof value !== 'string') return errors.push({ field: key, code: 'type' });
    if (value.length < min) errors.push({ field: key, code: 'minLength', params: { limit: min } });
    if (value.length > max) errors.push({ field: key, code: 'maxLength', params: { limit: max } });
  };
  if (!isPreview) text('name', 1, 120);
  text('subject', 0, 200, true);
  text('body', isPreview ? 0 : 1, 100_000);
  if ('kind' in input && !KINDS.includes(input.kind as string)) errors.push({ field: 'kind', code: 'enum' });
  if ('channel' in input && !CHANNELS.includes(input.channel as string))
    errors.push({ field: 'channel', code: 'enum' });
  return errors;
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function preview(request: MessageTemplatePreviewRequest): MessageTemplatePreview {
  // Only the kind's placeholders get a sample: any other stays as written, so the mistake shows.
  const allowed = new Set(placeholdersFor(request.kind).map((p) => p.name));
  const samples = Object.fromEntries(
    Object.entries(samplePlaceholderValues()).filter(([name]) => allowed.has(name)),
  );
  const isEmail = request.channel === 'email';
  return {
    subject: isEmail ? fillPlaceholders(request.subject ?? '', samples) : null,
    // No sanitizing here (the server's job): only the samples are escaped into the HTML.
    body: fillPlaceholders(request.body, samples, isEmail ? escapeHtml : undefined),
    placeholders: usedPlaceholders(isEmail ? request.subject : null, request.body),
    errors: templateIssues(request).map(({ field, code, params }) => ({
      field,
      code,
      ...(params ? { params } : {}),
    })),
  };
}

function listAnswer(state: TemplatesFakeState, workspaceId: string, url: URL): Response {
  const query = url.searchParams;
  const offset = Number(query.get('offset') ?? 0);
  const limit = Number(query.get('limit') ?? 20);
  const sortBy = query.get('sortBy') ?? 'name';
  const sortDirection = query.get('sortDirection') ?? 'asc';
  const errors: FieldError[] = [];
  if (!Number.isInteger(offset) || offset < 0) errors.push({ field: 'offset', code: 'minimum' });
  if (!Number.isInteger(limit) || limit < 1 || limit > 100) errors.push({ field: 'limit', code: 'maximum' });
  if (!['name', 'createdAt', 'updatedAt'].includes(sortBy)) errors.push({ field: 'sortBy', code: 'enum' });
  if (!['asc', 'desc'].includes(sortDirection)) errors.push({ field: 'sortDirection', code: 'enum' });
  const channel = query.get('channel');
  const kind = query.get('kind');
  if (channel && !CHANNELS.includes(channel)) errors.push({ field: 'channel', code: 'enum' });
  if (kind && !KINDS.includes(kind)) errors.push({ field: 'kind', code: 'enum' });
  if (errors.length) return fail(400, 'validation_failed', errors);

  const words = normalizeForSearch(query.get('search') ?? '')
    .split(/\s+/)
    .filter(Boolean);
  const found = state.rows
    .filter((r) => r.workspaceId === workspaceId)
    .filter((r) => (!channel || r.channel === channel) && (!kind || r.kind === kind))
    .filter((r) => words.every((word) => normalizeForSearch(r.name).includes(word)))
    .sort((a, b) => {
      const order =
        sortBy === 'name'
          ? a.name.localeCompare(b.name, 'pt-BR')
          : a[sortBy as 'createdAt' | 'updatedAt'].localeCompare(b[sortBy as 'createdAt' | 'updatedAt']);
      return (sortDirection === 'desc' ? -order : order) || a.id.localeCompare(b.id);
    });
  return json(200, {
    templates: found.slice(offset, offset + limit).map(toTemplate),
    pagination: { total: found.length, offset, limit, sortBy, sortDirection },
  });
}

function toTemplate({ workspaceId: _, ...template }: FakeTemplateRow): MessageTemplate {
  return template;
}

/** Validates an input for create/update: a 400, 422 or 500 response, or null when it may be stored. */
function refuse(state: TemplatesFakeState, body: unknown): Response | null {
  if (state.failSave) return fail(500, 'internal');
  if (state.rejectSave) {
    const errors = state.rejectSave;
    delete state.rejectSave;
    return fail(422, 'invalid_template', errors);
  }
  const errors = schemaErrors(body, false);
  if (errors.length) return fail(400, 'validation_failed', errors);
  const issues = templateIssues(body as MessageTemplateInput);
  if (issues.length) return fail(422, 'invalid_template', issues);
  return null;
}

/** What is stored of an input: a WhatsApp template has no subject. */
function stored(input: MessageTemplateInput) {
  const subject = input.channel === 'email' ? input.subject : null;
  return {
    name: input.name,
    kind: input.kind,
    channel: input.channel,
    subject,
    body: input.body,
    placeholders: usedPlaceholders(subject, input.body),
  };
}

/** A 200 whose body never arrives: the screen stays in its loading state. */
const pending = () =>
  new Response(new ReadableStream({ start: () => undefined }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });

export const templatesFake: FakeFeature = ({ options, request, path, body, user }: FakeCall) => {
  if (path !== '/templates' && !path.startsWith('/templates/')) return undefined;
  const state = fakeTemplates(options);
  if (state.fail) return fail(500, 'internal');
  const workspaceId = user.currentWorkspaceId ?? '';
  const method = request.method;
  const writes = method !== 'GET' && path !== '/templates/preview';
  if (writes && !can(user.role, 'templates.manage')) return fail(403, 'forbidden');

  if (path === '/templates/preview') {
    if (method !== 'POST') return undefined;
    if (state.failPreview) return fail(500, 'internal');
    const errors = schemaErrors(body, true);
    if (errors.length) return fail(400, 'validation_failed', errors);
    return json(200, preview(body as MessageTemplatePreviewRequest));
  }

  if (path === '/templates') {
    if (method === 'GET') {
      if (state.listPending) return pending();
      if (state.failList) return fail(500, 'internal');
      return listAnswer(state, workspaceId, new URL(request.url));
    }
    if (method === 'POST') {
      const refused = refuse(state, body);
      if (refused) return refused;
      const input = body as MessageTemplateInput;
      const now = new Date().toISOString();
      state.nextId = (state.nextId ?? 100) + 1;
      const created: FakeTemplateRow = {
        id: templateId(state.nextId),
        ...stored(input),
        createdAt: now,
        updatedAt: now,
        workspaceId,
      };
      state.rows.push(created);
      return json(201, { template: toTemplate(created) });
    }
    return undefined;
  }

  const id = path.slice('/templates/'.length);
  if (!/^[0-9a-f-]{36}$/i.test(id))
    return fail(400, 'validation_failed', [{ field: 'templateId', code: 'format' }]);
  const index = state.rows.findIndex((r) => r.id === id && r.workspaceId === workspaceId);
  if (index < 0) return method === 'GET' || writes ? fail(404, 'not_found') : undefined;
  const current = state.rows[index]!;
  if (method === 'GET') return json(200, { template: toTemplate(current) });
  if (method === 'PUT') {
    const refused = refuse(state, body);
    if (refused) return refused;
    const input = body as MessageTemplateInput;
    const updated: FakeTemplateRow = {
      ...current,
      ...stored(input),
      updatedAt: new Date().toISOString(),
    };
    state.rows[index] = updated;
    return json(200, { template: toTemplate(updated) });
  }
  if (method === 'DELETE') {
    state.rows.splice(index, 1);
    return new Response(null, { status: 204 });
  }
  return undefined;
};
