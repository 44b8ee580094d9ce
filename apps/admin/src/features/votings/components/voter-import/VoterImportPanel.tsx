import { useEffect, useRef } from 'react';
import { AlertTriangle, CheckCircle2, Download, FileWarning } from 'lucide-react';
import { useSnapshot } from 'valtio';
import type { FieldError, VoterImport } from '@backoffice/api-client';
import { importErrorReportFileName } from '@backoffice/domain';
import { Button, Card, FileDropZone, Heading, ProgressBar, Text } from '@backoffice/ui';
import { FormMessage, saveFile } from '@backoffice/app-common';
import { useCurrentLocale, useT } from '@admin/lib/i18n';
import { usePlural } from '@admin/lib/plural';
import { say } from '../../stores/messages';
import {
  VOTER_FILE_MAX_BYTES,
  bindVoterImport,
  confirmImport,
  discardImport,
  downloadErrorReport,
  downloadExample,
  startOver,
  uploadVoterFile,
  voterImportStore,
} from '../../stores/voter-import';
import { ImportErrorsTable } from './ImportErrorsTable';
import { ImportPreviewTable } from './ImportPreviewTable';
import { ImportSummary } from './ImportSummary';
import { fileIssueText } from './import-issues';
import * as styles from './VoterImportPanel.css';

export interface VoterImportPanelProps {
  /** The voting the voters go into. */
  votingId: string;
  /** Runs once the valid rows are written (e.g. to read the voter count again). */
  onImported?: (voterImport: VoterImport) => void;
  /** The panel's heading level under the screen's (default 2). */
  headingLevel?: 2 | 3;
}

const ACCEPTED = ['.csv', '.txt', 'text/csv', 'text/plain', 'application/vnd.ms-excel'];

/**
 * Voters from a CSV: choose the file (and an example to start from), watch it upload, read what the server found
 * (summary, row errors by line with their report, a preview of valid rows), then import the valid rows (progress
 * while they are written) or discard the file and send a corrected one. Reused by the new-voting flow and the
 * voting's detail screen.
 */
