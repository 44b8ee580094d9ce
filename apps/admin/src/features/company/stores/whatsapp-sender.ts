import { proxy } from 'valtio';
import { ApiError, type WhatsappSender } from '@backoffice/api-client';
import { WHATSAPP_MAX_MESSAGES_PER_SECOND } from '@backoffice/domain';
import type { TranslationKey } from '@admin/lib/i18n';
import { requestSucceeded } from '@admin/stores/ui';
import { getWhatsappSender, updateWhatsappSender } from '../api/company';

// The company's WhatsApp sender on the settings screen (behind the communication feature): read by anyone of the
// company, saved by those who manage it, with the contract's rules checked first and the server's refusals (another
// company's number: 409) mapped onto the fields.

export const whatsappSenderStore = proxy<{
  status: 'idle' | 'loading' | 'ready' | 'failed';
  sender: WhatsappSender | null;
}>({ status: 'idle', sender: null });

let latest = 0;

export function resetWhatsappSender(): void {
  latest += 1;
  Object.assign(whatsappSenderStore, { status: 'idle', sender: null });
}

export async function loadWhatsappSender(): Promise<void> {
  const request = ++latest;
  Object.assign(whatsappSenderStore, { status: 'loading', sender: null });
  try {
    const sender = await getWhatsappSender();
    if (request === latest) Object.assign(whatsappSenderStore, { status: 'ready', sender });
  } catch (error) {
    if (request !== latest) return;
    console.error('WhatsApp sender load failed', error);
    whatsappSenderStore.status = 'failed';
  }
}

export interface WhatsappSenderDraft {
  /** As typed; blank is no number (nothing goes by WhatsApp). */
  phoneNumberId: string;
  /** NaN while the field is empty. */
  messagesPerSecond: number;
  messagingLimit: WhatsappSender['messagingLimit'];
}

export type WhatsappSenderErrors = Partial<
  Record<'phoneNumberId' | 'messagesPerSecond' | 'form', TranslationKey>
>;

export const senderDraftOf = (sender: WhatsappSender): WhatsappSenderDraft => ({
  phoneNumberId: sender.phoneNumberId ?? '',
  messagesPerSecond: sender.messagesPerSecond,
  messagingLimit: sender.messagingLimit,
});

/** The contract's rules (WhatsappSender), checked before asking: the id's digits, the throughput's range. */
export function validateWhatsappSender(draft: WhatsappSenderDraft): WhatsappSenderErrors {
  const errors: WhatsappSenderErrors = {};
  const id = draft.phoneNumberId.trim();
  if (id !== '' && !/^[0-9]{1,30}$/.test(id)) errors.phoneNumberId = 'company.errors.phoneNumberIdInvalid';
  const rate = draft.messagesPerSecond;
  if (!Number.isInteger(rate) || rate < 1 || rate > WHATSAPP_MAX_MESSAGES_PER_SECOND)
    errors.messagesPerSecond = 'company.errors.messagesPerSecondInvalid';
  return errors;
}

/** The server's refusal onto the fields: 409, the number is another company's; a field the schema refused. */
export function whatsappSenderErrorsOf(error: unknown): WhatsappSenderErrors {
  if (error instanceof ApiError) {
    if (error.status === 409) return { phoneNumberId: 'company.errors.phoneNumberIdTaken' };
    if (error.status === 403) return { form: 'company.errors.forbidden' };
    const errors: WhatsappSenderErrors = {};
    for (const { field } of error.problem?.errors ?? []) {
      if (field === 'phoneNumberId') errors.phoneNumberId = 'company.errors.phoneNumberIdInvalid';
      if (field === 'messagesPerSecond') errors.messagesPerSecond = 'company.errors.messagesPerSecondInvalid';
    }
    if (Object.keys(errors).length > 0) return errors;
  }
  console.error('WhatsApp sender save failed', error);
  return { form: 'company.errors.whatsappSaveFailed' };
}

/** Saves the sender: null when saved ('WhatsApp das comunicações salvo'), or the errors to show. */
export async function saveWhatsappSender(draft: WhatsappSenderDraft): Promise<WhatsappSenderErrors | null> {
  const id = draft.phoneNumberId.trim();
  try {
    whatsappSenderStore.sender = await updateWhatsappSender({
      phoneNumberId: id === '' ? null : id,
      messagesPerSecond: draft.messagesPerSecond,
      messagingLimit: draft.messagingLimit,
    });
  } catch (error) {
    return whatsappSenderErrorsOf(error);
  }
  requestSucceeded('company.whatsappSender.saved');
  return null;
}
