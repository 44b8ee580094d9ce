import { useEffect, useRef } from 'react';
import { CheckCircle2, FileWarning } from 'lucide-react';
import { useSnapshot } from 'valtio';
import type { VotingBatchDocumentUpload } from '@backoffice/api-client';
import { can, formatCnpj } from '@backoffice/domain';
import {
  Button,
  Card,
  Cell,
  Column,
  FileDropZone,
  Heading,
  ProgressBar,
  Row,
  Table,
  TableBody,
  TableHeader,
  Text,
} from '@backoffice/ui';
import { FormMessage } from '@backoffice/app-common';
import { useT } from '@admin/lib/i18n';
import { usePlural } from '@admin/lib/plural';
import { sessionStore } from '@admin/stores/session';
import { RUN_BATCH_VOTINGS } from '../../permissions';
import {
  attachDocuments,
  batchDocuments,
  chooseOtherDocuments,
  loadBatchDocuments,
  previewDocuments,
  resetBatchDocuments,
} from '../../stores/batch-documents';
import * as styles from './BatchDocumentsPanel.css';

const ACCEPTED = ['.pdf', '.zip', 'application/pdf', 'application/zip', 'application/x-zip-compressed'];
/** The request's limit (packages/domain MAX_BATCH_DOCUMENTS_BYTES); each PDF's 20 MB is checked by the server. */
const MAX_BYTES = 200 * 1024 * 1024;

type Unmatched = VotingBatchDocumentUpload['unmatched'][number];
type Matched = VotingBatchDocumentUpload['matched'][number];

/** The files matched, one row each: file → fund (name and CNPJ). */
function MatchedTable({ matched }: { matched: readonly Matched[] }) {
  const t = useT();
  return (
    <Table aria-label={t('batchVotings.documents.matchedTitle')}>
      <TableHeader>
        <Column id="file" isRowHeader>
          {t('batchVotings.documents.columns.file')}
        </Column>
        <Column id="fund">{t('batchVotings.documents.columns.fund')}</Column>
        <Column id="taxId">{t('batchVotings.documents.columns.taxId')}</Column>
      </TableHeader>
      <TableBody items={matched.map((file, index) => ({ ...file, id: `${index}` }))}>
        {(file) => (
          <Row id={file.id}>
            <Cell>
              <bdi className={styles.fileName}>{file.fileName}</bdi>
            </Cell>
            <Cell>
              <bdi>{file.fundName}</bdi>
            </Cell>
            <Cell>
              <bdi className={styles.nowrap}>{formatCnpj(file.fundTaxId)}</bdi>
            </Cell>
          </Row>
        )}
      </TableBody>
    </Table>
  );
}

/** The files left out, with the reason each was (the CNPJs read, when some were). */
function UnmatchedTable({
  unmatched,
}: {
  unmatched:
    | readonly Readonly<Unmatched>[]
    | readonly {
        readonly fileName: string;
        readonly code: Unmatched['code'];
        readonly found: readonly string[];
      }[];
}) {
  const t = useT();
  return (
    <Table aria-label={t('batchVotings.documents.unmatchedTitle')}>
      <TableHeader>
        <Column id="file" isRowHeader>
          {t('batchVotings.documents.columns.file')}
        </Column>
        <Column id="reason">{t('batchVotings.documents.columns.reason')}</Column>
      </TableHeader>
      <TableBody items={unmatched.map((file, index) => ({ ...file, id: `${index}` }))}>
        {(file) => (
          <Row id={file.id}>
            <Cell>
              <bdi className={styles.fileName}>{file.fileName}</bdi>
            </Cell>
            <Cell>
              {t(`batchVotings.documents.reasons.${file.code}`)}
              {file.found.length ? (
                <>
                  {' '}
                  <bdi className={styles.nowrap}>({file.found.join(', ')})</bdi>
                </>
              ) : null}
            </Cell>
          </Row>
        )}
      </TableBody>
    </Table>
  );
}

export interface BatchDocumentsPanelProps {
  batchId: string;
}

/**
 * "Documentos dos fundos" on a batch's detail: the funds still without a document and, for runners, many PDFs or one
 * ZIP chosen (or dropped), previewed by the server (nothing written: each file → its fund by the CNPJ in its name,
 * the rest with their reasons), then attached to the funds' votings.
 */
