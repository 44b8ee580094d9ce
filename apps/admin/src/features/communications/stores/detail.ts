import { proxy, subscribe } from 'valtio';
import type {
  Communication,
  CommunicationResendScope,
  CommunicationMessagePreview,
  CommunicationRecipient,
  CommunicationRecipientUpload,
} from '@backoffice/api-client';
import { fieldErrorsOf, isMissing, problemCodeOf } from '@admin/lib/api-client';
import { authStore } from '@admin/stores/auth';
import {
  deleteCommunication,
  getCommunication,
  importRecipientsFromVotingBatch,
  listRecipients,
  previewRecipient,
  recipientsFromVoting,
  resendCommunication,
  scheduleCommunication,
  sendCommunication,
  stopScheduledCommunication,
  uploadRecipients,
  type RecipientDeliveryFilter,
  type VotersChoice,
} from '../api/communications';
import type { Message } from './create';

// One communication's screen: the communication (its deliveries counted by status, read again while it is being
// sent), its recipients (search, delivery filter, pages), the last upload of the recipients' spreadsheet with its
// refused rows, and the message one picked recipient gets.

export const RECIPIENTS_PAGE_SIZE = 20;

export interface CommunicationDetailState {
  id: string | null;
  status: 'idle' | 'loading' | 'ready' | 'notFound' | 'failed';
  communication: Communication | null;
  recipients: {
    search: string;
    delivery: RecipientDeliveryFilter | null;
    page: number;
    status: 'idle' | 'loading' | 'ready' | 'failed';
    rows: CommunicationRecipient[];
    total: number;
  };
  upload: {
    status: 'idle' | 'uploading' | 'done' | 'failed';
    /** Bytes sent of the file's size. */
    progress: { loaded: number; total: number };
    result: CommunicationRecipientUpload | null;
    error: Message | null;
  };
  preview: {
    recipientId: string | null;
    status: 'idle' | 'loading' | 'ready' | 'failed';
    message: CommunicationMessagePreview | null;
  };
}

const initialRecipients = (): CommunicationDetailState['recipients'] => ({
  search: '',
  delivery: null,
  page: 1,
  status: 'idle',
  rows: [],
  total: 0,
});
const initialUpload = (): CommunicationDetailState['upload'] => ({
  status: 'idle',
  progress: { loaded: 0, total: 0 },
  result: null,
  error: null,
});
const initialPreview = (): CommunicationDetailState['preview'] => ({
  recipientId: null,
  status: 'idle',
  message: null,
});

const initialState = (): CommunicationDetailState => ({
  id: null,
  status: 'idle',
  communication: null,
  recipients: initialRecipients(),
  upload: initialUpload(),
  preview: initialPreview(),
});

export const communicationDetailStore = proxy<CommunicationDetailState>(initialState());

export function resetCommunicationDetail(): void {
  Object.assign(communicationDetailStore, initialState());
}

subscribe(authStore, () => {
  if (!authStore.token && communicationDetailStore.status !== 'idle') resetCommunicationDetail();
});

const store = communicationDetailStore;

/** Opens a communication: it and its first page of recipients (a fresh screen for another id). */
export async function openCommunication(id: string): Promise<void> {
  if (store.id !== id) resetCommunicationDetail();
  store.id = id;
  store.status = 'loading';
  await Promise.all([loadCommunication(id), loadRecipients()]);
}

async function loadCommunication(id: string): Promise<void> {
  try {
    const communication = await getCommunication(id);
    if (store.id !== id) return;
    store.communication = communication;
    store.status = 'ready';
  } catch (error) {
    if (store.id !== id) return;
    if (isMissing(error)) {
      store.status = 'notFound';
      return;
    }
    console.error('Communication load failed', error);
    // A refresh that failed keeps what the screen shows; only a first load shows the error.
    if (!store.communication) store.status = 'failed';
  }
}

let latestRecipients = 0;

/** The page of recipients the query asks for; an answer to an older query is dropped. */
export async function loadRecipients(): Promise<void> {
  const id = store.id;
  if (!id) return;
  const request = ++latestRecipients;
  const { search, delivery, page } = store.recipients;
  store.recipients.status = 'loading';
  try {
    const answer = await listRecipients(id, {
      ...(search.trim() ? { search: search.trim() } : {}),
      ...(delivery ? { delivery } : {}),
      offset: (page - 1) * RECIPIENTS_PAGE_SIZE,
      limit: RECIPIENTS_PAGE_SIZE,
    });
    if (request !== latestRecipients || store.id !== id) return;
    store.recipients.rows = answer.recipients;
    store.recipients.total = answer.pagination.total;
    store.recipients.status = 'ready';
    // The preview starts on the first row shown.
    if (!store.preview.recipientId && answer.recipients[0] && store.communication?.status === 'draft') {
      void choosePreview(answer.recipients[0].id);
    }
  } catch (error) {
    if (request !== latestRecipients) return;
    // A communication that is not there says so on its own (openCommunication).
    if (!isMissing(error)) console.error('Communication recipients failed', error);
    store.recipients.status = 'failed';
  }
}

