import { useEffect, useId, useRef, useState } from 'react';
import { CheckCircle2, FileWarning } from 'lucide-react';
import type { FieldError } from '@backoffice/api-client';
import { FileDropZone, Heading, ProgressBar, Text } from '@backoffice/ui';
import { FormMessage, isolate } from '@backoffice/app-common';
import { useCurrentLocale } from '@portal/lib/i18n';
import {
  type AttorneyApi,
  type RepresentedPartiesImport,
  type RepresentedParty,
  type UploadProgress,
} from '../attorney-api';
import { isSessionEnded } from '@portal/features/voter-portal/api/session-ended';
import { say, useAttorneyT, type AttorneyMessage } from '../use-attorney-t';
import { fileIssueText } from './import-issues';
import { ImportErrorsList } from './ImportErrorsList';
import { describeImportFailure, PARTY_FILE_MAX_BYTES } from './import-failure';
import * as styles from './RepresentedPartiesPanel.css';

export interface PartyImportProps {
  token: string;
  api: Pick<AttorneyApi, 'importRepresentedParties' | 'listRepresentedParties'>;
  /** The parties as the server has them after the import added some. */
  onImported: (parties: RepresentedParty[]) => void;
  headingLevel: 4 | 5;
  isDisabled?: boolean;
}

type Phase =
  | { name: 'idle' }
  | { name: 'uploading'; fileName: string; progress: UploadProgress }
  | { name: 'done'; fileName: string; answer: RepresentedPartiesImport }
  | { name: 'refused'; fileName: string; errors: FieldError[] };

const ACCEPTED = ['.csv', '.txt', 'text/csv', 'text/plain', 'application/vnd.ms-excel'];

/**
 * Represented parties from a CSV (Nome;CPF/CNPJ;Peso): the file with its upload progress, then the server's answer —
 * how many rows were added, and each refused row by line and reason. Valid rows are added at once; nothing is lost.
 */
export function PartyImport({ token, api, onImported, headingLevel, isDisabled = false }: PartyImportProps) {
  const t = useAttorneyT();
  const locale = useCurrentLocale();
  const [phase, setPhase] = useState<Phase>({ name: 'idle' });
  const [error, setError] = useState<AttorneyMessage | null>(null);
  const resultRef = useRef<HTMLDivElement>(null);
  const errorsTitle = useId();
  const numbers = new Intl.NumberFormat(locale);

  // A new answer takes the focus, so it is read out and the keyboard goes on from it.
  useEffect(() => {
    if (phase.name === 'done' || phase.name === 'refused') resultRef.current?.focus();
  }, [phase.name]);

  async function send(file: File) {
    setError(null);
    setPhase({ name: 'uploading', fileName: file.name, progress: { loaded: 0, total: file.size } });
    try {
      const answer = await api.importRepresentedParties(token, file, (progress) =>
        setPhase({ name: 'uploading', fileName: file.name, progress }),
      );
      if (answer.added > 0) {
        try {
          onImported(await api.listRepresentedParties(token));
        } catch (failure) {
          if (isSessionEnded(failure)) return;
          console.error('Reading the represented parties again failed', failure);
          setError({ key: 'attorney.import.errors.listFailed' });
        }
      }
      setPhase({ name: 'done', fileName: file.name, answer });
    } catch (failure) {
      if (isSessionEnded(failure)) return;
      console.error('Represented parties import failed', failure);
      const described = describeImportFailure(failure);
      if (described.kind === 'refused')
        setPhase({ name: 'refused', fileName: file.name, errors: described.errors });
      else {
        setPhase({ name: 'idle' });
        setError(described.message);
      }
    }
  }

  return (
    <div className={styles.importPart}>
      <FormMessage tone="danger">{say(t, error) ?? null}</FormMessage>
      {phase.name === 'refused' ? (
        <div ref={resultRef} tabIndex={-1} className={styles.result}>
          <div role="alert" className={styles.refused}>
            <div className={styles.iconLine}>
              <FileWarning size={20} aria-hidden className={styles.warningIcon} />
              <Text>
                <strong>{t('attorney.import.refused', { name: isolate(phase.fileName) })}</strong>
              </Text>
            </div>
            <ul className={styles.refusedList}>
              {phase.errors.map((issue, index) => (
                <li key={`${issue.code}-${index}`}>
                  <Text size="sm">{fileIssueText(t, locale, issue)}</Text>
                </li>
              ))}
            </ul>
          </div>
        </div>
      ) : null}
      {phase.name === 'done' ? (
        <div ref={resultRef} tabIndex={-1} className={styles.result}>
          <div role="status" className={styles.iconLine}>
            <CheckCircle2 size={20} aria-hidden className={styles.doneIcon} />
            <Text>
              {t('attorney.import.done', {
                name: isolate(phase.fileName),
                added: numbers.format(phase.answer.added),
                rows: numbers.format(phase.answer.rows),
              })}
            </Text>
          </div>
          {phase.answer.errors.length > 0 ? (
            <section aria-labelledby={errorsTitle} className={styles.section}>
              <Heading level={headingLevel} size="sm" id={errorsTitle}>
                {t('attorney.import.errorsTitle', { count: numbers.format(phase.answer.errors.length) })}
              </Heading>
              <Text size="sm" tone="muted">
                {t('attorney.import.errorsHint')}
              </Text>
              <ImportErrorsList errors={phase.answer.errors} labelledBy={errorsTitle} />
            </section>
          ) : null}
        </div>
      ) : null}
      {phase.name === 'uploading' ? (
        <ProgressBar
          label={t('attorney.import.uploading', { name: isolate(phase.fileName) })}
          value={phase.progress.loaded}
          maxValue={Math.max(phase.progress.total, 1)}
        />
      ) : (
        <FileDropZone
          label={phase.name === 'idle' ? t('attorney.import.choose') : t('attorney.import.chooseAnother')}
          description={t('attorney.import.fileHint')}
          acceptedFileTypes={ACCEPTED}
          maxFileSize={PARTY_FILE_MAX_BYTES}
          maxFiles={1}
          files={[]}
          isDisabled={isDisabled}
          onFilesChange={(files) => files[0] && void send(files[0])}
          strings={{
            wrongType: t('attorney.import.rejectType'),
            tooLarge: t('attorney.import.rejectSize'),
          }}
        />
      )}
    </div>
  );
}
