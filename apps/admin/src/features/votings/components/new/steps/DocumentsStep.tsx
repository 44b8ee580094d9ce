import { useState } from 'react';
import { FileImage, FileText, RotateCcw, Trash2, X } from 'lucide-react';
import { useSnapshot } from 'valtio';
import type { VotingDocument } from '@backoffice/api-client';
import { AlertDialog, FileDropZone, IconButton, ProgressBar, Text, formatFileSize } from '@backoffice/ui';
import { useCurrentLocale, useT } from '@admin/lib/i18n';
import { say } from '@admin/features/votings/stores/messages';
import {
  DOCUMENT_MAX_BYTES,
  DOCUMENT_TYPES,
  dismissUpload,
  documentUploads,
  removeDocument,
  retryUpload,
  uploadDocuments,
} from '@admin/features/votings/stores/voting-documents';
import { votingDraft } from '@admin/features/votings/stores/voting-draft';
import { votingsStore } from '@admin/features/votings/stores/votings';
import * as styles from './DocumentsStep.css';
import { StepForm } from './StepForm';

/**
 * The support documents voters read before voting: PDFs and images (checked for type and size before they are
 * sent), each with its upload progress; a refused upload says why (the server's 413/415 too) and can be retried.
 * Documents of the draft can be removed.
 */
export function DocumentsStep() {
  const t = useT();
  const locale = useCurrentLocale();
  const { votingId, details } = useSnapshot(votingDraft);
  const { uploads, removeError } = useSnapshot(documentUploads);
  const documents = (useSnapshot(votingsStore).voting?.documents ?? []) as VotingDocument[];
  const [toRemove, setToRemove] = useState<VotingDocument | null>(null);
  const size = (bytes: number) => formatFileSize(bytes, locale);

  return (
    <StepForm>
      {details.requiresSupportDocument ? (
        <Text size="sm" tone="muted">
          {t('votings.documents.voterAttachNote')}
        </Text>
      ) : null}
      <FileDropZone
        label={t('votings.documents.drop')}
        description={t('votings.documents.hint')}
        acceptedFileTypes={DOCUMENT_TYPES}
        maxFileSize={DOCUMENT_MAX_BYTES}
        files={[]}
        onFilesChange={(files) => votingId && void uploadDocuments(votingId, files)}
        strings={{
          wrongType: t('votings.documents.rejectType'),
          tooLarge: t('votings.documents.rejectSize'),
        }}
      />
      {uploads.length > 0 ? (
        <ul className={styles.list} aria-label={t('votings.documents.uploadsLabel')}>
          {uploads.map((upload) => (
            <li key={upload.key} className={styles.item}>
              {upload.status === 'uploading' ? (
                <ProgressBar
                  className={styles.progress}
                  label={t('votings.documents.uploading', { name: upload.file.name })}
                  value={upload.loaded}
                  maxValue={Math.max(upload.total, 1)}
                />
              ) : (
                <>
                  <div className={styles.failed} role="alert">
                    <Text size="sm">
                      <bdi>{upload.file.name}</bdi>
                    </Text>
                    <Text size="sm" tone="danger">
                      {say(t, upload.error)}
                    </Text>
                  </div>
                  <IconButton
                    size="sm"
                    aria-label={t('votings.documents.retry', { name: upload.file.name })}
                    icon={<RotateCcw size={16} aria-hidden />}
                    onPress={() => void retryUpload(upload.key)}
                  />
                  <IconButton
                    size="sm"
                    aria-label={t('votings.documents.dismiss', { name: upload.file.name })}
                    icon={<X size={16} aria-hidden />}
                    onPress={() => dismissUpload(upload.key)}
                  />
                </>
              )}
            </li>
          ))}
        </ul>
      ) : null}
      <section aria-labelledby="voting-documents-title" className={styles.section}>
        <h3 id="voting-documents-title" className={styles.heading}>
          {t('votings.documents.listTitle', { count: documents.length })}
        </h3>
        {documents.length === 0 ? (
          <Text size="sm" tone="muted">
            {t('votings.documents.none')}
          </Text>
        ) : (
          <ul className={styles.list}>
            {documents.map((document) => (
              <li key={document.id} className={styles.item}>
                {document.contentType === 'application/pdf' ? (
                  <FileText size={18} aria-hidden className={styles.icon} />
                ) : (
                  <FileImage size={18} aria-hidden className={styles.icon} />
                )}
                <span className={styles.name} dir="auto" title={document.name}>
                  {document.name}
                </span>
                <Text elementType="span" size="sm" tone="muted">
                  {t(
                    `votings.documents.types.${document.contentType === 'application/pdf' ? 'pdf' : 'image'}`,
                  )}
                  {' · '}
                  {size(document.size)}
                </Text>
                <IconButton
                  size="sm"
                  aria-label={t('votings.documents.remove', { name: document.name })}
                  icon={<Trash2 size={16} aria-hidden />}
                  onPress={() => setToRemove(document)}
                />
              </li>
            ))}
          </ul>
        )}
        {removeError ? (
          <Text size="sm" tone="danger">
            {say(t, removeError)}
          </Text>
        ) : null}
      </section>
      <AlertDialog
        isOpen={toRemove !== null}
        onOpenChange={(open) => !open && setToRemove(null)}
        tone="danger"
        title={t('votings.documents.removeTitle')}
        confirmLabel={t('votings.documents.removeConfirm')}
        onConfirm={() => (toRemove && votingId ? removeDocument(votingId, toRemove) : undefined)}
      >
        {t('votings.documents.removeMessage', { name: toRemove?.name ?? '' })}
      </AlertDialog>
    </StepForm>
  );
}
