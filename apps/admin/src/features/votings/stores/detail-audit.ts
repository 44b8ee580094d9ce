import { proxy } from 'valtio';
import type { AuditChainStatus, AuditEntry } from '@backoffice/api-client';
import { pageInsteadOfEmpty, pageRange } from '@admin/components/ListPage/list-query';
import { listVotingAudit } from '../api/voting-detail';
import { noteDeadlineExtended, onVotingChange, votingDetail } from './detail-voting';
import { SignedOutError } from '@admin/lib/api-client';

// The audit trail of the voting on screen, oldest first, a page at a time, with the server's verification of the
// whole hash chain.

export const AUDIT_PAGE_SIZE = 50;

export interface AuditState {
  entries: AuditEntry[];
  chain: AuditChainStatus | null;
  page: number;
  total: number;
  load: 'idle' | 'loading' | 'ready' | 'failed';
  loaded: boolean;
}

const initialState = (): AuditState => ({
  entries: [],
  chain: null,
  page: 1,
  total: 0,
  load: 'idle',
  loaded: false,
});

export const votingAudit = proxy<AuditState>(initialState());

let latest = 0;

onVotingChange(() => {
  latest += 1;
  Object.assign(votingAudit, initialState());
});

/** The deadline the last extension on the page replaced (its entry's `data.from`), if any. The generated type of
 * `data` names no property (the contract leaves it open), hence the widening. */
function extendedFrom(entries: readonly AuditEntry[]): string | null {
  const last = entries.filter((entry) => entry.action === 'voting.deadline_extended').at(-1);
  const from = (last?.data as Record<string, unknown> | undefined)?.from;
  return typeof from === 'string' ? from : null;
}

export async function loadAudit(): Promise<void> {
  const votingId = votingDetail.votingId;
  if (!votingId) return;
  const request = ++latest;
  votingAudit.load = 'loading';
  try {
    const { entries, chain, pagination } = await listVotingAudit(
      votingId,
      pageRange(votingAudit.page, AUDIT_PAGE_SIZE),
    );
    if (request !== latest) return;
    const instead = pageInsteadOfEmpty(votingAudit.page, entries.length, pagination.total, AUDIT_PAGE_SIZE);
    if (instead !== null) {
      votingAudit.page = instead;
      return loadAudit();
    }
    Object.assign(votingAudit, { entries, chain, total: pagination.total, load: 'ready', loaded: true });
    const from = extendedFrom(entries);
    if (from) noteDeadlineExtended(from);
  } catch (error) {
    if (request !== latest || error instanceof SignedOutError) return;
    console.error('Audit read failed', error);
    votingAudit.load = 'failed';
  }
}

export function ensureAudit(): Promise<void> {
  return votingAudit.load === 'idle' ? loadAudit() : Promise.resolve();
}

export function reloadShownAudit(): Promise<void> {
  return votingAudit.load === 'idle' ? Promise.resolve() : loadAudit();
}

export function setAuditPage(page: number): Promise<void> {
  if (votingAudit.page === page) return Promise.resolve();
  votingAudit.page = page;
  return loadAudit();
}
