import type { Voting, VotingInput } from '@backoffice/api-client';
import {
  changedVotingFields,
  fixedOncePublished,
  sameVotingItems,
  type VotingEditFacts,
} from '@backoffice/domain';
import type { FakeApiOptions } from '../fake-network';
import { fakeTemplates } from '../fake-templates';
import { newId, type FakeVotingRow } from './rows';
import type { VotingsFakeState } from './state';

// A createVoting/updateVoting body applied to a row, after the checks the server makes beyond the schema: the ballot
// template (a ballot template of the workspace) and, once published, the fields fixed at publication.

/** The ballot template of the input, which must be a ballot template of the workspace (422 otherwise). */
export function ballotOf(options: FakeApiOptions, workspaceId: string, id: string | null) {
  if (id === null) return { ok: true as const, ref: null };
  const template = fakeTemplates(options).rows.find(
    (row) => row.id === id && row.workspaceId === workspaceId && row.kind === 'ballot',
  );
  return template
    ? { ok: true as const, ref: { id: template.id, name: template.name } }
    : { ok: false as const };
}

const editFacts = (voting: Voting | VotingInput): VotingEditFacts => ({
  title: voting.title,
  description: voting.description ?? '',
  kind: voting.kind,
  weighting: voting.weighting,
  requiresSupportDocument: voting.requiresSupportDocument,
  ballotTemplateId:
    'ballotTemplateId' in voting ? voting.ballotTemplateId : (voting.ballotTemplate?.id ?? null),
  opensAt: voting.opensAt,
  deadline: voting.deadline,
});

/** Whether the save changes what is fixed once the voting is published (the domain's rule, as the API asks it). */
export function changesFixedFields(row: FakeVotingRow, input: VotingInput): boolean {
  const items = input.items.map((item) => ({
    id: item.id,
    title: item.title,
    description: item.description ?? '',
  }));
  const changed = changedVotingFields(editFacts(row), editFacts(input));
  return fixedOncePublished(row.status, changed, !sameVotingItems(row.items, items)).length > 0;
}

export function applyInput(
  state: VotingsFakeState,
  row: FakeVotingRow,
  input: VotingInput,
  ref: Voting['ballotTemplate'],
) {
  row.title = input.title;
  row.description = input.description ?? '';
  row.kind = input.kind;
  row.weighting = input.weighting;
  row.requiresSupportDocument = input.requiresSupportDocument;
  row.ballotTemplate = ref;
  row.opensAt = input.opensAt;
  row.deadline = input.deadline;
  row.items = input.items.map((item, index) => ({
    id: item.id && row.items.some((kept) => kept.id === item.id) ? item.id : newId(state, 'e0000000'),
    position: index + 1,
    title: item.title,
    description: item.description ?? '',
  }));
  row.updatedAt = new Date().toISOString();
}
