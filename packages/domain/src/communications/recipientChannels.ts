// Which channels a communication uses for one person (issue 20), and when a person's reply withdraws consent.
//
// LGPD: a legal or regulatory obligation is a legal basis of its own — a call to an assembly, a result, a payment
// notice reach the person whatever they answered before, by every channel they have; marketing rests on consent,
// which is withdrawn freely and easily (a WhatsApp reply "SAIR", the e-mail's one-click unsubscribe) and then stops
// marketing to that person on every channel.

export type CommunicationChannel = 'email' | 'whatsapp';
/** What an operator chooses: one channel, or WhatsApp first with e-mail when WhatsApp fails or the person has no phone. */
export type ChannelPlan = 'email' | 'whatsapp' | 'whatsapp_email_fallback';
export type CommunicationPurpose = 'legal_notice' | 'marketing';

export const CHANNEL_PLANS: readonly ChannelPlan[] = ['email', 'whatsapp', 'whatsapp_email_fallback'];
export const COMMUNICATION_PURPOSES: readonly CommunicationPurpose[] = ['legal_notice', 'marketing'];

export interface RecipientContact {
  email: string | null;
  /** E.164. */
  phone: string | null;
  /** The person withdrew consent to marketing (a "SAIR" reply, an unsubscribe). */
  marketingOptOut: boolean;
}

export type RecipientSkip = 'opted_out' | 'no_email' | 'no_phone' | 'no_contact';

export type RecipientChannels =
  | { send: true; first: CommunicationChannel; fallback: CommunicationChannel | null }
  | { send: false; reason: RecipientSkip };

/** The channel to try first and the one to fall back to when it fails, or why the person is not sent anything. */
export function recipientChannels(
  plan: ChannelPlan,
  purpose: CommunicationPurpose,
  contact: RecipientContact,
): RecipientChannels {
  if (purpose === 'marketing' && contact.marketingOptOut) return { send: false, reason: 'opted_out' };
  const { email, phone } = contact;
  switch (plan) {
    case 'email':
      return email ? { send: true, first: 'email', fallback: null } : { send: false, reason: 'no_email' };
    case 'whatsapp':
      return phone ? { send: true, first: 'whatsapp', fallback: null } : { send: false, reason: 'no_phone' };
    case 'whatsapp_email_fallback':
      if (phone) return { send: true, first: 'whatsapp', fallback: email ? 'email' : null };
      return email ? { send: true, first: 'email', fallback: null } : { send: false, reason: 'no_contact' };
  }
}

/** The channel a plan tries first: its template must be written for it (Meta sends only its own templates). */
export function templateChannelOf(plan: ChannelPlan): CommunicationChannel {
  return plan === 'email' ? 'email' : 'whatsapp';
}

/** The words that withdraw consent when they are the whole reply (any case, accents, punctuation or spaces around). */
export const OPT_OUT_WORDS: readonly string[] = ['SAIR', 'PARAR', 'STOP'];

/** Whether a WhatsApp reply withdraws consent to marketing: one of OPT_OUT_WORDS and nothing else. */
export function isOptOutReply(text: string): boolean {
  const word = text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[\p{P}\p{S}\s]+/gu, ' ')
    .trim()
    .toUpperCase();
  return OPT_OUT_WORDS.includes(word);
}
