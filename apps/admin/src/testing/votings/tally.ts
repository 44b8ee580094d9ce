import type { ItemTally, ParticipationPoint, VotingResults } from '@backoffice/api-client';
import { decimalToString, parseDecimal, participationShare, tallyItem } from '@backoffice/domain';
import type { FakeApiOptions } from '../fake-network';
import { appendAudit } from './audit';
import { HOUR, iso } from './clock';
import { representedOf } from './detail-demo-votings';
import type { FakeChoices, VotingDetailFakeState } from './detail-state';
import { choicesFor } from './demo-people';
import { refreshParticipation } from './participation';
import type { FakeVotingRow } from './rows';
import { votersOf } from './state';

// getVotingResults from the fake's ballots: the fake only gathers who voted what with which weight; the tally of each
// item (quorum base, conflicts apart) is the domain's tallyItem, as in the API's results and reports.

export function resultsOf(
  options: FakeApiOptions,
  state: VotingDetailFakeState,
  row: FakeVotingRow,
): VotingResults {
  const voters = votersOf(options, row.id);
  const active = voters.filter((voter) => voter.status === 'active');
  const byId = new Map(active.map((voter) => [voter.id, voter]));
  const activeTaxIds = new Set(active.map((voter) => voter.taxId));
  const parties = state.represented.filter(
    (party) => party.votingId === row.id && byId.has(party.attorney.voterId),
  );
  // The subjects whose vote counts: the active voters' ballots and the counted votes of their parties.
  const counted = [
    ...state.ballots
      .filter((ballot) => ballot.votingId === row.id && byId.has(ballot.voterId))
      .map((ballot) => ({
        choices: ballot.choices,
        weight: byId.get(ballot.voterId)!.weight,
        at: ballot.at,
      })),
    ...parties
      .filter((party) => party.status === 'counted')
      .map((party) => ({
        choices: Object.fromEntries(party.choices.map((vote) => [vote.itemId, vote.choice])) as FakeChoices,
        weight: party.weight,
        at: party.votedAt!,
      })),
  ];
  // Eligible (the domain's rule): the active voters, and each CPF/CNPJ only represented with its largest weight.
  const representedWeights = new Map<string, bigint>();
  for (const party of parties.filter((candidate) => !activeTaxIds.has(candidate.taxId))) {
    const weight = parseDecimal(party.weight);
    if (weight > (representedWeights.get(party.taxId) ?? 0n)) representedWeights.set(party.taxId, weight);
  }
  const eligibleWeight = [...representedWeights.values()].reduce(
    (sum, weight) => sum + weight,
    active.reduce((sum, voter) => sum + parseDecimal(voter.weight), 0n),
  );
  const eligibleCount = row.participation.eligible.total;
  const total = () => ({ count: 0, weight: 0n });
  const items: ItemTally[] = row.items.map((item) => {
    const sums = { approve: total(), reject: total(), abstain: total(), conflict: total() };
    for (const subject of row.status === 'cancelled' ? [] : counted) {
      const choice = subject.choices[item.id];
      if (!choice) continue;
      sums[choice].count += 1;
      sums[choice].weight += parseDecimal(subject.weight);
    }
    // The tally is the domain's (the API's reports and live results use it too): the fake only counts.
    const amount = (sum: { count: number; weight: bigint }) => ({
      count: sum.count,
      weight: decimalToString(sum.weight),
    });
    const tally = tallyItem(
      {
        approve: amount(sums.approve),
        reject: amount(sums.reject),
        abstain: amount(sums.abstain),
        conflict: amount(sums.conflict),
        eligible: { count: eligibleCount, weight: decimalToString(eligibleWeight) },
      },
      row.weighting,
    );
    return {
      itemId: item.id,
      position: item.position,
      title: item.title,
      approve: amount(sums.approve),
      reject: amount(sums.reject),
      abstain: amount(sums.abstain),
      conflict: tally.conflict,
      quorumBase: tally.quorumBase,
      participation: participationShare(tally),
    };
  });
  // Cumulative subjects that voted, by the hour of their vote.
  const hours = new Map<number, number>();
  for (const subject of counted) {
    const hour = Math.floor(Date.parse(subject.at) / HOUR) * HOUR;
    hours.set(hour, (hours.get(hour) ?? 0) + 1);
  }
  let cumulative = 0;
  const participationOverTime: ParticipationPoint[] = [...hours.entries()]
    .sort(([a], [b]) => a - b)
    .map(([hour, count]) => ({ at: iso(hour), voted: (cumulative += count) }));
  return {
    votingId: row.id,
    weighting: row.weighting,
    eligible: { count: eligibleCount, weight: decimalToString(eligibleWeight) },
    items,
    participationOverTime,
    updatedAt: iso(Date.now()),
  };
}

/** One pending voter of an open voting votes now (the live story's totals move on every read). */
export function castOneBallot(
  options: FakeApiOptions,
  state: VotingDetailFakeState,
  row: FakeVotingRow,
): void {
  const voter = votersOf(options, row.id)
    .filter((candidate) => candidate.participation === 'pending')
    .sort((a, b) => a.name.localeCompare(b.name, 'pt-BR'))[0];
  if (!voter) return;
  const at = iso(Date.now());
  state.ballots.push({
    votingId: row.id,
    voterId: voter.id,
    choices: choicesFor(row.items, state.ballots.length),
    at,
  });
  Object.assign(voter, { participation: 'completed', votedAt: at });
  row.counts.pending -= 1;
  row.counts.completed += 1;
  refreshParticipation(votersOf(options, row.id), representedOf(state, row.id), row);
  appendAudit(
    state,
    row.id,
    'ballot.recorded',
    { voterId: voter.id },
    { kind: 'voter', id: voter.id, name: voter.name },
    at,
  );
}
