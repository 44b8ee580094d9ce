import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { voterLinkSecret } from '../voting-dispatch/link-secret.ts';
import { linkTokenHash } from '../voting-dispatch/link-token.ts';

// The third-party approver's credential: 256 random bits (base64url, 43 characters) in the e-mailed link
// `${PUBLIC_BASE_URL}/aprovacao/<token>`. The ballot keeps only its SHA-256 (ballots.approver_token_hash), which
// ballot_approval() looks up. The e-mail is sent by a durable job, after the request: the job's payload carries the
// token sealed (AES-256-GCM) under a key derived from the server's link secret, so the database alone — a dump, a
// reader of the jobs table — never yields a usable link.

export interface ApproverToken {
  token: string;
  hash: string;
}

export function newApproverToken(): ApproverToken {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: approverTokenHash(token) };
}

/** SHA-256 (hex) of the token, as ballots.approver_token_hash holds it. */
export function approverTokenHash(token: string): string {
  return linkTokenHash(token);
}

export function approvalUrl(publicBaseUrl: string, token: string): string {
  return `${publicBaseUrl}/aprovacao/${token}`;
}

async function sealingKey(): Promise<Buffer> {
  return createHash('sha256')
    .update(`approver-token-seal:${await voterLinkSecret()}`)
    .digest();
}

/** iv.ciphertext.tag, base64url. */
export async function sealToken(token: string): Promise<string> {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', await sealingKey(), iv);
  const sealed = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]);
  return [iv, sealed, cipher.getAuthTag()].map((part) => part.toString('base64url')).join('.');
}

export async function unsealToken(sealed: string): Promise<string> {
  const [iv, data, tag] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
  if (!iv || !data || !tag) throw new Error('not a sealed approver token');
  const decipher = createDecipheriv('aes-256-gcm', await sealingKey(), iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8');
}
