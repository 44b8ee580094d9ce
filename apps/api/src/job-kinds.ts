import { emailDispatchJobKind, registerJobKind, ROUND_SETTINGS, type JobKind } from './jobs/index.ts';
import { COMMUNICATION_SEND_JOB } from './services/communications/communication-send-kind.ts';
import { communicationSendJobKind } from './services/communications/communication-send-job.ts';
import {
  COMMUNICATION_SCHEDULE_JOB,
  communicationScheduleJobKind,
} from './services/communications/schedule-communication.ts';
import { VOTER_IMPORT_JOB, voterImportJobKind } from './services/voter-imports/voter-import-job.ts';
import { PORTAL_MAIL_JOB } from './services/voter-portal/portal-mail-kind.ts';
import { portalMailJobKind } from './services/voter-portal/portal-mail-job.ts';
import { VOTING_DISPATCH_JOB } from './services/voting-dispatch/dispatch-kind.ts';
import { VOTE_MAP_JOB, voteMapJobKind } from './services/vote-maps/vote-map-jobs.ts';
import { TEST_INVITATION_JOB, testInvitationJobKind } from './services/voting-dispatch/test-invitation.ts';
import { renderVotingEmail, renderVotingEmails } from './services/voting-dispatch/voting-dispatch-job.ts';
import { VOTING_CLOSE_JOB, VOTING_OPEN_JOB } from './services/votings/voting-schedule.ts';
import { votingCloseJobKind, votingOpenJobKind } from './services/votings/voting-timers.ts';

/** A voting's e-mail round (thousands of recipients): a round's settings (jobs/email-dispatch.ts ROUND_SETTINGS). */
const votingRoundJobKind: JobKind = {
  ...emailDispatchJobKind({ render: renderVotingEmail, renderBatch: renderVotingEmails, ...ROUND_SETTINGS }),
  bulk: true,
};

/** Every kind of durable job the API queues, by the name written in jobs.kind. */
export const JOB_KINDS: ReadonlyArray<readonly [kind: string, handler: JobKind]> = [
  [VOTER_IMPORT_JOB, voterImportJobKind],
  [VOTING_OPEN_JOB, votingOpenJobKind],
  [VOTING_CLOSE_JOB, votingCloseJobKind],
  [VOTING_DISPATCH_JOB, votingRoundJobKind],
  [TEST_INVITATION_JOB, testInvitationJobKind],
  [PORTAL_MAIL_JOB, portalMailJobKind],
  [VOTE_MAP_JOB, voteMapJobKind],
  [COMMUNICATION_SEND_JOB, communicationSendJobKind],
  [COMMUNICATION_SCHEDULE_JOB, communicationScheduleJobKind],
];

/**
 * Makes the API's job kinds runnable: called where the app is assembled (buildApp), so a runner in this process knows
 * every kind a request may queue, whichever modules happen to be imported. Calling it again is harmless (each kind
 * is the same handler object).
 */
export function registerJobKinds(): void {
  for (const [kind, handler] of JOB_KINDS) registerJobKind(kind, handler);
}