/** While sending: the counts and the page shown, read again. */
export async function refreshCommunication(): Promise<void> {
  if (!store.id) return;
  await Promise.all([loadCommunication(store.id), loadRecipients()]);
}

function changeRecipients(change: Partial<CommunicationDetailState['recipients']>): Promise<void> {
  Object.assign(store.recipients, { page: 1, ...change });
  return loadRecipients();
}

export const setRecipientSearch = (search: string) => changeRecipients({ search });
export const setDeliveryFilter = (delivery: RecipientDeliveryFilter | null) => changeRecipients({ delivery });
export const setRecipientPage = (page: number) => changeRecipients({ page });

/** The message a recipient gets, rendered by the server as the send will. */
export async function choosePreview(recipientId: string): Promise<void> {
  const id = store.id;
  if (!id) return;
  store.preview = { recipientId, status: 'loading', message: store.preview.message };
  try {
    const message = await previewRecipient(id, recipientId);
    if (store.preview.recipientId !== recipientId) return;
    store.preview.message = message;
    store.preview.status = 'ready';
  } catch (error) {
    if (store.preview.recipientId !== recipientId) return;
    console.error('Recipient preview failed', error);
    store.preview.status = 'failed';
  }
}

/** Why an upload was refused as a whole, in the operator's words. */
function uploadRefusal(error: unknown): Message {
  const code = problemCodeOf(error);
  if (code === 'file_too_large') return { key: 'communications.upload.errors.tooLarge' };
  if (code === 'invalid_state') return { key: 'communications.upload.errors.notDraft' };
  const missing = fieldErrorsOf(error).filter((field) => field.field.startsWith('columns/'));
  if (missing.length > 0) {
    const names = missing.map((field) => String(field.params?.name ?? field.field.split('/').pop()));
    return { key: 'communications.upload.errors.missingColumns', params: { columns: names.join(', ') } };
  }
  if (code === 'unprocessable' || code === 'unsupported_file_type') {
    return { key: 'communications.upload.errors.unreadable' };
  }
  return { key: 'communications.upload.errors.unexpected' };
}

/**
 * Replaces the draft's recipients from `read` (a spreadsheet's upload, a voting's voters) and shows what was taken and
 * refused; a refusal of the whole source is said with `refusal`.
 */
async function takeRecipients(
  what: string,
  read: (id: string) => Promise<CommunicationRecipientUpload>,
  refusal: (error: unknown) => Message,
  progressTotal = 0,
): Promise<void> {
  const id = store.id;
  if (!id) return;
  store.upload = { ...initialUpload(), status: 'uploading', progress: { loaded: 0, total: progressTotal } };
  try {
    const result = await read(id);
    if (store.id !== id) return;
    store.upload.result = result;
    store.upload.status = 'done';
    store.preview = initialPreview();
    store.recipients.page = 1;
    await refreshCommunication();
  } catch (error) {
    if (store.id !== id) return;
    const said = refusal(error);
    if (said.key === 'communications.upload.errors.unexpected') console.error(`${what} failed`, error);
    store.upload.error = said;
    store.upload.status = 'failed';
  }
}

/** Uploads the recipients' spreadsheet: its valid rows replace the recipients; the refused ones are listed. */
export const uploadRecipientFile = (file: File) =>
  takeRecipients(
    'Upload',
    (id) =>
      uploadRecipients(id, file, (progress) => {
        store.upload.progress = progress;
      }),
    uploadRefusal,
    file.size,
  );

/** The voting's voters (all, or those yet to vote) are the recipients now; what was taken and refused is shown. */
export const takeVotingVoters = (votingId: string, voters: VotersChoice) =>
  takeRecipients(
    'Voters import',
    (id) => recipientsFromVoting(id, votingId, voters),
    (error): Message => {
      const code = problemCodeOf(error);
      if (code === 'invalid_state') return { key: 'communications.upload.errors.notDraft' };
      if (code === 'unprocessable') return { key: 'communications.upload.errors.votingGone' };
      return { key: 'communications.upload.errors.unexpected' };
    },
  );

