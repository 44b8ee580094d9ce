import type { components } from '@backoffice/api-client';

// The contract's schemas of the voter portal (tag voter-portal), under their own names.
type Schemas = components['schemas'];

export type PortalVoting = Schemas['PortalVoting'];
export type PortalVotingState = PortalVoting['state'];
export type PortalAccessStep = PortalVoting['step'];
export type PortalIdentityAccepted = Schemas['PortalIdentityAccepted'];
export type PortalSession = Schemas['PortalSession'];
export type PortalBallot = Schemas['PortalBallot'];
export type PortalBallotState = Schemas['PortalBallotState'];
export type PortalBallotStatus = Schemas['PortalBallotStatus'];
export type PortalItem = Schemas['PortalItem'];
export type PortalDocument = Schemas['PortalDocument'];
export type PortalAnswer = Schemas['PortalAnswer'];
export type PortalBallotRequest = Schemas['PortalBallotRequest'];
export type PortalReceipt = Schemas['PortalReceipt'];
export type PolicyAcceptance = Schemas['PolicyAcceptance'];
export type RepresentedParty = Schemas['RepresentedParty'];
export type VoterUpload = Schemas['VoterUpload'];
export type VoterUploadKind = Schemas['VoterUploadKind'];
export type Approver = Schemas['Approver'];
export type VoteChoice = Schemas['VoteChoice'];
