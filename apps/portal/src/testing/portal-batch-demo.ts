import type { components } from '@backoffice/api-client';
import type { PortalFakeOptions } from './portal-state';
import { signedInWithPolicy } from './portal-story';

// A holder in three funds of a batch, for the batch screens' stories and tests: the link's own fund (the demo
// ballot's three items) and two siblings with the same three items (a batch's children share its items).

type PortalBatchFund = components['schemas']['PortalBatchFund'];

const sibling = (n: number, fundName: string, fundTaxId: string): PortalBatchFund => ({
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
  ballot: null,
  voted: false,
  receiptAvailable: false,
});

export const demoBatchSiblings = (): PortalBatchFund[] => [
  sibling(2, 'FII Ipê Logística', '11222333000181'),
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
