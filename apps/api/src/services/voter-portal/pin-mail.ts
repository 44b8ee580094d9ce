import type { OutgoingMail } from '../../mail/mailer.ts';
import { escapeHtml } from '../sanitize-html.ts';

// The e-mail with a voter's access code (PIN), in pt-BR: the code, how long it is valid, the voting's title. Every
// value is HTML-escaped in the HTML part; the text part says the same. The PIN appears in nothing but this message.

export interface PinMailInput {
  to: string;
  voterName: string;
  votingTitle: string;
  companyName: string;
  pin: string;
  validMinutes: number;
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

export function pinMail(input: PinMailInput): OutgoingMail {
  const firstName = oneLine(input.voterName).split(' ')[0] ?? '';
  const title = oneLine(input.votingTitle);
  const company = oneLine(input.companyName);
  const html = [
    '<!doctype html><html lang="pt-BR"><body style="font-family: Arial, sans-serif; color: #1f2937">',
    `<p>Olá, ${escapeHtml(firstName)}!</p>`,
    `<p>Use o código abaixo para acessar a votação <strong>${escapeHtml(title)}</strong>` +
      ` de ${escapeHtml(company)}:</p>`,
    `<p style="font-size: 28px; font-weight: bold; letter-spacing: 6px">${escapeHtml(input.pin)}</p>`,
    `<p>O código vale por ${input.validMinutes} minutos e só pode ser usado por você.` +
      ' Não o compartilhe com ninguém.</p>',
    '<p>Se você não pediu este código, ignore esta mensagem.</p>',
    '</body></html>',
  ].join('\n');
  const text = [
    `Olá, ${firstName}!`,
    '',
    `Use o código abaixo para acessar a votação "${title}" de ${company}:`,
    '',
    input.pin,
    '',
    `O código vale por ${input.validMinutes} minutos e só pode ser usado por você. Não o compartilhe com ninguém.`,
    '',
    'Se você não pediu este código, ignore esta mensagem.',
  ].join('\n');
  return { to: input.to, subject: 'Seu código de acesso', html, text };
}
