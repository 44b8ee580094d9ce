import { useRef, useState } from 'react';
import { CheckCircle2, Copy, Download } from 'lucide-react';
import { useSnapshot } from 'valtio';
import { Badge, Button, Text } from '@backoffice/ui';
import { useT } from '@portal/lib/i18n';
import { downloadPortalReceipt } from '../../api/portal';
import { voteAgain } from '../../stores/ballot';
import { portalStore } from '../../stores/portal-state';
import { isSessionEnded } from '../../api/session-ended';
import { StepHeading } from '../shared/step-focus';
import * as shared from '../shared/shared.css';
import { isolate, saveFile } from '@backoffice/app-common';
import { usePortalFormats } from '../shared/use-portal-formats';
import * as styles from './ReceiptStep.css';

/** The receipt's file name: the voting's title as a slug. */
function receiptFileName(title: string): string {
  const slug = title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60);
  return `comprovante-${slug || 'votacao'}.pdf`;
}

/**
 * The receipt: the voting, the time, the hash that is in the voting's audit trail (copyable), the status (counted,
 * or under review by the approver), a PDF to download. A returned ballot shows the approver's comment and lets the
 * attorney vote again. It is what the link shows once the voter has voted.
 */
export default function ReceiptStep() {
  const t = useT();
  const formats = usePortalFormats();
  const { token, ballot, voting } = useSnapshot(portalStore);
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');
  const [download, setDownload] = useState<'idle' | 'pending' | 'failed'>('idle');
  const hashRef = useRef<HTMLElement>(null);
  const recorded = ballot?.ballot;
  if (!token || !ballot || !recorded || !voting) return null;
  const returned = recorded.status === 'returned';

  async function copyHash() {
    try {
      // Some browsers never settle without the permission: give up after 3 s.
      await Promise.race([
        navigator.clipboard.writeText(recorded!.receipt),
        new Promise((_, reject) => setTimeout(() => reject(new Error('Clipboard timed out')), 3000)),
      ]);
      setCopy('copied');
    } catch {
      // Select the code, so the voter copies it with the browser's own command.
      if (hashRef.current) window.getSelection()?.selectAllChildren(hashRef.current);
      setCopy('failed');
    }
  }

  async function downloadReceipt() {
    setDownload('pending');
    try {
      saveFile(await downloadPortalReceipt(token!), receiptFileName(voting!.title));
      setDownload('idle');
    } catch (error) {
      if (isSessionEnded(error)) return;
      console.error('Receipt download failed', error);
      setDownload('failed');
    }
  }

  return (
    <div className={shared.stepBody}>
      <StepHeading>{t('portal.receipt.title')}</StepHeading>
      <div className={styles.status}>
        {recorded.status === 'counted' ? (
          <p className={styles.statusLine}>
            <CheckCircle2 size={24} aria-hidden className={styles.successIcon} />
            <span>{t('portal.receipt.recorded')}</span>
          </p>
        ) : null}
        {recorded.status === 'under_review' && recorded.approver ? (
          <Text>
            {t('portal.receipt.underReviewBy', {
              name: isolate(recorded.approver.name),
              email: isolate(recorded.approver.email),
            })}
          </Text>
        ) : null}
        {returned ? (
          <div className={shared.noticeBox}>
            <Text>{t('portal.receipt.returnedBy', { name: isolate(recorded.approver?.name ?? '') })}</Text>
            <blockquote className={styles.comment} dir="auto">
              {recorded.reviewComment}
            </blockquote>
            <Text tone="muted">{t('portal.receipt.returnedHint')}</Text>
          </div>
        ) : null}
      </div>
      <dl className={styles.details}>
        <dt className={styles.term}>{t('portal.receipt.status')}</dt>
        <dd className={styles.definition}>
          <Badge
            tone={
              recorded.status === 'counted'
                ? 'success'
                : recorded.status === 'returned'
                  ? 'danger'
                  : 'warning'
            }
          >
            {t(
              recorded.status === 'counted'
                ? 'portal.receipt.counted'
                : recorded.status === 'returned'
                  ? 'portal.receipt.returned'
                  : 'portal.receipt.underReview',
            )}
          </Badge>
        </dd>
        <dt className={styles.term}>{t('portal.receipt.voting')}</dt>
        <dd className={styles.definition} dir="auto">
          {voting.title}
        </dd>
        <dt className={styles.term}>{t('portal.receipt.voter')}</dt>
        <dd className={styles.definition}>
          {t('portal.ballot.subject', {
            name: isolate(ballot.voter.name),
            taxId: isolate(ballot.voter.taxIdMasked),
          })}
        </dd>
        <dt className={styles.term}>{t('portal.receipt.submittedAt')}</dt>
        <dd className={styles.definition}>{formats.dateTime(recorded.submittedAt)}</dd>
        {recorded.votes.length ? (
          <>
            <dt className={styles.term}>{t('portal.receipt.votes')}</dt>
            <dd className={styles.definition}>{formats.count(recorded.votes.length)}</dd>
          </>
        ) : null}
        <dt className={styles.term}>{t('portal.receipt.hash')}</dt>
        <dd className={`${styles.definition} ${styles.hashRow}`}>
          <code ref={hashRef} className={styles.hash}>
            {recorded.receipt}
          </code>
          <Text size="sm" tone="muted">
            {t('portal.receipt.hashHint')}
          </Text>
          <Button variant="secondary" className={shared.touchTarget} onPress={copyHash}>
            <Copy size={16} aria-hidden />
            {t('portal.receipt.copy')}
          </Button>
          <span role="status">
            {copy === 'copied'
              ? t('portal.receipt.copied')
              : copy === 'failed'
                ? t('portal.receipt.copyFailed')
                : ''}
          </span>
        </dd>
      </dl>
      <div className={styles.actions}>
        {returned ? (
          <Button size="lg" onPress={voteAgain}>
            {t('portal.receipt.voteAgain')}
          </Button>
        ) : (
          <Button size="lg" onPress={downloadReceipt} isPending={download === 'pending'}>
            <Download size={18} aria-hidden />
            {t('portal.receipt.download')}
          </Button>
        )}
      </div>
      {download === 'failed' ? (
        <p className={shared.alertBox} role="alert">
          {t('portal.receipt.downloadFailed')}
        </p>
      ) : null}
      {returned ? null : <Text tone="muted">{t('portal.receipt.emailed')}</Text>}
    </div>
  );
}
