// A voting's status as its actions left it (the stored status) and as time has made it: a scheduled voting is open
// from its opening time, and scheduled or open ones are closed from their deadline. The server writes those moves
// when they are due; until then every read computes the effective status, so no answer shows a status the clock has
// passed. Then the table of what each (effective) status allows: the API refuses the rest with `invalid_state`, the
// screens offer only what it allows.
//
//   draft ──publish──▶ scheduled ──(opening time)──▶ open ──(deadline / close early)──▶ closed
//   scheduled / open ──cancel──▶ cancelled

/** In the lifecycle's order: what a sort by status follows. */
export const VOTING_STATUSES = ['draft', 'scheduled', 'open', 'closed', 'cancelled'] as const;
/** The contract's VotingStatus. */
export type VotingStatus = (typeof VOTING_STATUSES)[number];

export interface VotingTimes {
  status: VotingStatus;
  /** null for a draft not yet published. */
  opensAt: Date | string | null;
  deadline: Date | string;
}

const time = (value: Date | string) => (value instanceof Date ? value : new Date(value)).getTime();

/** The status at `now`. */
export function effectiveStatus(voting: VotingTimes, now: Date): VotingStatus {
  const at = now.getTime();
  if (voting.status !== 'scheduled' && voting.status !== 'open') return voting.status;
  if (time(voting.deadline) <= at) return 'closed';
  if (voting.status === 'scheduled' && voting.opensAt !== null && time(voting.opensAt) <= at) return 'open';
  return voting.status;
}

/** Where a voting's statuses are: the voter list and the documents change until it closes. */
const BEFORE_CLOSE: readonly VotingStatus[] = ['draft', 'scheduled', 'open'];
const LIVE: readonly VotingStatus[] = ['scheduled', 'open'];

/** What is done to a voting, each allowed in some statuses only. */
export const VOTING_ACTIONS = {
  /** Change its fields: every field of a draft; title, texts and the deadline's neighbours once published (the
   * API's save refuses the fields fixed at publication). */
  edit: BEFORE_CLOSE,
  publish: ['draft'],
  /** Delete a draft for good (a published voting is cancelled instead). */
  discard: ['draft'],
  addDocument: BEFORE_CLOSE,
  /** Documents of a published voting stay: they are what the voters read. */
  removeDocument: ['draft'],
  /** Add, edit, void or import voters. */
  changeVoters: BEFORE_CLOSE,
  /** The invitation sent to the operator's own e-mail before the voters get it. */
  testInvitation: BEFORE_CLOSE,
  /** Remind who has not voted, or send one voter's invitation again. */
  remind: ['open'],
  extendDeadline: LIVE,
  closeEarly: ['open'],
  cancel: LIVE,
  /** Unlock a voter's access after too many wrong tries: in any status (the voter may still read the receipt). */
  unlockVoter: VOTING_STATUSES,
  /** The vote map and the minutes. */
  reports: ['closed'],
  /** A new draft from it: the same consultation again. */
  duplicate: VOTING_STATUSES,
} as const satisfies Record<string, readonly VotingStatus[]>;

export type VotingAction = keyof typeof VOTING_ACTIONS;

/** The statuses in which `action` is allowed. */
export const statusesAllowing = (action: VotingAction): readonly VotingStatus[] => VOTING_ACTIONS[action];

export const isActionAllowed = (status: VotingStatus, action: VotingAction): boolean =>
  (VOTING_ACTIONS[action] as readonly VotingStatus[]).includes(status);

/** Every action a voting in `status` allows, in the table's order. */
export const actionsAllowed = (status: VotingStatus): VotingAction[] =>
  (Object.keys(VOTING_ACTIONS) as VotingAction[]).filter((action) => isActionAllowed(status, action));

export type ActionCheck = { ok: true } | { ok: false; code: 'invalid_state' };

/** The rule as the API answers it: `invalid_state` when the status does not allow the action. */
export const checkAction = (status: VotingStatus, action: VotingAction): ActionCheck =>
  isActionAllowed(status, action) ? { ok: true } : { ok: false, code: 'invalid_state' };
