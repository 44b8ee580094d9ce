import { sql } from 'kysely';
import type {
  FieldError,
  MessageTemplate,
  MessageTemplateInput,
  MessageTemplatePreview,
  MessageTemplatePreviewRequest,
  Pagination,
  TemplateChannel,
  TemplateKind,
} from '@backoffice/api-client';
import {
  fillPlaceholders,
  findPlaceholders,
  placeholdersFor,
  samplePlaceholderValues,
  templateIssues,
  type TemplateDraft,
} from '@backoffice/domain';
import { fieldRefusal } from './refusal.ts';
import { effectiveStatusSql } from './votings/voting-status.ts';
import { countRows, orderByName, whereEveryWord, type SortDirection } from '../db/search.ts';
import type { TenantTransaction } from '../db/tenant.ts';
import type { MessageTemplatesTable } from '../db/schema.ts';
import { escapeHtml, sanitizeEmailHtml } from './sanitize-html.ts';
import { toIso } from '../db/timestamps.ts';

// Message templates of one workspace. Every function runs inside withWorkspace(…) (row-level security hides the
// rows of other companies and workspaces) and still names the workspace in its queries.

/** A template as it is stored: cleaned, sanitized, its placeholders listed. */
export interface TemplateContent {
  name: string;
  kind: TemplateKind;
  channel: TemplateChannel;
  subject: string | null;
  body: string;
  placeholders: string[];
}

/** A subject is one line of plain text: line breaks and tabs (header injection at sending) become spaces. */
function cleanSubject(subject: string | null): string | null {
  const text = subject?.replace(/[\r\n\t\v\f]+/g, ' ').trim();
  return text ? text : null;
}

/**
 * The draft the rules see and the store keeps: a WhatsApp template has no subject (one sent anyway — left over
 * from switching the editor's channel — is ignored, as the domain rules ignore it); an e-mail body is sanitized
 * HTML; a WhatsApp body is plain text, kept exactly (line breaks included).
 */
function cleanDraft(draft: TemplateDraft): TemplateDraft {
  const email = draft.channel === 'email';
  return {
    kind: draft.kind,
    channel: draft.channel,
    subject: email ? cleanSubject(draft.subject) : null,
    body: email ? sanitizeEmailHtml(draft.body) : draft.body,
  };
}

function placeholdersOf(draft: TemplateDraft): string[] {
  return findPlaceholders([draft.subject ?? '', draft.body].join('\n'));
}

/**
 * Checks and cleans a create/update body. A blank name or a body that is blank (or left empty by sanitizing) is
 * 400 `validation_failed` like an empty one; a broken placeholder rule is 422 `invalid_template` with the errors
 * exactly as templateIssues gives them.
 */
export function prepareTemplate(input: MessageTemplateInput): TemplateContent {
  const name = input.name.normalize('NFC').trim();
  const draft = cleanDraft(input);
  const blank: FieldError[] = [];
  if (!name) blank.push({ field: 'name', code: 'minLength', params: { limit: 1 } });
  if (!draft.body.trim()) blank.push({ field: 'body', code: 'minLength', params: { limit: 1 } });
  if (blank.length) throw fieldRefusal('validation_failed', blank, 'Blank name or body');
  const issues = templateIssues(draft);
  if (issues.length) throw fieldRefusal('invalid_template', issues, 'The template breaks placeholder rules');
  return {
    name,
    kind: draft.kind,
    channel: draft.channel,
    subject: draft.subject,
    body: draft.body,
    placeholders: placeholdersOf(draft),
  };
}

/**
 * The template rendered with sample data: the body sanitized (e-mail), every placeholder its kind may use filled
 * (HTML-escaped in an e-mail body, as is in a subject or a WhatsApp text); unknown ones stay as written. Rule
 * violations come back as `errors`, never as a failure. `samples`: the catalogue's (tests pass their own).
 */
export function previewTemplate(
  request: MessageTemplatePreviewRequest,
  samples: Readonly<Record<string, string>> = samplePlaceholderValues(),
): MessageTemplatePreview {
  const draft = cleanDraft(request);
  const values = Object.fromEntries(placeholdersFor(draft.kind).map((p) => [p.name, samples[p.name] ?? '']));
  const email = draft.channel === 'email';
  return {
    subject: draft.subject === null ? null : fillPlaceholders(draft.subject, values),
    body: email ? fillPlaceholders(draft.body, values, escapeHtml) : fillPlaceholders(draft.body, values),
    placeholders: placeholdersOf(draft),
    errors: templateIssues(draft),
  };
}

type TemplateRow = Omit<MessageTemplatesTable, 'id' | 'created_at' | 'updated_at'> & {
  id: string;
  created_at: Date | string;
  updated_at: Date | string;
};

function toTemplate(row: TemplateRow): MessageTemplate {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind,
    channel: row.channel,
    subject: row.subject,
    body: row.body,
    placeholders: row.placeholders,
    createdAt: toIso(row.created_at),
    updatedAt: toIso(row.updated_at),
  };
}

const COLUMNS = [
  'id',
  'company_id',
  'workspace_id',
  'name',
  'kind',
  'channel',
  'subject',
  'body',
  'placeholders',
  'created_by',
  'created_at',
  'updated_at',
] as const;

