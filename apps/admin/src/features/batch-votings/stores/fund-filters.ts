import { proxy } from 'valtio';
import type { VotingBatchChild, VotingStatus } from '@backoffice/api-client';
import { normalizeForSearch, type ChildOutcome } from '@backoffice/domain';

// The batch detail's filters of its funds: status, outcome, quorum reached or not, and a search by fund name or
// CNPJ. They narrow the children the detail loaded (getVotingBatch answers every fund of the batch, so there is no
// page to miss); the selection keeps what was selected before filtering.

export type QuorumFilter = 'reached' | 'not_reached';

export interface FundFilters {
  status: VotingStatus | null;
  outcome: ChildOutcome | null;
  quorum: QuorumFilter | null;
  search: string;
}

const initialFilters = (): FundFilters => ({ status: null, outcome: null, quorum: null, search: '' });

export const fundFilters = proxy<FundFilters>(initialFilters());

export function resetFundFilters(): void {
  Object.assign(fundFilters, initialFilters());
}

export function setFundFilter<K extends keyof FundFilters>(key: K, value: FundFilters[K]): void {
  fundFilters[key] = value;
}

export const isFiltering = (filters: FundFilters): boolean =>
  Boolean(filters.status || filters.outcome || filters.quorum || filters.search.trim());

/** The CNPJ's characters only (a typed '12.345.678/0001-90' finds '12345678000190'; the new CNPJ has letters). */
const cnpjChars = (text: string) => text.toUpperCase().replace(/[^0-9A-Z]/g, '');

/** Whether the search finds the fund: every word in its name (case and accents ignored), or the CNPJ's characters. */
export function matchesFundSearch(
  fund: Pick<VotingBatchChild, 'fundName' | 'fundTaxId'>,
  search: string,
): boolean {
  const text = normalizeForSearch(search);
  if (!text) return true;
  const name = normalizeForSearch(fund.fundName);
  if (text.split(' ').every((word) => name.includes(word))) return true;
  const chars = cnpjChars(search);
  return /[0-9]/.test(chars) && fund.fundTaxId.includes(chars);
}

/** The funds the filters keep, in the batch's order. */
export function filterFunds<T extends VotingBatchChild>(children: readonly T[], filters: FundFilters): T[] {
  return children.filter(
    (child) =>
      (!filters.status || child.status === filters.status) &&
      (!filters.outcome || child.outcome === filters.outcome) &&
      (!filters.quorum || child.quorumReached === (filters.quorum === 'reached')) &&
      matchesFundSearch(child, filters.search),
  );
}
