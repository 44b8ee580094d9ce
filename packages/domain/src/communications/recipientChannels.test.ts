import { describe, expect, it } from 'vitest';
import {
  isOptOutReply,
  recipientChannels,
  templateChannelOf,
  type RecipientContact,
} from './recipientChannels.ts';

const both: RecipientContact = { email: 'ana@example.com', phone: '+5511987654321', marketingOptOut: false };
const emailOnly: RecipientContact = { ...both, phone: null };
const phoneOnly: RecipientContact = { ...both, email: null };
const none: RecipientContact = { ...both, email: null, phone: null };

describe('the channels of one recipient', () => {
  it('follow the plan: one channel, or WhatsApp first with e-mail behind it', () => {
    expect(recipientChannels('email', 'legal_notice', both)).toEqual({
      send: true,
      first: 'email',
      fallback: null,
    });
    expect(recipientChannels('whatsapp', 'legal_notice', both)).toEqual({
      send: true,
      first: 'whatsapp',
      fallback: null,
    });
    expect(recipientChannels('whatsapp_email_fallback', 'legal_notice', both)).toEqual({
      send: true,
      first: 'whatsapp',
      fallback: 'email',
    });
  });

  it('fall back to what the person has, or say what is missing', () => {
    expect(recipientChannels('whatsapp_email_fallback', 'legal_notice', emailOnly)).toEqual({
      send: true,
      first: 'email',
      fallback: null,
    });
    expect(recipientChannels('whatsapp_email_fallback', 'legal_notice', phoneOnly)).toEqual({
      send: true,
      first: 'whatsapp',
      fallback: null,
    });
    expect(recipientChannels('whatsapp_email_fallback', 'marketing', none)).toEqual({
      send: false,
      reason: 'no_contact',
    });
    expect(recipientChannels('email', 'legal_notice', phoneOnly)).toEqual({
      send: false,
      reason: 'no_email',
    });
    expect(recipientChannels('whatsapp', 'legal_notice', emailOnly)).toEqual({
      send: false,
      reason: 'no_phone',
    });
  });

  it('stop marketing for a person who opted out, on every channel, but not a legal notice', () => {
    const optedOut = { ...both, marketingOptOut: true };
    for (const plan of ['email', 'whatsapp', 'whatsapp_email_fallback'] as const) {
      expect(recipientChannels(plan, 'marketing', optedOut)).toEqual({ send: false, reason: 'opted_out' });
      expect(recipientChannels(plan, 'legal_notice', optedOut).send).toBe(true);
    }
  });
});

describe('an opt-out reply', () => {
  it.each(['SAIR', 'sair', ' Sair. ', 'SAIR!', 'parar', 'Stop', 'sáir'])('"%s" withdraws consent', (text) => {
    expect(isOptOutReply(text)).toBe(true);
  });

  it.each(['', 'Quero sair do fundo', 'sair agora', 'não sair', 'OK', 'SAIRR', 'Obrigado'])(
    '"%s" does not',
    (text) => {
      expect(isOptOutReply(text)).toBe(false);
    },
  );
});

describe('the template channel of a plan', () => {
  it.each([
    ['email', 'email'],
    ['whatsapp', 'whatsapp'],
    ['whatsapp_email_fallback', 'whatsapp'],
  ] as const)('%s → %s', (plan, channel) => {
    expect(templateChannelOf(plan)).toBe(channel);
  });
});
