import type { VotingStatus } from '@backoffice/api-client';
import { can } from '@backoffice/domain';
import type { FakeCall, FakeFeature } from './fake-feature';
import { problem } from './fake-responses';
import { fakeVotings } from './fake-votings';

// deleteTemplate's refusal, answered like the server: a template that is the ballot of votings of the workspace is
// not deleted (409 template_in_use), and the problem names them — up to 20, by title — with their status. Asked
// before the templates fake (which deletes the others); it reads the votings fake's rows.

const NAMED = 20;

export const templateInUseFake: FakeFeature = ({ options, request, path, user }: FakeCall) => {
  const match = /^\/templates\/([^/]+)$/.exec(path);
  if (!match || request.method !== 'DELETE' || !can(user.role, 'templates.manage')) return undefined;
  const templateId = match[1];
  const using = fakeVotings(options)
    .votings.filter(
      (voting) => voting.workspaceId === user.currentWorkspaceId && voting.ballotTemplate?.id === templateId,
    )
    .sort((a, b) => a.title.localeCompare(b.title, 'pt-BR') || a.id.localeCompare(b.id))
    .slice(0, NAMED);
  if (!using.length) return undefined;
  return problem(
    409,
    'template_in_use',
    'Este modelo é a cédula de uma votação e não pode ser excluído',
    using.map((voting) => ({
      field: 'ballotTemplateId',
      code: 'template_in_use',
      params: { votingId: voting.id, title: voting.title, status: voting.status satisfies VotingStatus },
    })),
  );
};
