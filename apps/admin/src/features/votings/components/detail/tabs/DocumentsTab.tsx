import { useState } from 'react';
import { Download, FileText } from 'lucide-react';
import type { Voting, VotingDocument } from '@backoffice/api-client';
import { isActionAllowed } from '@backoffice/domain';
import {
  Cell,
  checkFiles,
  Column,
  EmptyState,
  FileTrigger,
  formatFileSize,
  IconButton,
  ProgressBar,
  Row,
  Table,
  TableBody,
  TableHeader,
  Text,
} from '@backoffice/ui';
import { saveFile, visuallyHidden } from '@backoffice/app-common';
import { useT } from '@admin/lib/i18n';
import { showError } from '@admin/stores/ui';
import { attachDocument, fetchDocument } from '@admin/features/votings/stores/detail-actions';
import { DOCUMENT_MAX_BYTES, DOCUMENT_TYPES } from '@admin/features/votings/stores/voting-documents';
import { useFormats } from '../use-formats';
import * as styles from './Tabs.css';

const TYPE_KEYS = { 'application/pdf': 'pdf', 'image/png': 'png', 'image/jpeg': 'jpeg' } as const;

export interface DocumentsTabProps {
  voting: Pick<Voting, 'status' | 'documents'>;
  canRun: boolean;
}

/** The support documents voters read: download each; add one until the voting closes (audited once published). */
export function DocumentsTab({ voting, canRun }: DocumentsTabProps) {
  const t = useT();
  const format = useFormats();
  const [uploading, setUploading] = useState<string | null>(null);
  const [downloading, setDownloading] = useState<string | null>(null);
  const canUpload = canRun && isActionAllowed(voting.status, 'addDocument');

  async function upload(files: File[]) {
    const { accepted, rejected } = checkFiles(files, {
      acceptedFileTypes: DOCUMENT_TYPES,
      maxFileSize: DOCUMENT_MAX_BYTES,
    });
    if (rejected.length)
      showError(
        rejected[0]!.reason === 'size'
          ? 'votings.detail.documents.tooLarge'
          : 'votings.detail.documents.unsupported',
      );
    for (const file of accepted) {
      setUploading(file.name);
      await attachDocument(file);
    }
    setUploading(null);
  }

  async function download(document: VotingDocument) {
    setDownloading(document.id);
    const blob = await fetchDocument(document);
    setDownloading(null);
    if (blob) saveFile(blob, document.name);
  }

  return (
    <div className={styles.panel}>
      <div className={styles.sectionHeader}>
        <Text tone="muted">{t('votings.detail.documents.intro')}</Text>
      </div>
      {canUpload ? (
        <div className={styles.uploadRow}>
          <FileTrigger
            acceptedFileTypes={DOCUMENT_TYPES}
            allowsMultiple
            onSelect={(files) => void upload(files)}
            isDisabled={uploading !== null}
          >
            {t('votings.detail.documents.upload')}
          </FileTrigger>
          <Text size="sm" tone="muted">
            {t('votings.detail.documents.uploadHint')}
          </Text>
        </div>
      ) : null}
      {uploading ? (
        <ProgressBar isIndeterminate label={t('votings.detail.documents.uploading', { name: uploading })} />
      ) : null}
      <Table aria-label={t('votings.detail.documents.table')}>
        <TableHeader>
          <Column id="name" isRowHeader>
            {t('votings.detail.documents.columns.name')}
          </Column>
          <Column id="type">{t('votings.detail.documents.columns.type')}</Column>
          <Column id="size" align="end">
            {t('votings.detail.documents.columns.size')}
          </Column>
          <Column id="addedAt">{t('votings.detail.documents.columns.addedAt')}</Column>
          <Column id="actions" align="end">
            <span className={visuallyHidden}>{t('common.actions')}</span>
          </Column>
        </TableHeader>
        <TableBody
          items={voting.documents as VotingDocument[]}
          renderEmptyState={() => (
            <EmptyState
              icon={<FileText size={32} aria-hidden />}
              title={t('votings.detail.documents.emptyTitle')}
              description={t('votings.detail.documents.emptyDescription')}
            />
          )}
        >
          {(document) => (
            <Row id={document.id}>
              <Cell>
                <bdi>{document.name}</bdi>
              </Cell>
              <Cell>{t(`votings.detail.documents.types.${TYPE_KEYS[document.contentType]}`)}</Cell>
              <Cell>
                <span className={styles.numeric}>{formatFileSize(document.size, format.locale)}</span>
              </Cell>
              <Cell>
                <time dateTime={document.createdAt} className={styles.nowrap}>
                  {format.dateTime(document.createdAt)}
                </time>
              </Cell>
              <Cell>
                <span className={styles.actionCell}>
                  <IconButton
                    aria-label={t('votings.detail.documents.download', { name: document.name })}
                    icon={<Download size={18} aria-hidden />}
                    onPress={() => void download(document)}
                    isDisabled={downloading === document.id}
                  />
                </span>
              </Cell>
            </Row>
          )}
        </TableBody>
      </Table>
    </div>
  );
}
