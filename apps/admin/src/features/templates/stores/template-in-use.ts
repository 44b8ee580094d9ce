import { proxy } from 'valtio';
import { ApiError, type VotingStatus } from '@backoffice/api-client';

// A template the server would not delete because votings use it as their ballot (409 template_in_use): the problem
// names them (errors[].params: votingId, title, status). The screen keeps the refusal on show — with each voting
// linked — until dismissed or until the next delete, instead of a snackbar that vanishes before a list can be read.

export interface VotingUsingTemplate {
  id: string;
  title: string;
  status: VotingStatus | null;
}

export interface TemplateInUse {
  templateName: string;
  votings: VotingUsingTemplate[];
}

export const templateInUseStore = proxy<{ refusal: TemplateInUse | null }>({ refusal: null });

const STATUSES: readonly string[] = ['draft', 'scheduled', 'open', 'closed', 'cancelled'];

/** The votings a template_in_use refusal names; null for any other failure. */
export function votingsUsingTemplate(error: unknown): VotingUsingTemplate[] | null {
  if (!(error instanceof ApiError) || error.code !== 'template_in_use') return null;
  return (error.problem?.errors ?? [])
    .filter((entry) => entry.code === 'template_in_use' && typeof entry.params?.votingId === 'string')
    .map((entry) => {
      const status = String(entry.params?.status ?? '');
      return {
        id: String(entry.params!.votingId),
        title: String(entry.params?.title ?? ''),
        status: STATUSES.includes(status) ? (status as VotingStatus) : null,
      };
    });
}

/** Shows the refusal when `error` is one; answers whether it was. */
export function noteTemplateInUse(templateName: string, error: unknown): boolean {
  const votings = votingsUsingTemplate(error);
  if (!votings) return false;
  templateInUseStore.refusal = { templateName, votings };
  return true;
}

export function dismissTemplateInUse(): void {
  templateInUseStore.refusal = null;
}
