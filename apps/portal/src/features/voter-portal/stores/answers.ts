import type { Snapshot } from 'valtio';
import { VOTER_POLICY_VERSION } from '@backoffice/domain';
import type {
  PortalAnswer,
  PortalBallot as MutableBallot,
  PortalBallotState,
  VoteChoice,
} from '../api/types';
import { SELF } from './portal-state';

// The ballot's answers as pure functions of the state: who answers (subjects), what is missing, what is sent.

/** The ballot as a snapshot or as the store holds it. */
type PortalBallot = Snapshot<MutableBallot>;

export type Answers = Readonly<Record<string, Readonly<Record<string, VoteChoice>>>>;

/** The subjects that answer on their own: the voter, and each represented party unless the voter's answers count for all. */
export function answeringSubjects(ballot: PortalBallot, sameForAll: boolean): string[] {
  return [SELF, ...(sameForAll ? [] : ballot.representedParties.map((party) => party.id))];
}

/** How many items a subject has not answered. */
export function unansweredOf(ballot: PortalBallot, answers: Answers, subject: string): number {
  const own = answers[subject] ?? {};
  return ballot.items.filter((item) => !own[item.id]).length;
}

/** The items a subject who must answer has left unanswered (subject: SELF or a represented party's id). */
export interface UnansweredOfSubject {
  subject: string;
  items: PortalBallot['items'];
}

/** Who has left what unanswered, in the page's order (the voter first); empty when every answer is in. */
export function unansweredItems(
  ballot: PortalBallot,
  answers: Answers,
  sameForAll: boolean,
): UnansweredOfSubject[] {
  return answeringSubjects(ballot, sameForAll)
    .map((subject) => ({
      subject,
      items: ballot.items.filter((item) => !answers[subject]?.[item.id]),
    }))
    .filter((entry) => entry.items.length > 0);
}

/** Items left unanswered by anyone who must answer. */
export function unansweredCount(ballot: PortalBallot, answers: Answers, sameForAll: boolean): number {
  return answeringSubjects(ballot, sameForAll).reduce(
    (sum, subject) => sum + unansweredOf(ballot, answers, subject),
    0,
  );
}

/** The answers as the server takes them: the voter's, then each represented party's (the voter's when the same for all). */
export function answersToSubmit(ballot: PortalBallot, answers: Answers, sameForAll: boolean): PortalAnswer[] {
  const of = (subject: string, representedPartyId: string | null): PortalAnswer[] =>
    ballot.items.flatMap((item) => {
      const choice = answers[subject]?.[item.id];
      return choice ? [{ itemId: item.id, choice, representedPartyId }] : [];
    });
  return [
    ...of(SELF, null),
    ...ballot.representedParties.flatMap((party) => of(sameForAll ? SELF : party.id, party.id)),
  ];
}

/** Answers read back from a recorded ballot (subject → item → choice). */
export function answersFromVotes(
  votes: Snapshot<PortalBallotState['votes']>,
): Record<string, Record<string, VoteChoice>> {
  const out: Record<string, Record<string, VoteChoice>> = {};
  for (const vote of votes) (out[vote.representedPartyId ?? SELF] ??= {})[vote.itemId] = vote.choice;
  return out;
}

/** True when every represented party's answers equal the voter's own (so "the same for all" reads them back). */
export function sameAnswersForAll(ballot: PortalBallot, answers: Answers): boolean {
  const own = answers[SELF] ?? {};
  return ballot.representedParties.every((party) =>
    ballot.items.every((item) => (answers[party.id]?.[item.id] ?? own[item.id]) === own[item.id]),
  );
}

export function policyAccepted(ballot: PortalBallot | null): boolean {
  return Boolean(ballot?.policy.acceptedAt) && ballot?.policy.version === VOTER_POLICY_VERSION;
}

export function uploadsOf(ballot: PortalBallot | null, kind: 'support' | 'power_of_attorney') {
  return (ballot?.uploads ?? []).filter((upload) => upload.kind === kind);
}
