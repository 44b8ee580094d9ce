// The voter CSV import (its panel and store) belongs to the votings feature, which the new-voting flow shares with
// this screen; this module is the one place the detail screen takes it from.
export { VoterImportPanel } from '../../votings/components/VoterImportPanel/VoterImportPanel';