export async function loadTemplate(
  trx: TenantTransaction,
  workspaceId: string,
  templateId: string,
): Promise<MessageTemplate | undefined> {
  const row = await trx
    .selectFrom('message_templates')
    .select(COLUMNS)
    .where('workspace_id', '=', workspaceId)
    .where('id', '=', templateId)
    .executeTakeFirst();
  return row && toTemplate(row);
}

/** Whether the workspace has the template, locking its row for the rest of the transaction. */
export async function lockTemplate(
  trx: TenantTransaction,
  workspaceId: string,
  templateId: string,
): Promise<boolean> {
  const row = await trx
    .selectFrom('message_templates')
    .select('id')
    .where('workspace_id', '=', workspaceId)
    .where('id', '=', templateId)
    .forUpdate()
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertTemplate(
  trx: TenantTransaction,
  owner: { companyId: string; workspaceId: string; userId: string },
  content: TemplateContent,
): Promise<MessageTemplate> {
  const row = await trx
    .insertInto('message_templates')
    .values({
      company_id: owner.companyId,
      workspace_id: owner.workspaceId,
      created_by: owner.userId,
      ...content,
    })
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
  return toTemplate(row);
}

export async function updateTemplate(
  trx: TenantTransaction,
  workspaceId: string,
  templateId: string,
  content: TemplateContent,
): Promise<MessageTemplate | undefined> {
  const row = await trx
    .updateTable('message_templates')
    // clock_timestamp(), not now(): the time of the change, even in a long transaction.
    .set({ ...content, updated_at: sql<Date>`clock_timestamp()` })
    .where('workspace_id', '=', workspaceId)
    .where('id', '=', templateId)
    .returning(COLUMNS)
    .executeTakeFirst();
  return row && toTemplate(row);
}

/** How many of the votings using a template its refused deletion names. */
export const TEMPLATE_IN_USE_NAMED = 20;

export async function deleteTemplate(
  trx: TenantTransaction,
  workspaceId: string,
  templateId: string,
): Promise<boolean> {
  // A voting's ballot: its invitations and reminders are rendered from it (the foreign key refuses it too; this
  // says so in words instead of a 500, naming the votings so the operator knows where to look).
  const usedBy = await trx
    .selectFrom('votings as v')
    .select(['v.id', 'v.title', effectiveStatusSql('v', new Date()).as('status')])
    .where('v.ballot_template_id', '=', templateId)
    .orderBy('v.title')
    .orderBy('v.id')
    .limit(TEMPLATE_IN_USE_NAMED)
    .execute();
  // A communication's template (issue 20): its messages are written from it when they are sent.
  const communications = await trx
    .selectFrom('communications')
    .select(['id', 'name', 'status'])
    .where('template_id', '=', templateId)
    .orderBy('name')
    .orderBy('id')
    .limit(TEMPLATE_IN_USE_NAMED)
    .execute();
  if (usedBy.length || communications.length) {
    throw fieldRefusal('template_in_use', [
      ...usedBy.map((voting) => ({
        field: 'ballotTemplateId',
        code: 'template_in_use',
        params: { votingId: voting.id, title: voting.title, status: voting.status },
      })),
      ...communications.map((communication) => ({
        field: 'templateId',
        code: 'template_in_use',
        params: {
          communicationId: communication.id,
          title: communication.name,
          status: communication.status,
        },
      })),
    ]);
  }
  const result = await trx
    .deleteFrom('message_templates')
    .where('workspace_id', '=', workspaceId)
    .where('id', '=', templateId)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

export interface TemplateListQuery {
  search?: string;
  channel?: TemplateChannel;
  kind?: TemplateKind;
  sortBy?: 'name' | 'createdAt' | 'updatedAt';
  sortDirection?: SortDirection;
  offset?: number;
  limit?: number;
}

/**
 * One page of the workspace's templates: `search` matches the name ignoring case and accents, every word
 * anywhere; `channel`/`kind` filter; sorted by name (folded, so 'Ágil' sits with 'agenda'), creation or update
 * time, then by id so pages never overlap.
 */
export async function listTemplates(
  trx: TenantTransaction,
  workspaceId: string,
  query: TemplateListQuery,
): Promise<{ templates: MessageTemplate[]; pagination: Pagination }> {
  const sortBy = query.sortBy ?? 'name';
  const sortDirection = query.sortDirection ?? 'asc';
  const offset = query.offset ?? 0;
  const limit = query.limit ?? 20;

  let base = trx.selectFrom('message_templates').where('workspace_id', '=', workspaceId);
  if (query.channel) base = base.where('channel', '=', query.channel);
  if (query.kind) base = base.where('kind', '=', query.kind);
  base = whereEveryWord(base, query.search, ['name']);
  const total = await countRows(base);

  let page = base.select(COLUMNS);
  // Unlike users and workspaces, a date sort breaks its ties by the id alone (the templates' rule as written and
  // tested); changing it would reorder templates saved in the same transaction.
  if (sortBy === 'name') page = orderByName(page, 'name', sortDirection);
  else page = page.orderBy(sortBy === 'createdAt' ? 'created_at' : 'updated_at', sortDirection);
  const rows = await page.orderBy('id').offset(offset).limit(limit).execute();

  return {
    templates: rows.map(toTemplate),
    pagination: { total, offset, limit, sortBy, sortDirection },
  };
}
