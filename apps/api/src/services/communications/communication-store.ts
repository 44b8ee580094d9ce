import { sql } from 'kysely';
import type {
  Communication,
  CommunicationInput,
  CommunicationStatus,
  Pagination,
} from '@backoffice/api-client';
import {
  canDoCommunicationAction,
  templateChannelOf,
  unfillablePlaceholders,
  type CommunicationAction,
} from '@backoffice/domain';
import { countRows, orderByName, whereEveryWord, type SortDirection } from '../../db/search.ts';
import type { TenantTransaction } from '../../db/tenant.ts';
import { fieldRefusal, Refusal } from '../refusal.ts';
import { communicationsWithCounts, loadCommunication, toCommunication } from './communication-view.ts';

// The communications of one workspace (issue 20): drafts are written here; what each status allows is the domain's
// (communicationStatus.ts). Every function runs inside withWorkspace and still names the workspace.

export interface CommunicationOwner {
  companyId: string;
  workspaceId: string;
  userId: string;
}

export interface CommunicationListQuery {
  search?: string;
  status?: CommunicationStatus;
  sortBy?: 'createdAt' | 'name';
  sortDirection?: SortDirection;
  offset?: number;
  limit?: number;
}

/** One page of the workspace's communications, newest first unless asked otherwise; ties by id. */
export async function listCommunications(
  trx: TenantTransaction,
  workspaceId: string,
  query: CommunicationListQuery,
): Promise<{ communications: Communication[]; pagination: Pagination }> {
  const sortBy = query.sortBy ?? 'createdAt';
  const sortDirection = query.sortDirection ?? (sortBy === 'name' ? 'asc' : 'desc');
  const offset = query.offset ?? 0;
  const limit = query.limit ?? 20;
  let base = trx.selectFrom('communications as c').where('c.workspace_id', '=', workspaceId);
  if (query.status) base = base.where('c.status', '=', query.status);
  base = whereEveryWord(base, query.search, ['c.name']);
  const total = await countRows(base);

  let page = communicationsWithCounts(trx, workspaceId);
  if (query.status) page = page.where('c.status', '=', query.status);
  page = whereEveryWord(page, query.search, ['c.name']);
  page =
    sortBy === 'name'
      ? orderByName(page, 'c.name', sortDirection)
      : page.orderBy('c.created_at', sortDirection);
  const rows = await page.orderBy('c.id').offset(offset).limit(limit).execute();
  return {
    communications: rows.map(toCommunication),
    pagination: { total, offset, limit, sortBy, sortDirection },
  };
}

/** The template a communication names: a message template of the workspace on the plan's first channel. */
export async function checkCommunicationTemplate(
  trx: TenantTransaction,
  workspaceId: string,
  input: CommunicationInput,
): Promise<{ placeholders: string[] }> {
  const template = await trx
    .selectFrom('message_templates')
    .select(['kind', 'channel', 'placeholders'])
    .where('workspace_id', '=', workspaceId)
    .where('id', '=', input.templateId)
    .executeTakeFirst();
  const channel = templateChannelOf(input.channel);
  const code = !template
    ? 'not_found'
    : template.kind !== 'message'
      ? 'template_kind'
      : template.channel !== channel
        ? 'template_channel'
        : null;
  if (code) {
    throw fieldRefusal(
      'unprocessable',
      [{ field: 'templateId', code, params: { channel } }],
      'O modelo precisa ser um modelo de mensagem do canal escolhido',
    );
  }
  const unfillable = unfillablePlaceholders(template!.placeholders, input.parameterizable);
  if (unfillable.length > 0) {
    throw fieldRefusal(
      'unprocessable',
      unfillable.map((name) => ({ field: 'templateId', code: 'placeholder_unavailable', params: { name } })),
      'O modelo usa campos que só uma comunicação parametrizável preenche',
    );
  }
  return { placeholders: template!.placeholders };
}

export async function insertCommunication(
  trx: TenantTransaction,
  owner: CommunicationOwner,
  input: CommunicationInput,
): Promise<Communication> {
  await checkCommunicationTemplate(trx, owner.workspaceId, input);
  const { id } = await trx
    .insertInto('communications')
    .values({
      company_id: owner.companyId,
      workspace_id: owner.workspaceId,
      name: input.name.trim(),
      purpose: input.purpose,
      channel: input.channel,
      template_id: input.templateId,
      parameterizable: input.parameterizable,
      created_by: owner.userId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return (await loadCommunication(trx, owner.workspaceId, id))!;
}

/**
 * Locks the communication's row and checks that `action` is allowed in its status: undefined when it is not in the
 * workspace (404), 409 `invalid_state` when its status does not allow the action.
 */
export async function lockCommunicationFor(
  trx: TenantTransaction,
  workspaceId: string,
  communicationId: string,
  action: CommunicationAction,
) {
  const row = await trx
    .selectFrom('communications')
    .selectAll()
    .where('workspace_id', '=', workspaceId)
    .where('id', '=', communicationId)
    .forUpdate()
    .executeTakeFirst();
  if (row && !canDoCommunicationAction(action, row.status)) {
    throw new Refusal('invalid_state', `Uma comunicação com status ${row.status} não permite esta ação`);
  }
  return row;
}

/**
 * Changes a draft. A parameterizable communication whose template changes (or that stops or starts being one)
 * loses its recipients: their values were read for the other template.
 */
export async function updateCommunication(
  trx: TenantTransaction,
  workspaceId: string,
  communicationId: string,
  input: CommunicationInput,
): Promise<Communication | undefined> {
  const current = await lockCommunicationFor(trx, workspaceId, communicationId, 'edit');
  if (!current) return undefined;
  await checkCommunicationTemplate(trx, workspaceId, input);
  const valuesChange =
    input.parameterizable !== current.parameterizable ||
    (input.parameterizable && input.templateId !== current.template_id);
  if (valuesChange) {
    await trx
      .deleteFrom('communication_recipients')
      .where('communication_id', '=', communicationId)
      .execute();
  }
  await trx
    .updateTable('communications')
    .set({
      name: input.name.trim(),
      purpose: input.purpose,
      channel: input.channel,
      template_id: input.templateId,
      parameterizable: input.parameterizable,
      updated_at: sql<Date>`now()`,
      ...(valuesChange ? { recipient_count: 0, recipients_file_name: null } : {}),
    })
    .where('id', '=', communicationId)
    .execute();
  return loadCommunication(trx, workspaceId, communicationId);
}

/** Deletes a draft with its recipients; false when it is not in the workspace. */
export async function deleteCommunication(
  trx: TenantTransaction,
  workspaceId: string,
  communicationId: string,
): Promise<boolean> {
  if (!(await lockCommunicationFor(trx, workspaceId, communicationId, 'delete'))) return false;
  await trx.deleteFrom('communications').where('id', '=', communicationId).execute();
  return true;
}
