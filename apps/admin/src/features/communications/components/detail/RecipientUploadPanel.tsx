import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import type { Communication } from '@backoffice/api-client';
import { RECIPIENT_ISSUE_CODES, valueColumnPlaceholders } from '@backoffice/domain';
import { Card, FileTrigger, ProgressBar, Text } from '@backoffice/ui';
import { FormMessage } from '@backoffice/app-common';
import { RowErrorsTable } from '@admin/components/RowErrorsTable/RowErrorsTable';
import { useCurrentLocale, useT, type Translate } from '@admin/lib/i18n';
import { usePlural } from '@admin/lib/plural';
import { getTemplate } from '../../api/communications';
import { communicationDetailStore, uploadRecipientFile } from '../../stores/detail';
import * as styles from './RecipientUploadPanel.css';
import { VotingVotersPicker } from './VotingVotersPicker';

const ISSUE_CODES: ReadonlySet<string> = new Set(RECIPIENT_ISSUE_CODES);

/** The column a refused row's problem is in: the contact's, or the placeholder's (`parameters/valor` → valor). */
export function issueField(t: Translate, field: string | null): string {
  if (field === 'email' || field === 'phone' || field === 'name')
    return t(`communications.upload.fields.${field}`);
  if (field?.startsWith('parameters/')) return field.slice('parameters/'.length);
  return t('communications.upload.fields.row');
}

/** A refused row's problem in the operator's words (a code this version does not know, named). */
export function issueMessage(t: Translate, issue: { code: string }): string {
  return ISSUE_CODES.has(issue.code)
    ? t(`communications.issues.${issue.code as 'email_invalid'}`)
    : t('communications.issues.unknown', { code: issue.code });
}

/** The template's placeholders the spreadsheet must have a column of its own for (packages/domain). */
function useParameterColumns(communication: Communication): string[] | null {
  const [columns, setColumns] = useState<string[] | null>(null);
  useEffect(() => {
    if (!communication.parameterizable) return;
    let live = true;
    getTemplate(communication.templateId)
      .then((template) => live && setColumns(valueColumnPlaceholders(template.placeholders)))
      .catch((error: unknown) => console.error('Template load failed', error));
    return () => {
      live = false;
    };
  }, [communication.parameterizable, communication.templateId]);
  return columns;
}

/**
 * The draft's recipients from a spreadsheet (CSV as Excel saves it): which columns it needs, the upload with its
 * progress, and what was read — the rows taken, and the refused ones by line, column and reason. A new file
 * replaces the recipients.
 */
export function RecipientUploadPanel({ communication }: { communication: Communication }) {
  const t = useT();
  const plural = usePlural();
  const locale = useCurrentLocale();
  const { upload } = useSnapshot(communicationDetailStore);
  const columns = useParameterColumns(communication);
  const number = (value: number) => value.toLocaleString(locale);
  const listFormat = new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' });
  const result = upload.status === 'done' ? upload.result : null;

  return (
    <Card as="section" title={t('communications.upload.title')} className={styles.card}>
      <Text tone="muted">
        {t(
          communication.channel === 'whatsapp'
            ? 'communications.upload.columnsWhatsapp'
            : communication.channel === 'whatsapp_email_fallback'
              ? 'communications.upload.columnsFallback'
              : 'communications.upload.columns',
        )}
      </Text>
      {communication.parameterizable && columns && columns.length > 0 ? (
        <Text tone="muted">
          {t('communications.upload.parameterColumns', { columns: listFormat.format(columns) })}
        </Text>
      ) : null}
      <div className={styles.actions}>
        <FileTrigger
          acceptedFileTypes={['.csv', 'text/csv']}
          onSelect={(files) => files[0] && void uploadRecipientFile(files[0])}
          variant={communication.recipients > 0 ? 'secondary' : 'primary'}
          isDisabled={upload.status === 'uploading'}
        >
          {communication.recipients > 0
            ? t('communications.upload.replace')
            : t('communications.upload.choose')}
        </FileTrigger>
      </div>
      {upload.status === 'uploading' ? (
        <ProgressBar
          label={t('communications.upload.uploading')}
          value={upload.progress.loaded}
          maxValue={Math.max(upload.progress.total, 1)}
          // Voters taken from a voting: no bytes to count.
          isIndeterminate={upload.progress.total === 0}
        />
      ) : null}
      {communication.parameterizable ? null : <VotingVotersPicker isBusy={upload.status === 'uploading'} />}
      <FormMessage tone="danger">
        {upload.status === 'failed' && upload.error ? t(upload.error.key, upload.error.params) : null}
      </FormMessage>
      {result ? (
        <div className={styles.result} role="status">
          <Text>
            {plural('communications.upload.read', result.accepted, { file: result.fileName })}
            {result.refused > 0 ? ` ${plural('communications.upload.refused', result.refused)}` : ''}
          </Text>
        </div>
      ) : null}
      {result && result.issues.length > 0 ? (
        <>
          <RowErrorsTable
            errors={result.issues}
            label={t('communications.upload.issuesTable')}
            paginationLabel={t('communications.upload.issuesPagination')}
            fieldLabel={(issue) => issueField(t, issue.field)}
            message={(issue) => issueMessage(t, issue)}
          />
          {result.issuesTruncated ? (
            <Text size="sm" tone="muted">
              {t('communications.upload.issuesTruncated', { shown: number(result.issues.length) })}
            </Text>
          ) : null}
        </>
      ) : null}
    </Card>
  );
}
