// The spec's voting state (voting, completed / pending / voided voters, represented votes, voting questions) is one
// store shared by the votings screens; the votings feature owns it. This screen's loaders write into it through this
// one module, so the detail screen depends on the votings feature in one place only.
export {
  clearVoting,
  emptyPagination,
  setVoting,
  votingsStore,
  type RepresentedVotesPage,
  type VoterPage,
  type VotingsState,
} from '../../votings/stores/votings';
