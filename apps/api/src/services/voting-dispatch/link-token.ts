import { createHash, createHmac } from 'node:crypto';

// A voter's link: `${PUBLIC_BASE_URL}/v/${token}`. The token is derived, not stored:
// base64url(HMAC-SHA256(secret, `${votingId}:${voterId}:${tokenVersion}`)) — 256 unguessable bits, unique per voter
// (and per version: rotating a link is token_version + 1). The database keeps only the SHA-256 of the token
// (voters.token_hash), which is how the portal finds the voter (voter_link()); a leaked table yields no link.

export interface VoterTokenSubject {
  votingId: string;
  voterId: string;
  tokenVersion: number;
}

export function voterLinkToken(secret: string, subject: VoterTokenSubject): string {
  return createHmac('sha256', secret)
    .update(`${subject.votingId}:${subject.voterId}:${subject.tokenVersion}`)
    .digest('base64url');
}

/** What voters.token_hash holds: the SHA-256 of the token, hex. */
export function linkTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The token_hash of a voter's link at a version (a voter being inserted or having its link rotated). */
export function voterTokenHash(secret: string, subject: VoterTokenSubject): string {
  return linkTokenHash(voterLinkToken(secret, subject));
}

/** The URL the invitation carries. */
export function voterLinkUrl(publicBaseUrl: string, token: string): string {
  return `${publicBaseUrl}/v/${token}`;
}
