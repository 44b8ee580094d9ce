import { useId, useState } from 'react';
import { FileImage, FileText, RotateCcw, Trash2, X } from 'lucide-react';
import { Card, FileDropZone, Heading, IconButton, ProgressBar, Text, formatFileSize } from '@backoffice/ui';
import { FormMessage, isolate } from '@backoffice/app-common';
import { useCurrentLocale } from '@portal/lib/i18n';
import type { AttorneyApi, VoterUpload, VoterUploadKind } from '../attorney-api';
import { isSessionEnded } from '@portal/features/voter-portal/api/session-ended';
import { useLatestList } from '../use-latest-list';
import { say, useAttorneyT, type AttorneyKey, type AttorneyMessage } from '../use-attorney-t';
import { DOCUMENT_ACCEPT, DOCUMENT_MAX_BYTES, checkDocument } from './document-check';
import { describeRemoveFailure, describeUploadFailure } from './upload-failure';
import * as styles from './VoterUploadsPanel.css';

export type VoterUploadsApi = Pick<AttorneyApi, 'uploadPortalDocument' | 'removePortalDocument'>;

export interface VoterUploadsPanelProps {
  /** The voter's link token (the portal's session cookie goes with it). */
  token: string;
  /** Support documents, or the attorney's powers of attorney. */
  kind: VoterUploadKind;
  /** The voter's uploads (the portal's store owns them); only those of `kind` are shown, the others are kept. */
  uploads: readonly VoterUpload[];
  /** The new list after a file was stored or removed. */
  onChange: (uploads: VoterUpload[]) => void;
  api: VoterUploadsApi;
  /** The portal's error for this part, e.g. 'Você precisa adicionar pelo menos 1 documento de suporte'. */
  errorMessage?: string;
  /** Uploads that belong to a sent ballot: they stay, without a remove button. */
  lockedUploadIds?: readonly string[];
  isDisabled?: boolean;
  /** The panel's heading level under the page's (default 2). */
  headingLevel?: 2 | 3;
  className?: string;
}

interface InFlight {
  key: string;
  file: File;
  loaded: number;
  total: number;
  status: 'uploading' | 'failed';
  error: AttorneyMessage | null;
}

const texts = {
  support: {
    title: 'attorney.uploads.support.title',
    intro: 'attorney.uploads.support.intro',
    drop: 'attorney.uploads.support.drop',
    list: 'attorney.uploads.support.listTitle',
    empty: 'attorney.uploads.support.empty',
  },
  power_of_attorney: {
    title: 'attorney.uploads.powerOfAttorney.title',
    intro: 'attorney.uploads.powerOfAttorney.intro',
    drop: 'attorney.uploads.powerOfAttorney.drop',
    list: 'attorney.uploads.powerOfAttorney.listTitle',
    empty: 'attorney.uploads.powerOfAttorney.empty',
  },
} as const satisfies Record<VoterUploadKind, Record<string, AttorneyKey>>;

let seed = 0;

/**
 * The voter's own files of one kind: PDF, PNG or JPEG up to 20 MB (checked by their first bytes before they go), each
 * with its upload progress; a refusal says why in words and can be retried. Stored files are listed with name and
 * size and can be removed until they are part of a sent ballot.
 */
