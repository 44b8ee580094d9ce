import { fakeState } from '../fake-feature';
import type { FakeApiOptions } from '../fake-network';
import { demoCommunicationRecipients, demoCommunications } from './demo-communications';
import type { FakeCommunicationRecipientRow, FakeCommunicationRow } from './rows';

// The communications fake's in-memory rows for one fake network, and the switches a story or test turns on (a
// failing list, a detail that never answers…). Tests and stories read and change them through the state they pass
// (communicationsFakeState) or fakeCommunications(options).

export interface CommunicationsFakeState {
  rows: FakeCommunicationRow[];
  /** Every communication's recipients (the valid rows of its spreadsheet), each communication's in line order. */
  recipients: FakeCommunicationRecipientRow[];
  /** The list answers 500 (the screen's error state). */
  failList?: boolean;
  /** The list never answers (its loading state). */
  listPending?: boolean;
  /** Reading one communication answers 500. */
  failDetail?: boolean;
  /** Reading one communication never answers (the detail's loading state). */
  detailPending?: boolean;
  /** Uploading the recipients' spreadsheet answers 500. */
  failUpload?: boolean;
  /**
   * The share (0 to 1) of a sending communication's queued deliveries that each later read of it (getCommunication,
   * or listCommunications) hands over, so that a screen shows the send's progress; 0 stops it. Default 0.5.
   */
  advancePerRead?: number;
  /** The last communication id created (200 on: communicationId(n)). */
  nextId?: number;
  /** The last recipient id an upload gave. */
  nextRecipientId?: number;
}

const STATE_KEY = 'communications';

const initial = (): CommunicationsFakeState => ({
  rows: demoCommunications(),
  recipients: demoCommunicationRecipients(),
});

/** The fake's state for a story or test: `{ state: communicationsFakeState({ rows: [] }) }` gives an empty list. */
export function communicationsFakeState(
  overrides: Partial<CommunicationsFakeState> = {},
): Record<string, CommunicationsFakeState> {
  return { [STATE_KEY]: { ...initial(), ...overrides } };
}

/** The rows a fake network holds now (created on first use). */
export function fakeCommunications(options: FakeApiOptions): CommunicationsFakeState {
  return fakeState<CommunicationsFakeState>(options, STATE_KEY, initial);
}

/** One communication's recipients, in line order. */
export const recipientsOf = (state: CommunicationsFakeState, communicationId: string) =>
  state.recipients.filter((recipient) => recipient.communicationId === communicationId);