/**
 * A batch voting's holders (all, or those yet to vote in some fund; each holder of several funds once) are the
 * recipients now; what was taken and refused is shown.
 */
export const takeBatchHolders = (batchId: string, voters: VotersChoice) =>
  takeRecipients(
    'Batch holders import',
    (id) => importRecipientsFromVotingBatch(id, batchId, voters),
    (error) =>
      explain(error, {
        codes: { invalid_state: { key: 'communications.upload.errors.notDraft' } },
        fields: {
          batchId: (code) =>
            code === 'not_found' || code === 'parameterizable'
              ? { key: `communications.upload.errors.batch.${code}` }
              : undefined,
        },
      }) ?? { key: 'communications.upload.errors.unexpected' },
  );

/** What the screen says of a refused action, by the problem's code or the field it names; null: unexpected. */
interface RefusalWords {
  codes?: Partial<Record<string, Message>>;
  fields?: Partial<Record<string, Message | ((code: string) => Message | undefined)>>;
}

function explain(error: unknown, words: RefusalWords): Message | null {
  for (const field of fieldErrorsOf(error)) {
    const said = words.fields?.[field.field];
    const message = typeof said === 'function' ? said(field.code) : said;
    if (message) return message;
  }
  return words.codes?.[problemCodeOf(error) ?? ''] ?? null;
}

/**
 * One of the screen's actions on the communication (send, resend, schedule, take back, cancel, delete): the server's
 * answer replaces what the screen shows; a refusal it explains is said (and the screen read again, the status may
 * have moved), anything else is `unexpected`.
 */
async function act(
  what: string,
  call: (id: string) => Promise<Communication | null>,
  words: RefusalWords,
  unexpected: Message,
): Promise<Message | null> {
  const id = store.id;
  if (!id) return null;
  try {
    const communication = await call(id);
    if (communication && store.id === id) {
      store.communication = communication;
      void loadRecipients();
    }
    return null;
  } catch (error) {
    const said = explain(error, words);
    if (said) {
      void refreshCommunication();
      return said;
    }
    console.error(`${what} failed`, error);
    return unexpected;
  }
}

const NOT_DRAFT: Message = { key: 'communications.detail.errors.notDraft' };
const NO_RECIPIENTS: Message = { key: 'communications.detail.errors.noRecipients' };
const SEND_FAILED: Message = { key: 'communications.detail.errors.sendFailed' };
const SCHEDULE_FAILED: Message = { key: 'communications.schedule.errors.failed' };

/** Sends the draft now; the counts then move while the screen reads them again. */
export const sendNow = () =>
  act(
    'Send',
    sendCommunication,
    { codes: { invalid_state: NOT_DRAFT }, fields: { recipients: NO_RECIPIENTS } },
    SEND_FAILED,
  );

/** Sends again to the failed (or undelivered) recipients only. */
export const resendNow = (scope: CommunicationResendScope) =>
  act(
    'Resend',
    (id) => resendCommunication(id, scope),
    {
      codes: { invalid_state: { key: 'communications.detail.errors.resendNotNow' } },
      fields: { scope: { key: 'communications.detail.errors.nothingToResend' } },
    },
    SEND_FAILED,
  );

/** Schedules the draft for `sendAt` (ISO). */
export const scheduleAt = (sendAt: string) =>
  act(
    'Schedule',
    (id) => scheduleCommunication(id, sendAt),
    {
      codes: { invalid_state: NOT_DRAFT },
      fields: {
        recipients: NO_RECIPIENTS,
        sendAt: (code) =>
          code === 'too_soon' || code === 'too_far'
            ? { key: `communications.schedule.errors.${code}` }
            : undefined,
      },
    },
    SCHEDULE_FAILED,
  );

/** A scheduled communication back to draft, or cancelled. */
export const stopSchedule = (action: 'unschedule' | 'cancel') =>
  act(
    action === 'cancel' ? 'Cancel' : 'Unschedule',
    (id) => stopScheduledCommunication(id, action),
    { codes: { invalid_state: { key: 'communications.schedule.errors.notScheduled' } } },
    SCHEDULE_FAILED,
  );

/** Deletes the draft (null), or says why not; one already gone is deleted all the same. */
export const deleteDraft = () =>
  act(
    'Delete',
    async (id) => {
      try {
        await deleteCommunication(id);
      } catch (error) {
        if (!isMissing(error)) throw error;
      }
      return null;
    },
    { codes: { invalid_state: NOT_DRAFT } },
    { key: 'communications.detail.errors.deleteFailed' },
  );
