import { useEffect, useRef } from 'react';
import { CheckCircle2, FileWarning } from 'lucide-react';
import { useSnapshot } from 'valtio';
import type { VotingKind } from '@backoffice/api-client';
import { batchRowIssueMessage } from '@backoffice/domain';
import { Button, FileDropZone, Heading, ProgressBar, Text } from '@backoffice/ui';
import { FormMessage } from '@backoffice/app-common';
import { useCurrentLocale, useT } from '@admin/lib/i18n';
import { usePlural } from '@admin/lib/plural';
import {
  chooseAnother,
  confirmHolders,
  holderImport,
  resetHolderImport,
  uploadHolders,
} from '../../stores/holder-import';
import { FundOptionsTable } from '../FundOptionsTable/FundOptionsTable';
import { HolderErrorsTable } from './HolderErrorsTable';
import * as styles from './HolderImportPanel.css';

export interface HolderImportPanelProps {
  batchId: string;
  /** The batch's kind: a financial-statement approval asks each fund's auditor opinion and tacit approval. */
  kind: VotingKind;
  /** After the children are created (the screen opens the batch's detail). */
  onConfirmed: () => void;
}

const ACCEPTED = ['.csv', '.txt', 'text/csv', 'text/plain', 'application/vnd.ms-excel'];
const MAX_BYTES = 50 * 1024 * 1024;

/**
 * The one spreadsheet of every fund's holders: chosen, uploaded, read by the server (nothing written) and shown as
 * the funds it makes (holders and quotas each, with the facts each fund's voting takes: issued quotas, and for a
 * financial-statement approval the auditor's opinion and tacit approval) and the refused rows by line and reason;
 * "Criar N votações" confirms it into one draft voting per fund, "Escolher outro arquivo" drops it.
 */
export function HolderImportPanel({ batchId, kind, onConfirmed }: HolderImportPanelProps) {
  const t = useT();
  const plural = usePlural();
  const locale = useCurrentLocale();
  const state = useSnapshot(holderImport);
  const resultRef = useRef<HTMLDivElement>(null);
  const read = state.holderImport;

  useEffect(() => {
    resetHolderImport();
    return resetHolderImport;
  }, [batchId]);
  // A result takes the focus, so it is read out and the keyboard continues from it.
  useEffect(() => {
    if (state.phase === 'read' || state.phase === 'refused') resultRef.current?.focus();
  }, [state.phase]);

  async function confirm() {
    if (await confirmHolders(batchId, kind, locale)) onConfirmed();
  }

  return (
    <section className={styles.panel} aria-labelledby="batch-holders-title">
      <div className={styles.titles}>
        <Heading level={2} size="md" id="batch-holders-title">
          {t('batchVotings.holders.title')}
        </Heading>
        <Text tone="muted">{t('batchVotings.holders.intro')}</Text>
      </div>
      {state.phase === 'choose' || state.phase === 'refused' ? (
        <FileDropZone
          label={t('batchVotings.holders.choose')}
          description={t('batchVotings.holders.fileHint')}
          acceptedFileTypes={ACCEPTED}
          maxFileSize={MAX_BYTES}
          maxFiles={1}
          files={[]}
          onFilesChange={(files) => files[0] && void uploadHolders(batchId, files[0])}
        />
      ) : null}
      {state.phase === 'uploading' ? (
        <ProgressBar label={t('batchVotings.holders.uploading')} value={state.progress} />
      ) : null}
      <div ref={resultRef} tabIndex={-1} className={styles.result}>
        {state.phase === 'refused' ? (
          <div role="alert" className={styles.refused}>
            <FileWarning size={20} aria-hidden />
            <div>
              <Text>{t('batchVotings.holders.refused')}</Text>
              <ul>
                {state.fileErrors.map((error, index) => (
                  <li key={index}>
                    {batchRowIssueMessage(locale, { code: error.code, params: error.params })}
                  </li>
                ))}
              </ul>
            </div>
          </div>
        ) : null}
        {read && (state.phase === 'read' || state.phase === 'confirming' || state.phase === 'failed') ? (
          <div className={styles.read}>
            <p className={styles.summary}>
              <CheckCircle2 size={20} aria-hidden className={styles.ok} />
              <span>
                {plural('batchVotings.holders.fundsFound', read.funds.length)}{' '}
                {plural('batchVotings.holders.validRows', read.valid)}
                {read.invalid ? ` ${plural('batchVotings.holders.invalidRows', read.invalid)}` : null}
              </span>
            </p>
            <FundOptionsTable funds={read.funds} kind={kind} />
            {read.errors.length ? (
              <>
                <Heading level={3} size="sm">
                  {t('batchVotings.holders.errorsTitle')}
                </Heading>
                <HolderErrorsTable errors={read.errors} />
                {read.errorsTruncated ? (
                  <Text tone="muted">{t('batchVotings.holders.errorsTruncated')}</Text>
                ) : null}
              </>
            ) : null}
            <FormMessage tone="danger">
              {state.phase === 'failed'
                ? t('batchVotings.holders.confirmFailed')
                : Object.keys(state.rowErrors).length
                  ? t('batchVotings.fundOptions.errors.fixRows')
                  : null}
            </FormMessage>
            <div className={styles.actions}>
              {read.funds.length ? (
                <Button onPress={confirm} isPending={state.phase === 'confirming'}>
                  {plural('batchVotings.holders.confirm', read.funds.length)}
                </Button>
              ) : (
                <Text tone="danger">{t('batchVotings.holders.nothingValid')}</Text>
              )}
              <Button variant="secondary" onPress={chooseAnother} isDisabled={state.phase === 'confirming'}>
                {t('batchVotings.holders.chooseAnother')}
              </Button>
            </div>
          </div>
        ) : null}
        {state.phase === 'failed' && !read ? (
          <FormMessage tone="danger">{t('batchVotings.holders.uploadFailed')}</FormMessage>
        ) : null}
      </div>
    </section>
  );
}
