import { readFileSync } from 'node:fs';

// The portal's own words for a locale, read from its dictionaries, so one walk serves pt-BR and Arabic alike.

type Tree = { [key: string]: string | Tree };

export interface PortalWords {
  lastFourCpf: string;
  sendCode: string;
  identityMismatch: string;
  accessCode: string;
  confirm: string;
  documentsTitle: string;
  policyAccept: string;
  continueToBallot: string;
  ballotTitle: string;
  approve: string;
  continue: string;
  attachmentsTitle: string;
  toReview: string;
  reviewTitle: string;
  finish: string;
  receiptTitle: string;
  signOut: string;
  identityTitle: string;
  signedOut: string;
  /** 'Página 1 de 2' in Latin or Arabic-Indic digits (the page formats them in its locale). */
  page1of2: RegExp;
  /** The spec's 'Somente números são permitidos', at the last 4 and at the PIN. */
  last4DigitsOnly: string;
  pinDigitsOnly: string;
  pinMismatch: string;
  /** 'Restam N tentativas antes do bloqueio temporário.' */
  attemptsLeft: (count: number) => string;
  missingTitle: string;
  itemRequired: string;
}

export function portalWords(locale: 'pt-BR' | 'ar'): PortalWords {
  const tree = JSON.parse(
    readFileSync(`apps/portal/src/features/voter-portal/locales/${locale}.json`, 'utf8'),
  ) as { portal: Tree };
  const word = (path: string): string => {
    const value = path.split('.').reduce<string | Tree>((node, key) => (node as Tree)[key]!, tree.portal);
    if (typeof value !== 'string') throw new Error(`No text portal.${path} in ${locale}`);
    return value;
  };
  return {
    lastFourCpf: word('identity.labelCpf'),
    sendCode: word('identity.submit'),
    identityMismatch: word('identity.mismatch'),
    accessCode: word('pin.label'),
    confirm: word('pin.submit'),
    documentsTitle: word('documents.title'),
    policyAccept: word('policy.accept'),
    continueToBallot: word('policy.continue'),
    ballotTitle: word('ballot.title'),
    approve: word('ballot.choices.approve'),
    continue: word('ballot.continue'),
    attachmentsTitle: word('attachments.title'),
    toReview: word('attachments.continue'),
    reviewTitle: word('review.title'),
    finish: word('review.finish'),
    receiptTitle: word('receipt.title'),
    signOut: word('signOut.button'),
    identityTitle: word('identity.title'),
    signedOut: word('identity.signedOut'),
    page1of2: new RegExp(word('documents.page').replace('{{page}}', '[1١]').replace('{{total}}', '[2٢]')),
    last4DigitsOnly: word('identity.digitsOnly'),
    pinDigitsOnly: word('pin.digitsOnly'),
    pinMismatch: word('pin.mismatch'),
    attemptsLeft: (count) =>
      word(count === 1 ? 'identity.attemptsLeftOne' : 'identity.attemptsLeftOther').replace(
        '{{count}}',
        String(count),
      ),
    missingTitle: word('ballot.missingTitle'),
    itemRequired: word('ballot.itemRequired'),
  };
}
