import { FileImage, FileText } from 'lucide-react';
import { Link, Text, formatFileSize } from '@backoffice/ui';
import { approvalUploadHref, type Approval } from '../api/approval-api';
import { useApprovalT } from '../i18n';
import { useApprovalFormats } from './use-approval-formats';
import * as styles from './ApprovalPage.css';

/** The files the attorney attached (powers of attorney, support documents), each a download link. */
export function ApprovalDocuments({ approval, token }: { approval: Approval; token: string }) {
  const t = useApprovalT();
  const { locale } = useApprovalFormats();
  if (approval.uploads.length === 0)
    return (
      <Text size="sm" tone="muted">
        {t('approval.documents.none')}
      </Text>
    );
  return (
    <ul className={styles.documents}>
      {approval.uploads.map((upload) => {
        const isPdf = upload.contentType === 'application/pdf';
        return (
          <li key={upload.id} className={styles.document}>
            {isPdf ? (
              <FileText size={18} aria-hidden className={styles.documentIcon} />
            ) : (
              <FileImage size={18} aria-hidden className={styles.documentIcon} />
            )}
            <div className={styles.documentText}>
              <Link
                href={approvalUploadHref(token, upload.id)}
                target="_blank"
                className={styles.documentName}
              >
                <bdi>{upload.name}</bdi>
              </Link>
              <Text elementType="span" size="sm" tone="muted">
                {t(
                  upload.kind === 'power_of_attorney'
                    ? 'approval.documents.powerOfAttorney'
                    : 'approval.documents.support',
                )}
                {' · '}
                {t(isPdf ? 'approval.documents.pdf' : 'approval.documents.image')}
                {' · '}
                {formatFileSize(upload.size, locale)}
              </Text>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
