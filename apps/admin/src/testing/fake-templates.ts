import type {
  FieldError,
  MessageTemplate,
  MessageTemplateInput,
  MessageTemplatePreview,
  MessageTemplatePreviewRequest,
  Pagination,
} from '@backoffice/api-client';
import { http, refusal, refuse, type Refusal } from '@backoffice/api-client/testing';
import { PROBLEMS } from '@backoffice/api-client';
import { delay } from 'msw';
import {
  fillPlaceholders,
  findPlaceholders,
  normalizeForSearch,
  placeholdersFor,
  samplePlaceholderValues,
  templateIssues,
} from '@backoffice/domain';
import { demoWorkspaces } from './demo-data';
import { callerOf, fakeState, type FeatureHandlers } from './fake-feature';
import type { FakeApiOptions } from './fake-network';

// The message templates of the contract (listTemplates, getTemplate, createTemplate, updateTemplate,
// deleteTemplate, previewTemplate), answered from memory like the server, after the contract gate (contract-gate.ts:
// templates.manage to write, the contract's validation): only the current workspace's templates are seen, and the
// shared placeholder rules of @backoffice/domain refuse a broken template (422 invalid_template with `errors`).
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

const fail = <S extends number>(
  status: S,
  code: 'invalid_template' | 'not_found' | 'internal',
  errors?: FieldError[],
) => refusal(status, code, PROBLEMS[code].title, errors);

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

function listAnswer(
  state: TemplatesFakeState,
  workspaceId: string,
  url: URL,
): { templates: MessageTemplate[]; pagination: Pagination } {
  // The contract gate validated the query (contract-gate.ts); what is absent takes the contract's defaults.
  const query = url.searchParams;
  const offset = Number(query.get('offset') ?? 0);
  const limit = Number(query.get('limit') ?? 20);
  const sortBy = query.get('sortBy') ?? 'name';
  const sortDirection = query.get('sortDirection') ?? 'asc';
  const channel = query.get('channel');
  const kind = query.get('kind');

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
  return {
    templates: found.slice(offset, offset + limit).map(toTemplate),
    pagination: {
      total: found.length,
      offset,
      limit,
      sortBy,
      sortDirection: sortDirection as 'asc' | 'desc',
    },
  };
}

function toTemplate({ workspaceId: _, ...template }: FakeTemplateRow): MessageTemplate {
  return template;
}

/** The rules after the contract's for create/update: a 422 or 500 refusal, or null when it may be stored. */
function saveRefusal(state: TemplatesFakeState, input: MessageTemplateInput): Refusal<422 | 500> | null {
  if (state.failSave) return fail(500, 'internal');
  if (state.rejectSave) {
    const errors = state.rejectSave;
    delete state.rejectSave;
    return fail(422, 'invalid_template', errors);
  }
  const issues = templateIssues(input);
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

/** The fake's switch for the screens' error states: every templates call answers 500. */
const failing = (state: TemplatesFakeState): Refusal<500> | undefined =>
  state.fail ? fail(500, 'internal') : undefined;

/** The current workspace's template `templateId` names (its index in the rows), or the refusal. */
function rowIndex(
  state: TemplatesFakeState,
  options: FakeApiOptions,
  templateId: string,
): number | Refusal<404> {
  const workspaceId = callerOf(options).currentWorkspaceId ?? '';
  const index = state.rows.findIndex((r) => r.id === templateId && r.workspaceId === workspaceId);
  return index < 0 ? fail(404, 'not_found') : index;
}

export const templatesHandlers: FeatureHandlers = (options) => [
  http.post('/templates/preview', async ({ request, response }) => {
    const state = fakeTemplates(options);
    const refused = failing(state);
    if (refused) return refuse(response, refused);
    if (state.failPreview) return refuse(response, fail(500, 'internal'));
    return response(200).json(preview(await request.json()));
  }),
  http.get('/templates', ({ request, response }) => {
    const state = fakeTemplates(options);
    const refused = failing(state);
    if (refused) return refuse(response, refused);
    if (state.listPending) return delay('infinite');
    if (state.failList) return refuse(response, fail(500, 'internal'));
    return response(200).json(
      listAnswer(state, callerOf(options).currentWorkspaceId ?? '', new URL(request.url)),
    );
  }),
  http.post('/templates', async ({ request, response }) => {
    const state = fakeTemplates(options);
    const refused = failing(state);
    if (refused) return refuse(response, refused);
    const body = await request.json();
    const rejected = saveRefusal(state, body);
    if (rejected) return refuse(response, rejected);
    const now = new Date().toISOString();
    state.nextId = (state.nextId ?? 100) + 1;
    const created: FakeTemplateRow = {
      id: templateId(state.nextId),
      ...stored(body),
      createdAt: now,
      updatedAt: now,
      workspaceId: callerOf(options).currentWorkspaceId ?? '',
    };
    state.rows.push(created);
    return response(201).json({ template: toTemplate(created) });
  }),
  http.get('/templates/{templateId}', ({ params, response }) => {
    const state = fakeTemplates(options);
    const refused = failing(state);
    if (refused) return refuse(response, refused);
    const index = rowIndex(state, options, params.templateId);
    if (typeof index !== 'number') return refuse(response, index);
    return response(200).json({ template: toTemplate(state.rows[index]!) });
  }),
  http.put('/templates/{templateId}', async ({ params, request, response }) => {
    const state = fakeTemplates(options);
    const refused = failing(state);
    if (refused) return refuse(response, refused);
    const index = rowIndex(state, options, params.templateId);
    if (typeof index !== 'number') return refuse(response, index);
    const body = await request.json();
    const rejected = saveRefusal(state, body);
    if (rejected) return refuse(response, rejected);
    const updated: FakeTemplateRow = {
      ...state.rows[index]!,
      ...stored(body),
      updatedAt: new Date().toISOString(),
    };
    state.rows[index] = updated;
    return response(200).json({ template: toTemplate(updated) });
  }),
  http.delete('/templates/{templateId}', ({ params, response }) => {
    const state = fakeTemplates(options);
    const refused = failing(state);
    if (refused) return refuse(response, refused);
    const index = rowIndex(state, options, params.templateId);
    if (typeof index !== 'number') return refuse(response, index);
    state.rows.splice(index, 1);
    return response(204).empty();
  }),
];
