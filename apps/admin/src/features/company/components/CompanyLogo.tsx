import { useState } from 'react';
import { AlertDialog, Button, Card, FileDropZone, Text } from '@backoffice/ui';
import type { Company } from '@backoffice/api-client';
import { FormMessage } from '@backoffice/app-common';
import { useT, type TranslationKey } from '@admin/lib/i18n';
import { LOGO_TYPES, MAX_LOGO_BYTES } from '../api/company';
import { removeLogo, uploadLogo } from '../stores/company-settings';
import * as styles from './CompanyLogo.css';

/**
 * The company logo: the current one (or none), a new one chosen by drop, paste or the file chooser — PNG, JPEG or
 * WebP up to 1 MB, refused on the spot otherwise — sent with its own button, and removal after a confirmation.
 */
export function CompanyLogo({ company }: { company: Company }) {
  const t = useT();
  const [files, setFiles] = useState<File[]>([]);
  const [error, setError] = useState<TranslationKey | null>(null);
  const [uploading, setUploading] = useState(false);
  const [confirmRemoval, setConfirmRemoval] = useState(false);
  const [removalError, setRemovalError] = useState<TranslationKey | null>(null);

  async function send() {
    const file = files[0];
    if (!file || uploading) return;
    setUploading(true);
    setRemovalError(null);
    const refusal = await uploadLogo(file);
    setUploading(false);
    setError(refusal);
    if (!refusal) setFiles([]);
  }

  return (
    <Card as="section" title={t('company.sections.logo')}>
      <div className={styles.current}>
        <div className={styles.preview}>
          <Text size="sm" tone="muted">
            {t('company.logo.current')}
          </Text>
          {company.logoRef ? (
            <img
              src={company.logoRef}
              alt={t('company.logo.alt', { name: company.name })}
              className={styles.image}
            />
          ) : (
            <Text>{t('company.logo.none')}</Text>
          )}
        </div>
        {company.logoRef ? (
          <Button variant="secondary" onPress={() => setConfirmRemoval(true)}>
            {t('company.logo.remove')}
          </Button>
        ) : null}
      </div>
      <FormMessage tone="danger">{removalError ? t(removalError) : null}</FormMessage>
      <div className={styles.upload}>
        <FileDropZone
          label={t('company.logo.dropLabel')}
          description={t('company.logo.dropHint')}
          acceptedFileTypes={LOGO_TYPES}
          maxFileSize={MAX_LOGO_BYTES}
          maxFiles={1}
          files={files}
          onFilesChange={(next) => {
            setFiles(next);
            setError(null);
          }}
          onReject={() => setError(null)}
          errorMessage={error ? t(error) : undefined}
          strings={{ wrongType: t('company.logo.wrongType') }}
        />
        <div className={styles.actions}>
          <Button
            variant="primary"
            onPress={() => void send()}
            isDisabled={files.length === 0}
            isPending={uploading}
          >
            {t('company.logo.upload')}
          </Button>
        </div>
      </div>
      <AlertDialog
        isOpen={confirmRemoval}
        onOpenChange={setConfirmRemoval}
        tone="danger"
        title={t('company.logo.removeTitle')}
        confirmLabel={t('company.logo.remove')}
        onConfirm={async () => {
          setRemovalError(await removeLogo());
        }}
      >
        {t('company.logo.removeMessage')}
      </AlertDialog>
    </Card>
  );
}
