/** The job kind of every voting e-mail round (invitation, reminder, resend): one renderer for all three. */
export const VOTING_DISPATCH_JOB = 'voting-dispatch';

export type DispatchKind = 'invitation' | 'reminder' | 'resend';

/** What a voting-dispatch job carries: which voting and which of its dispatches. */
export interface VotingDispatchPayload {
  votingId: string;
  dispatchId: string;
  kind: DispatchKind;
}

export function isVotingDispatchPayload(payload: unknown): payload is VotingDispatchPayload {
  const value = payload as Partial<VotingDispatchPayload> | null;
  return (
    typeof value?.votingId === 'string' &&
    typeof value.dispatchId === 'string' &&
    (value.kind === 'invitation' || value.kind === 'reminder' || value.kind === 'resend')
  );
}
