import { proxy } from 'valtio';
import type {
  AuditorOpinion,
  FieldError,
  VotingBatch,
  VotingBatchHolderImport,
  VotingKind,
} from '@backoffice/api-client';
import { decimalSeparatorOf, parseWeight } from '@backoffice/domain';
import { fieldErrorsOf } from '@admin/lib/api-client';
import type { TranslationKey, TranslationParams } from '@admin/lib/i18n';
import { confirmBatchHolders, uploadBatchHolders, type ConfirmFund } from '../api/holder-imports';

// The holders spreadsheet of the batch being created: chosen, uploaded (progress), read by the server (funds and row
// errors by line, nothing written), then confirmed into one child voting per fund or discarded for another file.
// Before confirming, each fund's facts the child voting takes: its issued quotas (typed in the operator's locale and
// read by the domain's parseWeight; empty = the sum of its holders' quotas), and for a financial-statement approval
// the auditor's opinion and whether the regulation allows tacit approval.

/** One fund's facts as the operator sets them. */
export interface FundOptions {
  /** As typed ('1.250.000,5' in pt-BR); empty leaves the server's default (the holders' quotas). */
  issuedQuotas: string;
  auditorOpinion: AuditorOpinion;
  tacitApprovalAllowed: boolean;
}

/** A fund's refusal, shown on its row. */
export interface FundRowError {
  key: TranslationKey;
  params?: TranslationParams;
}

export interface HolderImportState {
  phase: 'choose' | 'uploading' | 'read' | 'refused' | 'confirming' | 'confirmed' | 'failed';
  /** Percent of the upload sent. */
  progress: number;
  holderImport: VotingBatchHolderImport | null;
  /** Why a file could not be read at all (422 `errors`: no header, a column missing…). */
  fileErrors: FieldError[];
  batch: VotingBatch | null;
  /** Per fund (its CNPJ), the facts sent on confirm. */
  options: Record<string, FundOptions>;
  /** Per fund (its CNPJ), why the facts were refused (typed, or the server's 422). */
  rowErrors: Record<string, FundRowError>;
}

const initialState = (): HolderImportState => ({
  phase: 'choose',
  progress: 0,
  holderImport: null,
  fileErrors: [],
  batch: null,
  options: {},
  rowErrors: {},
});

export const holderImport = proxy<HolderImportState>(initialState());

export function resetHolderImport(): void {
  Object.assign(holderImport, initialState());
}

export async function uploadHolders(batchId: string, file: File): Promise<void> {
  Object.assign(holderImport, { ...initialState(), phase: 'uploading' });
  try {
    holderImport.holderImport = await uploadBatchHolders(batchId, file, ({ loaded, total }) => {
      holderImport.progress = total ? Math.round((loaded / total) * 100) : 0;
    });
    holderImport.options = Object.fromEntries(
      holderImport.holderImport.funds.map((fund) => [
        fund.taxId,
        {
          issuedQuotas: '',
          auditorOpinion: 'unqualified',
          tacitApprovalAllowed: false,
        } satisfies FundOptions,
      ]),
    );
    holderImport.phase = 'read';
  } catch (error) {
    const errors = fieldErrorsOf(error);
    holderImport.fileErrors = errors;
    holderImport.phase = errors.length ? 'refused' : 'failed';
  }
}

export function setFundOption<K extends keyof FundOptions>(
  taxId: string,
  key: K,
  value: FundOptions[K],
): void {
  const options = holderImport.options[taxId];
  if (!options) return;
  options[key] = value;
  if (key === 'issuedQuotas') delete holderImport.rowErrors[taxId];
}

/** The funds' facts as the confirm sends them, or the rows whose issued quotas are not a number above zero. */
export function fundsToSend(
  kind: VotingKind,
  locale: string,
): { funds: ConfirmFund[] } | { errors: Record<string, FundRowError> } {
  const read = holderImport.holderImport;
  const errors: Record<string, FundRowError> = {};
  const funds = (read?.funds ?? []).map((fund): ConfirmFund => {
    const options = holderImport.options[fund.taxId];
    const sent: ConfirmFund = { taxId: fund.taxId };
    if (!options) return sent;
    if (options.issuedQuotas.trim()) {
      const reading = parseWeight(options.issuedQuotas, { decimalSeparator: decimalSeparatorOf(locale) });
      if (reading.ok) sent.issuedQuotas = reading.value;
      else errors[fund.taxId] = { key: 'batchVotings.fundOptions.errors.issuedInvalid' };
    }
    if (kind === 'financial_statement') {
      sent.auditorOpinion = options.auditorOpinion;
      sent.tacitApprovalAllowed = options.tacitApprovalAllowed;
    }
    return sent;
  });
  if (Object.keys(errors).length) return { errors };
  // A fund left as read (a standard batch's, no issued quotas typed) takes the server's defaults.
  return { funds: funds.filter((fund) => Object.keys(fund).length > 1) };
}

/** The server's refusals of `funds/<i>/…` → the row of fund i (its CNPJ). */
function rowErrorsOf(
  errors: readonly FieldError[],
  sent: readonly ConfirmFund[],
): Record<string, FundRowError> {
  const rows: Record<string, FundRowError> = {};
  for (const error of errors) {
    const [, index, field] = /^funds\/(\d+)\/(\w+)$/.exec(error.field) ?? [];
    const taxId = sent[Number(index)]?.taxId;
    if (!taxId || rows[taxId]) continue;
    if (error.code === 'below_holders_quotas')
      rows[taxId] = {
        key: 'batchVotings.fundOptions.errors.belowHolders',
        params: { held: String(error.params?.held ?? '') },
      };
    else if (field === 'taxId' && error.code === 'not_found')
      rows[taxId] = { key: 'batchVotings.fundOptions.errors.notFound' };
    else rows[taxId] = { key: 'batchVotings.fundOptions.errors.issuedInvalid' };
  }
  return rows;
}

/**
 * Creates the children with each fund's facts; the batch with them, or null when refused: a fund's issued quotas
 * that are not a number (checked before sending) or that the server refuses are said on the fund's row.
 */
export async function confirmHolders(
  batchId: string,
  kind: VotingKind = 'standard',
  locale = 'pt-BR',
): Promise<VotingBatch | null> {
  const read = holderImport.holderImport;
  if (!read) return null;
  const toSend = fundsToSend(kind, locale);
  if ('errors' in toSend) {
    Object.assign(holderImport, { rowErrors: toSend.errors, phase: 'read' });
    return null;
  }
  Object.assign(holderImport, { rowErrors: {}, phase: 'confirming' });
  try {
    holderImport.batch = await confirmBatchHolders(batchId, read.id, toSend.funds);
    holderImport.phase = 'confirmed';
    return holderImport.batch;
  } catch (error) {
    const rows = rowErrorsOf(fieldErrorsOf(error), toSend.funds);
    if (Object.keys(rows).length) Object.assign(holderImport, { rowErrors: rows, phase: 'read' });
    else holderImport.phase = 'failed';
    return null;
  }
}

/** Leaves the file read for another one (nothing was written). */
export function chooseAnother(): void {
  Object.assign(holderImport, initialState());
}