export function BatchDocumentsPanel({ batchId }: BatchDocumentsPanelProps) {
  const t = useT();
  const plural = usePlural();
  const state = useSnapshot(batchDocuments);
  const role = useSnapshot(sessionStore).user?.role;
  const canRun = can(role, RUN_BATCH_VOTINGS);
  const resultRef = useRef<HTMLDivElement>(null);
  const result = state.result;
  const without =
    result && state.phase !== 'choose'
      ? result.fundsWithoutDocuments
      : state.documents?.fundsWithoutDocuments;

  useEffect(() => {
    resetBatchDocuments();
    void loadBatchDocuments(batchId);
    return resetBatchDocuments;
  }, [batchId]);
  // A result takes the focus, so it is read out and the keyboard continues from it.
  useEffect(() => {
    if (['preview', 'attached', 'refused'].includes(state.phase)) resultRef.current?.focus();
  }, [state.phase]);

  const busy = state.phase === 'previewing' || state.phase === 'attaching';
  return (
    <Card as="section" className={styles.panel} aria-labelledby="batch-documents-title">
      <div className={styles.titles}>
        <Heading level={2} size="lg" id="batch-documents-title">
          {t('batchVotings.documents.title')}
        </Heading>
        <Text tone="muted">{t('batchVotings.documents.intro')}</Text>
      </div>
      {canRun && (state.phase === 'choose' || state.phase === 'refused' || state.phase === 'failed') ? (
        <FileDropZone
          label={t('batchVotings.documents.choose')}
          description={t('batchVotings.documents.fileHint')}
          acceptedFileTypes={ACCEPTED}
          maxFileSize={MAX_BYTES}
          files={[]}
          onFilesChange={(files) => files.length > 0 && void previewDocuments(batchId, files)}
        />
      ) : null}
      {busy ? (
        <ProgressBar
          label={t(
            state.phase === 'previewing'
              ? 'batchVotings.documents.previewing'
              : 'batchVotings.documents.attaching',
          )}
          value={state.progress}
        />
      ) : null}
      <div ref={resultRef} tabIndex={-1} className={styles.result}>
        {state.phase === 'refused' ? (
          <div role="alert" className={styles.refused}>
            <FileWarning size={20} aria-hidden />
            <div>
              <Text>{t('batchVotings.documents.refused')}</Text>
              {state.refusal ? <Text>{state.refusal}</Text> : null}
            </div>
          </div>
        ) : null}
        {state.phase === 'failed' ? (
          <FormMessage tone="danger">{t('batchVotings.documents.failed')}</FormMessage>
        ) : null}
        {result &&
        (state.phase === 'preview' || state.phase === 'attached' || state.phase === 'attaching') ? (
          <>
            <p className={styles.summary}>
              <CheckCircle2 size={20} aria-hidden className={styles.ok} />
              <span>
                {state.phase === 'attached'
                  ? plural('batchVotings.documents.attached', result.matched.length)
                  : `${plural('batchVotings.documents.matched', result.matched.length)} ${t('batchVotings.documents.previewNote')}`}
              </span>
            </p>
            {result.matched.length ? (
              <>
                <Heading level={3} size="sm">
                  {t('batchVotings.documents.matchedTitle')}
                </Heading>
                <MatchedTable matched={result.matched} />
              </>
            ) : null}
            {result.unmatched.length ? (
              <>
                <Heading level={3} size="sm">
                  {plural('batchVotings.documents.unmatchedCount', result.unmatched.length)}
                </Heading>
                <UnmatchedTable unmatched={result.unmatched} />
              </>
            ) : null}
            <div className={styles.actions}>
              {state.phase !== 'attached' && result.matched.length ? (
                <Button onPress={() => void attachDocuments(batchId)} isPending={state.phase === 'attaching'}>
                  {plural('batchVotings.documents.attach', result.matched.length)}
                </Button>
              ) : null}
              <Button variant="secondary" onPress={chooseOtherDocuments} isDisabled={busy}>
                {t('batchVotings.documents.chooseOther')}
              </Button>
            </div>
          </>
        ) : null}
      </div>
      {without ? (
        <div className={styles.titles}>
          <Heading level={3} size="sm">
            {plural('batchVotings.documents.withoutTitle', without.length)}
          </Heading>
          {without.length ? (
            <ul className={styles.list}>
              {without.map((fund) => (
                <li key={fund.votingId}>
                  <bdi>{fund.fundName}</bdi> —{' '}
                  <bdi className={styles.nowrap}>{formatCnpj(fund.fundTaxId)}</bdi>
                </li>
              ))}
            </ul>
          ) : (
            <Text tone="muted">{t('batchVotings.documents.allHave')}</Text>
          )}
        </div>
      ) : null}
    </Card>
  );
}
