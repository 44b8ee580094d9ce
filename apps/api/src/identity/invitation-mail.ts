import { randomInt } from 'node:crypto';
import type { Mailer, OutgoingMail } from '../mail/mailer.ts';
import { escapeHtml } from '../services/sanitize-html.ts';
import type { IdentityGateway } from './identity-gateway.ts';

// A new user's invitation (their e-mail and a temporary password) sent by the API instead of the pool. Cognito sends
// it itself; cognito-local, the local pool of `npm start`, sends nothing — so without this a user created on
// /users/new locally was told a password was on its way and never got one. Which of the two sends it is a setting
// (config.ts USER_INVITATIONS: 'api' by default for a local pool, 'pool' for an AWS one); with 'api', main.ts wraps
// the gateway in withInvitationMail and the invitation goes through the API's mailer (the dev stack's SMTP sink).

/** Characters of a temporary password: no look-alikes (0/O, 1/l/I), symbols Cognito's policy accepts. */
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const LOWER = 'abcdefghijkmnopqrstuvwxyz';
const DIGITS = '23456789';
const SYMBOLS = '!@#%*?+=-';
const LENGTH = 14;

const pick = (characters: string) => characters[randomInt(characters.length)]!;

/** A random temporary password that meets Cognito's default policy (upper, lower, digit, symbol; 14 characters). */
export function newTemporaryPassword(): string {
  const all = UPPER + LOWER + DIGITS + SYMBOLS;
  const characters = [pick(UPPER), pick(LOWER), pick(DIGITS), pick(SYMBOLS)];
  while (characters.length < LENGTH) characters.push(pick(all));
  // Shuffled, so the classes are not always in the same places.
  for (let index = characters.length - 1; index > 0; index--) {
    const other = randomInt(index + 1);
    [characters[index], characters[other]] = [characters[other]!, characters[index]!];
  }
  return characters.join('');
}

export interface InvitationMailInput {
  to: string;
  name: string;
  temporaryPassword: string;
  /** Where the admin's sign-in is (the first sign-in asks for a new password). */
  signInUrl: string;
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The invitation in pt-BR: who the user signs in as, the temporary password, where, and that it is changed at once. */
export function invitationMail(input: InvitationMailInput): OutgoingMail {
  const firstName = oneLine(input.name).split(' ')[0] ?? '';
  const intro = 'Um acesso ao Backoffice foi criado para você.';
  const how =
    'No primeiro acesso, entre com o seu e-mail e a senha temporária abaixo: você será convidado a definir a sua ' +
    'própria senha.';
  const ignore = 'Se você não esperava este convite, ignore esta mensagem.';
  const html = [
    '<!doctype html><html lang="pt-BR"><body style="font-family: Arial, sans-serif; color: #1f2937">',
    `<p>Olá, ${escapeHtml(firstName)}!</p>`,
    `<p>${intro}</p>`,
    `<p>${how}</p>`,
    `<p>E-mail: <strong>${escapeHtml(input.to)}</strong><br />`,
    `Senha temporária: <strong style="font-family: monospace; font-size: 18px">${escapeHtml(input.temporaryPassword)}</strong></p>`,
    `<p><a href="${escapeHtml(input.signInUrl)}">Acessar o Backoffice</a></p>`,
    `<p>${ignore}</p>`,
    '</body></html>',
  ].join('\n');
  const text = [
    `Olá, ${firstName}!`,
    '',
    intro,
    '',
    how,
    '',
    `E-mail: ${input.to}`,
    `Senha temporária: ${input.temporaryPassword}`,
    '',
    `Acessar o Backoffice: ${input.signInUrl}`,
    '',
    ignore,
  ].join('\n');
  return { to: input.to, subject: 'Seu acesso ao Backoffice', html, text };
}

export interface InvitationMailOptions {
  mailer: Mailer;
  signInUrl: string;
}

/**
 * The gateway with the invitations sent by the API: each user it creates gets a temporary password chosen here (the
 * pool told to send nothing) and the invitation through `mailer`. An invitation that cannot be sent undoes the
 * creation and fails it (the route answers 502 and writes nothing), as a pool that cannot send would.
 */
export function withInvitationMail(
  gateway: IdentityGateway,
  { mailer, signInUrl }: InvitationMailOptions,
): IdentityGateway {
  return {
    get issuer() {
      return gateway.issuer;
    },
    forgotPassword: (email) => gateway.forgotPassword(email),
    deleteUser: (email) => gateway.deleteUser(email),
    updateUser: (email, changes) => gateway.updateUser(email, changes),
    usersWithEmail: (email) => gateway.usersWithEmail(email),
    async createUser(user, options) {
      const temporaryPassword = options?.temporaryPassword ?? newTemporaryPassword();
      const created = await gateway.createUser(user, { temporaryPassword });
      if (created === 'email_taken') return created;
      try {
        await mailer.send(invitationMail({ to: user.email, name: user.name, temporaryPassword, signInUrl }));
      } catch (error) {
        try {
          await gateway.deleteUser(user.email);
        } catch (undoError) {
          throw new Error(
            `the invitation of ${user.email} was not sent, and the pool user could not be deleted`,
            {
              cause: [error, undoError],
            },
          );
        }
        throw error;
      }
      return created;
    },
  };
}