export function VoterImportPanel({ votingId, onImported, headingLevel = 2 }: VoterImportPanelProps) {
  const t = useT();
  const plural = usePlural();
  const locale = useCurrentLocale();
  const state = useSnapshot(voterImportStore);
  const resultRef = useRef<HTMLDivElement>(null);

  useEffect(() => bindVoterImport(votingId), [votingId]);

  // A new result (read, refused, imported) takes the focus, so it is read out and the keyboard continues from it.
  useEffect(() => {
    if (state.phase === 'read' || state.phase === 'refused' || state.phase === 'imported')
      resultRef.current?.focus();
  }, [state.phase]);

  const current = state.votingId === votingId ? state : null;
  const phase = current?.phase ?? 'idle';
  const voterImport = current?.voterImport as VoterImport | null | undefined;
  const saveAs = (name: string) => (blob: Blob) => saveFile(blob, name);

  return (
    <Card as="section" className={styles.panel}>
      <div className={styles.header}>
        <div className={styles.titles}>
          <Heading level={headingLevel} size="md">
            {t('votings.import.title')}
          </Heading>
          <Text size="sm" tone="muted">
            {t('votings.import.intro')}
          </Text>
        </div>
        <Button
          variant="secondary"
          size="sm"
          isPending={state.busy === 'example'}
          onPress={() => void downloadExample(saveAs('exemplo-votantes.csv'))}
        >
          <Download size={16} aria-hidden />
          {t('votings.import.example')}
        </Button>
      </div>

      <FormMessage tone="danger">{say(t, current?.error) ?? null}</FormMessage>

      {phase === 'idle' || phase === 'refused' ? (
        <>
          {phase === 'refused' ? (
            <div ref={resultRef} tabIndex={-1} className={styles.result}>
              <RefusedFile fileName={current?.fileName ?? ''} errors={current?.fileErrors as FieldError[]} />
            </div>
          ) : null}
          <FileDropZone
            label={phase === 'refused' ? t('votings.import.chooseCorrected') : t('votings.import.choose')}
            description={t('votings.import.fileHint')}
            acceptedFileTypes={ACCEPTED}
            maxFileSize={VOTER_FILE_MAX_BYTES}
            maxFiles={1}
            files={[]}
            onFilesChange={(files) => files[0] && void uploadVoterFile(files[0])}
            strings={{
              wrongType: t('votings.import.rejectType'),
              tooLarge: t('votings.import.rejectSize'),
            }}
          />
        </>
      ) : null}

      {phase === 'uploading' && current ? (
        <ProgressBar
          label={t('votings.import.uploading', { name: current.fileName ?? '' })}
          value={current.progress.loaded}
          maxValue={Math.max(current.progress.total, 1)}
        />
      ) : null}

      {(phase === 'read' || phase === 'importing') && voterImport ? (
        <div ref={resultRef} tabIndex={-1} className={styles.result}>
          <ImportSummary voterImport={voterImport} />
          {voterImport.errors.length > 0 ? (
            <section aria-labelledby="voter-import-errors" className={styles.section}>
              <div className={styles.sectionHeader}>
                <Heading level={headingLevel === 2 ? 3 : 4} size="sm" id="voter-import-errors">
                  {t('votings.import.errorsTitle')}
                </Heading>
                <Button
                  variant="secondary"
                  size="sm"
                  isPending={state.busy === 'report'}
                  onPress={() =>
                    void downloadErrorReport(
                      locale,
                      saveAs(importErrorReportFileName(locale, voterImport.fileName)),
                    )
                  }
                >
                  <Download size={16} aria-hidden />
                  {t('votings.import.errorReport')}
                </Button>
              </div>
              {voterImport.errorsTruncated ? (
                <Text size="sm" tone="muted">
                  {t('votings.import.errorsTruncated', { count: voterImport.errors.length })}
                </Text>
              ) : null}
              <ImportErrorsTable errors={voterImport.errors} />
            </section>
          ) : null}
          {voterImport.preview.length > 0 ? (
            <section aria-labelledby="voter-import-preview" className={styles.section}>
              <Heading level={headingLevel === 2 ? 3 : 4} size="sm" id="voter-import-preview">
                {t('votings.import.previewTitle')}
              </Heading>
              <Text size="sm" tone="muted">
                {t('votings.import.previewNote', {
                  shown: voterImport.preview.length,
                  valid: voterImport.summary.valid,
                })}
              </Text>
              <ImportPreviewTable rows={voterImport.preview} />
            </section>
          ) : null}
          {phase === 'importing' ? (
            <ProgressBar
              label={t('votings.import.importing')}
              valueFormat="count"
              value={voterImport.progress.done}
              maxValue={Math.max(voterImport.progress.total, 1)}
            />
          ) : (
            <Decision voterImport={voterImport} onImported={onImported} />
          )}
        </div>
      ) : null}

      {phase === 'imported' && voterImport ? (
        <div ref={resultRef} tabIndex={-1} className={styles.result}>
          <div role="status" className={styles.done}>
            <CheckCircle2 size={20} aria-hidden className={styles.doneIcon} />
            <Text>{plural('votings.import.imported', voterImport.progress.total)}</Text>
          </div>
          <div className={styles.actions}>
            <Button variant="secondary" onPress={startOver}>
              {t('votings.import.another')}
            </Button>
          </div>
        </div>
      ) : null}
    </Card>
  );
}

/** Import the valid rows, or discard the file and send a corrected one. */
function Decision({
  voterImport,
  onImported,
}: {
  voterImport: VoterImport;
  onImported?: (voterImport: VoterImport) => void;
}) {
  const t = useT();
  const plural = usePlural();
  const { busy } = useSnapshot(voterImportStore);
  const valid = voterImport.summary.valid;
  return (
    <div className={styles.decision}>
      {valid === 0 ? (
        <div className={styles.warning}>
          <AlertTriangle size={18} aria-hidden className={styles.warningIcon} />
          <Text size="sm">{t('votings.import.nothingValid')}</Text>
        </div>
      ) : null}
      <div className={styles.actions}>
        {valid > 0 ? (
          <Button isPending={busy === 'confirm'} onPress={() => void confirmImport(onImported)}>
            {plural('votings.import.confirm', valid)}
          </Button>
        ) : null}
        <Button variant="secondary" isPending={busy === 'discard'} onPress={() => void discardImport()}>
          {t('votings.import.discard')}
        </Button>
      </div>
    </div>
  );
}

function RefusedFile({ fileName, errors }: { fileName: string; errors: readonly FieldError[] }) {
  const t = useT();
  const locale = useCurrentLocale();
  return (
    <div role="alert" className={styles.refused}>
      <div className={styles.refusedTitle}>
        <FileWarning size={20} aria-hidden className={styles.warningIcon} />
        <Text>
          <strong>{t('votings.import.refused', { name: fileName })}</strong>
        </Text>
      </div>
      <ul className={styles.refusedList}>
        {errors.map((error, index) => (
          <li key={`${error.code}-${index}`}>
            <Text size="sm">{fileIssueText(t, locale, error)}</Text>
          </li>
        ))}
      </ul>
    </div>
  );
}
