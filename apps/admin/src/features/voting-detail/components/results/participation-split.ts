// The votings feature's split of a figure into voters and represented parties ("36 votantes + 1 representado"),
// shared with the list (architecture.test.ts: voting-detail → votings through re-export modules).
export {
  ParticipationSplit,
  useSubjectSplit,
} from '../../../votings/components/ParticipationSplit/ParticipationSplit';