export function VoterUploadsPanel({
  token,
  kind,
  uploads,
  onChange,
  api,
  errorMessage,
  lockedUploadIds = [],
  isDisabled = false,
  headingLevel = 2,
  className,
}: VoterUploadsPanelProps) {
  const t = useAttorneyT();
  const locale = useCurrentLocale();
  const ids = { title: useId(), list: useId() };
  const words = texts[kind];
  const change = useLatestList(uploads, onChange);
  const [inFlight, setInFlight] = useState<InFlight[]>([]);
  const [refusals, setRefusals] = useState<AttorneyMessage[]>([]);
  const [removing, setRemoving] = useState<string | null>(null);
  const [removeError, setRemoveError] = useState<AttorneyMessage | null>(null);
  const [status, setStatus] = useState<AttorneyMessage | null>(null);
  const mine = uploads.filter((upload) => upload.kind === kind);
  const size = (bytes: number) => formatFileSize(bytes, locale);
  const ListHeading = headingLevel === 2 ? 'h3' : 'h4';

  const update = (key: string, patch: Partial<InFlight>) =>
    setInFlight((current) => current.map((item) => (item.key === key ? { ...item, ...patch } : item)));

  async function send(item: InFlight) {
    try {
      const stored = await api.uploadPortalDocument(token, kind, item.file, ({ loaded, total }) =>
        update(item.key, { loaded, total }),
      );
      setInFlight((current) => current.filter((candidate) => candidate.key !== item.key));
      change((current) => [...current, stored]);
      setStatus({ key: 'attorney.uploads.stored', params: { name: stored.name } });
    } catch (error) {
      if (isSessionEnded(error)) return;
      console.error('Voter upload failed', error);
      update(item.key, { status: 'failed', error: describeUploadFailure(error, item.file.name) });
    }
  }

  async function add(files: readonly File[]) {
    setStatus(null);
    const refused: AttorneyMessage[] = [];
    const accepted: InFlight[] = [];
    for (const file of files) {
      const check = await checkDocument(file);
      const name = file.name;
      if ('refusal' in check) {
        if (check.refusal === 'content')
          refused.push({ key: 'attorney.uploads.errors.wrongContent', params: { name } });
        else if (check.refusal === 'empty')
          refused.push({ key: 'attorney.uploads.errors.empty', params: { name } });
        else
          refused.push({
            key: 'attorney.uploads.errors.tooLarge',
            params: { name, max: size(DOCUMENT_MAX_BYTES) },
          });
        continue;
      }
      // Sent with the type its bytes say (a phone may give a photo no type at all).
      const typed = file.type === check.type ? file : new File([file], file.name, { type: check.type });
      accepted.push({
        key: `upload-${++seed}`,
        file: typed,
        loaded: 0,
        total: file.size,
        status: 'uploading',
        error: null,
      });
    }
    setRefusals(refused);
    setInFlight((current) => [...current, ...accepted]);
    await Promise.all(accepted.map(send));
  }

  function retry(item: InFlight) {
    const again = { ...item, status: 'uploading' as const, error: null, loaded: 0 };
    update(item.key, again);
    void send(again);
  }

  async function remove(upload: VoterUpload) {
    setRemoving(upload.id);
    setRemoveError(null);
    setStatus(null);
    try {
      await api.removePortalDocument(token, upload.id);
      change((current) => current.filter((candidate) => candidate.id !== upload.id));
      setStatus({ key: 'attorney.uploads.removed', params: { name: upload.name } });
    } catch (error) {
      if (isSessionEnded(error)) return;
      const message = describeRemoveFailure(error, upload.name);
      if (message === null) change((current) => current.filter((candidate) => candidate.id !== upload.id));
      else {
        console.error('Removing a voter upload failed', error);
        setRemoveError(message);
      }
    } finally {
      setRemoving(null);
    }
  }

  return (
    <Card as="section" className={[styles.panel, className].filter(Boolean).join(' ')}>
      <div className={styles.titles}>
        <Heading level={headingLevel} size="md" id={ids.title}>
          {t(words.title)}
        </Heading>
        <Text size="sm" tone="muted">
          {t(words.intro)}
        </Text>
      </div>
      <FileDropZone
        label={t(words.drop)}
        description={t('attorney.uploads.hint')}
        acceptedFileTypes={DOCUMENT_ACCEPT}
        maxFileSize={DOCUMENT_MAX_BYTES}
        files={[]}
        isDisabled={isDisabled}
        errorMessage={errorMessage}
        onFilesChange={(files) => void add(files)}
        strings={{
          wrongType: t('attorney.uploads.rejectType'),
          tooLarge: t('attorney.uploads.rejectSize'),
        }}
      />
      {refusals.length > 0 ? (
        <div role="alert" className={styles.refusals}>
          {refusals.map((message, index) => (
            <Text key={index} size="sm" tone="danger">
              {say(t, message)}
            </Text>
          ))}
        </div>
      ) : null}
      {inFlight.length > 0 ? (
        <ul className={styles.list} aria-label={t('attorney.uploads.inFlight')}>
          {inFlight.map((item) => (
            <li key={item.key} className={styles.item}>
              {item.status === 'uploading' ? (
                <ProgressBar
                  className={styles.grow}
                  label={t('attorney.uploads.uploading', { name: isolate(item.file.name) })}
                  value={item.loaded}
                  maxValue={Math.max(item.total, 1)}
                />
              ) : (
                <>
                  <div className={styles.failed} role="alert">
                    <Text size="sm" tone="danger">
                      {say(t, item.error)}
                    </Text>
                  </div>
                  <IconButton
                    size="sm"
                    aria-label={t('attorney.uploads.retry', { name: item.file.name })}
                    icon={<RotateCcw size={16} aria-hidden />}
                    onPress={() => retry(item)}
                  />
                  <IconButton
                    size="sm"
                    aria-label={t('attorney.uploads.dismiss', { name: item.file.name })}
                    icon={<X size={16} aria-hidden />}
                    onPress={() => setInFlight((current) => current.filter((c) => c.key !== item.key))}
                  />
                </>
              )}
            </li>
          ))}
        </ul>
      ) : null}
      <section aria-labelledby={ids.list} className={styles.section}>
        <ListHeading id={ids.list} className={styles.listTitle}>
          {t(words.list, { count: new Intl.NumberFormat(locale).format(mine.length) })}
        </ListHeading>
        <FormMessage tone="danger">{say(t, removeError) ?? null}</FormMessage>
        <div role="status" className={styles.status}>
          {say(t, status) ?? ''}
        </div>
        {mine.length === 0 ? (
          <Text size="sm" tone="muted">
            {t(words.empty)}
          </Text>
        ) : (
          <ul className={styles.list} aria-labelledby={ids.list}>
            {mine.map((upload) => {
              const locked = lockedUploadIds.includes(upload.id);
              const isPdf = upload.contentType === 'application/pdf';
              return (
                <li key={upload.id} className={styles.item}>
                  {isPdf ? (
                    <FileText size={18} aria-hidden className={styles.icon} />
                  ) : (
                    <FileImage size={18} aria-hidden className={styles.icon} />
                  )}
                  <div className={styles.fileText}>
                    {/* Cut at the line's end in the page's direction; the name isolated keeps its own order. */}
                    <span className={styles.name} title={upload.name}>
                      <bdi>{upload.name}</bdi>
                    </span>
                    <Text elementType="span" size="sm" tone="muted">
                      {t(isPdf ? 'attorney.uploads.types.pdf' : 'attorney.uploads.types.image')}
                      {' · '}
                      {size(upload.size)}
                      {locked ? ` · ${t('attorney.uploads.locked')}` : ''}
                    </Text>
                  </div>
                  {locked ? null : (
                    <IconButton
                      size="sm"
                      aria-label={t('attorney.uploads.remove', { name: upload.name })}
                      icon={<Trash2 size={16} aria-hidden />}
                      isDisabled={isDisabled || removing === upload.id}
                      onPress={() => void remove(upload)}
                    />
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </Card>
  );
}
