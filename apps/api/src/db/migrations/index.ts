import type { Migration } from 'kysely/migration';
import * as coreTables from './0001_core_tables.ts';
import * as rowLevelSecurity from './0002_row_level_security.ts';
import * as administration from './0003_administration.ts';
import * as votings from './0004_votings.ts';
import * as jobsAndDeliveries from './0005_jobs_and_deliveries.ts';
import * as votingsIndexes from './0006_votings_indexes.ts';
import * as voterAccess from './0007_voter_access.ts';
import * as voterPortalBallots from './0008_voter_portal_ballots.ts';
import * as portalLinkCaller from './0009_portal_link_caller.ts';
import * as poolSubjectIdentity from './0010_pool_subject_identity.ts';
import * as votingCounters from './0011_voting_counters.ts';
import * as pinSendsAndBallotAnswers from './0012_pin_sends_and_ballot_answers.ts';
import * as rateLimits from './0013_rate_limits.ts';
import * as companyAuditLog from './0015_company_audit_log.ts';
import * as votingParticipation from './0014_voting_participation.ts';
import * as accessTriesPerStep from './0016_access_tries_per_step.ts';
import * as tokenIndexesByCompany from './0017_token_indexes_by_company.ts';
import * as pendingDeliveriesIndex from './0018_pending_deliveries_index.ts';
import * as deliveryClaims from './0019_delivery_claims.ts';
import * as votingBatches from './0020_voting_batches.ts';
import * as voteMaps from './0021_vote_maps.ts';
import * as votingItemTotals from './0022_voting_item_totals.ts';
import * as keyedLookups from './0023_keyed_lookups.ts';
import * as voterInsertCosts from './0024_voter_insert_costs.ts';
import * as communications from './0025_communications.ts';
import * as communicationSchedule from './0026_communication_schedule.ts';
import * as whatsappChannel from './0027_whatsapp_channel.ts';

/** Every migration, by the name Kysely records; names sort in the order they run. */
export const MIGRATIONS: Record<string, Migration> = {
  '0001_core_tables': coreTables,
  '0002_row_level_security': rowLevelSecurity,
  '0003_administration': administration,
  '0004_votings': votings,
  '0005_jobs_and_deliveries': jobsAndDeliveries,
  '0006_votings_indexes': votingsIndexes,
  '0007_voter_access': voterAccess,
  '0008_voter_portal_ballots': voterPortalBallots,
  '0009_portal_link_caller': portalLinkCaller,
  '0010_pool_subject_identity': poolSubjectIdentity,
  '0011_voting_counters': votingCounters,
  '0012_pin_sends_and_ballot_answers': pinSendsAndBallotAnswers,
  '0013_rate_limits': rateLimits,
  '0015_company_audit_log': companyAuditLog,
  '0014_voting_participation': votingParticipation,
  '0016_access_tries_per_step': accessTriesPerStep,
  '0017_token_indexes_by_company': tokenIndexesByCompany,
  '0018_pending_deliveries_index': pendingDeliveriesIndex,
  '0019_delivery_claims': deliveryClaims,
  '0020_voting_batches': votingBatches,
  '0021_vote_maps': voteMaps,
  '0022_voting_item_totals': votingItemTotals,
  '0023_keyed_lookups': keyedLookups,
  '0024_voter_insert_costs': voterInsertCosts,
  '0025_communications': communications,
  '0026_communication_schedule': communicationSchedule,
  '0027_whatsapp_channel': whatsappChannel,
};
