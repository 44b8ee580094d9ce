import type { VotingStatus } from '@backoffice/api-client';
import { http, refuse, type Refusal, refusalOf } from '@backoffice/api-client/testing';
import { callerOf, type FeatureHandlers } from './fake-feature';
import type { FakeApiOptions } from './fake-network';
import { fakeVotings } from './votings/state';

// deleteTemplate's refusal, answered like the server: a template that is the ballot of votings of the workspace is
// not deleted (409 template_in_use), and the problem names them — up to 20, by title — with their status. Asked
// before the templates fake's delete (fake-handlers.ts); it reads the votings fake's rows.

const NAMED = 20;

function templateInUse(options: FakeApiOptions, templateId: string): Refusal<409> | undefined {
  const user = callerOf(options); // templates.manage: the contract gate checked it
  const using = fakeVotings(options)
    .votings.filter(
      (voting) => voting.workspaceId === user.currentWorkspaceId && voting.ballotTemplate?.id === templateId,
    )
    .sort((a, b) => a.title.localeCompare(b.title, 'pt-BR') || a.id.localeCompare(b.id))
    .slice(0, NAMED);
  if (!using.length) return undefined;
  return refusalOf(
    'template_in_use',
    using.map((voting) => ({
      field: 'ballotTemplateId',
      code: 'template_in_use',
      params: { votingId: voting.id, title: voting.title, status: voting.status satisfies VotingStatus },
    })),
  );
}

/** deleteTemplate refused while the template is a ballot; any other template goes on to the templates fake. */
export const templateInUseHandlers: FeatureHandlers = (options) => [
  http.delete('/templates/{templateId}', ({ params, response }) => {
    const inUse = templateInUse(options, params.templateId);
    return inUse ? refuse(response, inUse) : undefined;
  }),
];
