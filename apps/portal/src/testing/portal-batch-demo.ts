import type { components } from '@backoffice/api-client';
import type { PortalFakeOptions } from './portal-state';
import { signedInWithPolicy } from './portal-story';

// A holder in three funds of a batch, for the batch screens' stories and tests: the link's own fund (the demo
// ballot's three items and documents) and two siblings with the same three items (a batch's children share its
// items), the first with its financial statements, the second with no document.

type PortalBatchFund = components['schemas']['PortalBatchFund'];

type PortalDocument = components['schemas']['PortalDocument'];

/** A sibling fund's financial statements (its bytes: the fake's statements PDF). */
export const siblingStatements = (n: number, fundName: string): PortalDocument => ({
  id: `0d000000-0000-4000-8000-0000000d000${n}`,
  name: `Demonstrações financeiras ${fundName} 2035.pdf`,
  contentType: 'application/pdf',
  size: 48_213,
  sha256: '9f2c1e7a4b6d8e0f1a3c5e7092b4d6f8a0c2e4f6081a3c5e7f9b1d3f5a7c9e0b',
});

const sibling = (
  n: number,
  fundName: string,
  fundTaxId: string,
  documents: PortalDocument[] = [],
): PortalBatchFund => ({
  votingId: `0d000000-0000-4000-8000-00000000000${n}`,
  own: false,
  votingTitle: `AGO ${fundName}`,
  fundName,
  fundTaxId,
  deadline: '2036-06-30T20:59:00.000Z',
  open: true,
  requiresSupportDocument: false,
  items: [1, 2, 3].map((position) => ({
    id: `0d000000-0000-4000-8000-${String(n * 100 + position).padStart(12, '0')}`,
    position,
    title: [
      'Aprovação das contas do exercício de 2035',
      'Eleição do representante dos cotistas',
      'Orçamento de manutenção para 2036',
    ][position - 1]!,
    description: '',
  })),
  documents,
  ballot: null,
  voted: false,
  receiptAvailable: false,
});

export const demoBatchSiblings = (): PortalBatchFund[] => [
  sibling(2, 'FII Ipê Logística', '11222333000181', [siblingStatements(2, 'FII Ipê Logística')]),
  sibling(3, 'FII Jatobá Renda', '45997418000153'),
];

/** Signed in with the policy accepted, in three funds of a batch. */
export function batchHolder(options: PortalFakeOptions = {}): PortalFakeOptions {
  return signedInWithPolicy({
    batch: {
      ownFund: { fundName: 'FII Aroeira Lajes', fundTaxId: '60746948000112' },
      siblings: demoBatchSiblings(),
    },
    ...options,
  });
}
