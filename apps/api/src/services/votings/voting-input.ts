import type { FieldError, VotingInput } from '@backoffice/api-client';
import type { TenantTransaction } from '../../db/tenant.ts';
import { fieldRefusal } from '../refusal.ts';

// A create/update body checked and cleaned beyond what the contract's schema says: blank texts, the opening before
// the deadline, and a ballot template that is a `ballot` template of the workspace.

export interface ItemContent {
  /** An existing item kept (update of a draft), else undefined. */
  id: string | undefined;
  title: string;
  description: string;
}

export interface VotingContent {
  title: string;
  description: string;
  kind: VotingInput['kind'];
  weighting: VotingInput['weighting'];
  requiresSupportDocument: boolean;
  ballotTemplateId: string | null;
  opensAt: Date | null;
  deadline: Date;
  items: ItemContent[];
}

const clean = (text: string) => text.normalize('NFC').trim();

/**
 * The input as stored. Blank title or item title: 400 `validation_failed` (as an empty one); an opening at or after
 * the deadline: 422 `unprocessable` on `opensAt`.
 */
export function prepareVotingInput(input: VotingInput): VotingContent {
  const content: VotingContent = {
    title: clean(input.title),
    description: (input.description ?? '').normalize('NFC').trim(),
    kind: input.kind,
    weighting: input.weighting,
    requiresSupportDocument: input.requiresSupportDocument,
    ballotTemplateId: input.ballotTemplateId,
    opensAt: input.opensAt === null ? null : new Date(input.opensAt),
    deadline: new Date(input.deadline),
    items: input.items.map((item) => ({
      id: item.id,
      title: clean(item.title),
      description: (item.description ?? '').normalize('NFC').trim(),
    })),
  };
  const blank: FieldError[] = [];
  if (!content.title) blank.push({ field: 'title', code: 'minLength', params: { limit: 1 } });
  content.items.forEach((item, index) => {
    if (!item.title) blank.push({ field: `items/${index}/title`, code: 'minLength', params: { limit: 1 } });
  });
  if (blank.length) throw fieldRefusal('validation_failed', blank, 'Blank title');
  if (content.opensAt && content.opensAt.getTime() >= content.deadline.getTime()) {
    throw fieldRefusal(
      'unprocessable',
      [{ field: 'opensAt', code: 'after_deadline' }],
      'Opens after the deadline',
    );
  }
  return content;
}

/** The template's id and name when it is a ballot template of the workspace; else 422 on `ballotTemplateId`. */
export async function checkBallotTemplate(
  trx: TenantTransaction,
  workspaceId: string,
  templateId: string | null,
): Promise<{ id: string; name: string } | null> {
  if (templateId === null) return null;
  const template = await trx
    .selectFrom('message_templates')
    .select(['id', 'name'])
    .where('workspace_id', '=', workspaceId)
    .where('id', '=', templateId)
    .where('kind', '=', 'ballot')
    .executeTakeFirst();
  if (!template) {
    throw fieldRefusal(
      'unprocessable',
      [{ field: 'ballotTemplateId', code: 'not_found' }],
      'Not a ballot template of this workspace',
    );
  }
  return template;
}
