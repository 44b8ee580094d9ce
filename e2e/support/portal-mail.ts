import { expect } from '@playwright/test';
import { sinkMessages, type SinkMessage } from './mail';

// The voter portal's e-mails as the SMTP sink received them: invitations, access codes (PINs) and approval links.

/** Waits for the first message to `to` that is not in `seen` and matches `pick`; returns it. */
export async function nextMessage(
  to: string,
  pick: (message: SinkMessage) => boolean,
  seen: ReadonlySet<string> = new Set(),
): Promise<SinkMessage> {
  let found: SinkMessage | undefined;
  await expect
    .poll(
      async () => {
        found = (await sinkMessages(to)).find((message) => !seen.has(message.id) && pick(message));
        return Boolean(found);
      },
      { timeout: 60_000, intervals: [250, 500, 1000, 2000] },
    )
    .toBe(true);
  return found!;
}

/** The ids of the messages to `to` so far, so a later wait sees only new ones. */
export async function seenMessages(to: string): Promise<Set<string>> {
  return new Set((await sinkMessages(to)).map((message) => message.id));
}

function pathIn(message: SinkMessage, pattern: RegExp): string {
  const match = pattern.exec(message.html ?? message.text);
  if (!match) throw new Error(`No link ${pattern} in "${message.subject}"`);
  return match[0];
}

/** The `/v/<token>` path of the voter's invitation to the voting titled `title`. */
export async function invitationPath(to: string, title: string): Promise<string> {
  const message = await nextMessage(to, (m) => m.subject.includes(title));
  return pathIn(message, /\/v\/[A-Za-z0-9_-]{20,}/);
}

/** The 6-digit access code of the first access-code e-mail to `to` not in `seen`. */
export async function accessCode(to: string, seen: ReadonlySet<string>): Promise<string> {
  const message = await nextMessage(to, (m) => m.subject === 'Seu código de acesso', seen);
  const code = /^\s*(\d{6})\s*$/m.exec(message.text)?.[1];
  if (!code) throw new Error('The access-code e-mail has no 6-digit code on a line of its own');
  return code;
}

/** The `/aprovacao/<token>` path e-mailed to a third-party approver. */
export async function approvalPath(to: string): Promise<string> {
  const message = await nextMessage(to, (m) => /\/aprovacao\//.test(m.html ?? m.text));
  return pathIn(message, /\/aprovacao\/[A-Za-z0-9_-]{20,}/);
}
