import { proxy, subscribe } from 'valtio';
import type {
  Pagination,
  RepresentedVote,
  Voter,
  Voting,
  VotingItem,
  VotingSummary,
} from '@backoffice/api-client';
import { DEFAULT_PAGE_SIZE } from '@backoffice/domain';
import { authStore } from '@admin/stores/auth';

// The voting state of the spec (§3): the voting on screen, the page of votings with its pagination, the voter
// whose vote was refused (invalid vote user), the voters by participation (completed, pending, voided), the parties
// voted by attorneys (represented votes) and the voting's questions. Every voting has an id and a status and is
// merged into the list by id. The list screen, the new-voting flow and the detail screen all read and write it;
// each feature screen's loaders live beside their screen and write here.

/** One page of voters of the voting on screen (a tab of the detail screen). */
export interface VoterPage {
  voters: Voter[];
  pagination: Pagination;
}

export interface RepresentedVotesPage {
  representedVotes: RepresentedVote[];
  pagination: Pagination;
}

export interface VotingsState {
  /** The voting on screen (detail or the new-voting flow's draft). */
  voting: Voting | null;
  /** The page of votings the list shows, in the server's order. */
  votings: VotingSummary[];
  /** What the server answered for that page: {total, offset, limit, sortDirection, sortBy}. */
  pagination: Pagination;
  /** The voter whose vote was refused or who is being voided (the detail screen's dialogs). */
  invalidVoteUser: Voter | null;
  completedVotes: VoterPage;
  pendingVotes: VoterPage;
  voidedVoters: VoterPage;
  representedVotes: RepresentedVotesPage;
  /** The items (questions) of the voting on screen, by position. */
  votingQuestions: VotingItem[];
}

export const emptyPagination = (sortBy = 'name', sortDirection: 'asc' | 'desc' = 'asc'): Pagination => ({
  total: 0,
  offset: 0,
  limit: DEFAULT_PAGE_SIZE,
  sortBy,
  sortDirection,
});

const emptyVoterPage = (): VoterPage => ({ voters: [], pagination: emptyPagination() });

const initialState = (): VotingsState => ({
  voting: null,
  votings: [],
  pagination: emptyPagination('createdAt', 'desc'),
  invalidVoteUser: null,
  completedVotes: emptyVoterPage(),
  pendingVotes: emptyVoterPage(),
  voidedVoters: emptyVoterPage(),
  representedVotes: { representedVotes: [], pagination: emptyPagination() },
  votingQuestions: [],
});

export const votingsStore = proxy<VotingsState>(initialState());

export function resetVotings(): void {
  Object.assign(votingsStore, initialState());
}

// Signing out (or a 401) ends the session: the next user never sees this one's votings.
subscribe(authStore, () => {
  if (!authStore.token && (votingsStore.voting || votingsStore.votings.length)) resetVotings();
});

/**
 * Takes a page of votings from the server: the list becomes the page, in the page's order, and a voting already in
 * the list is updated in place (the same object, so a row being read keeps its identity) rather than replaced.
 */
export function mergeVotings(page: readonly VotingSummary[], pagination?: Pagination): void {
  const known = new Map(votingsStore.votings.map((voting) => [voting.id, voting]));
  votingsStore.votings = page.map((incoming) => {
    const current = known.get(incoming.id);
    if (!current) return { ...incoming };
    Object.assign(current, incoming);
    return current;
  });
  if (pagination) votingsStore.pagination = { ...pagination };
}

/** The list row of a full voting (what the list shows of it). */
export function toVotingSummary(voting: Voting): VotingSummary {
  return {
    id: voting.id,
    title: voting.title,
    status: voting.status,
    kind: voting.kind,
    createdAt: voting.createdAt,
    deadline: voting.deadline,
    opensAt: voting.opensAt,
    participation: {
      eligible: { ...voting.participation.eligible },
      voted: voting.participation.voted.total,
    },
    ballotTemplate: voting.ballotTemplate ? { ...voting.ballotTemplate } : null,
  };
}

/**
 * The voting on screen, as the server answered it: its questions by position, and its row in the list (when the list
 * holds it) updated by id.
 */
export function setVoting(voting: Voting): void {
  votingsStore.voting = voting;
  votingsStore.votingQuestions = [...voting.items].sort((a, b) => a.position - b.position);
  const row = votingsStore.votings.find((summary) => summary.id === voting.id);
  if (row) Object.assign(row, toVotingSummary(voting));
}

/** Forgets the voting on screen (leaving its screen, or a new flow). */
export function clearVoting(): void {
  votingsStore.voting = null;
  votingsStore.votingQuestions = [];
  votingsStore.invalidVoteUser = null;
  votingsStore.completedVotes = emptyVoterPage();
  votingsStore.pendingVotes = emptyVoterPage();
  votingsStore.voidedVoters = emptyVoterPage();
  votingsStore.representedVotes = { representedVotes: [], pagination: emptyPagination() };
}

/** Removes a voting from the list by id (a deleted draft). */
export function dropVoting(id: string): void {
  votingsStore.votings = votingsStore.votings.filter((voting) => voting.id !== id);
  if (votingsStore.voting?.id === id) clearVoting();
}
