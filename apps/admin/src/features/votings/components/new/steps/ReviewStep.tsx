import { useMemo, useState, type ReactNode } from 'react';
import { AlertTriangle, CalendarClock, Send } from 'lucide-react';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import type { Voting } from '@backoffice/api-client';
import { Button, Text } from '@backoffice/ui';
import { useCurrentLocale, useT } from '@admin/lib/i18n';
import { votingPath } from '@admin/features/votings/permissions';
import { activeVoters, type StepId } from '@admin/features/votings/stores/draft-model';
import { say } from '@admin/features/votings/stores/messages';
import { goToStep, publishDraft, votingDraft } from '@admin/features/votings/stores/voting-draft';
import { votingsStore } from '@admin/features/votings/stores/votings';
import { PublishConfirmDialog } from '../PublishConfirmDialog';
import { TestInvitation } from '../TestInvitation';
import * as flowStyles from '../NewVotingPage.css';
import * as styles from './ReviewStep.css';
import { StepForm } from './StepForm';

/**
 * Everything at a glance, each part with a way back to its step; the server's reasons not to publish yet
 * (422 voting_incomplete) on the steps that fix them; then "Publicar agora" or "Agendar".
 */
export function ReviewStep() {
  const t = useT();
  const [, navigate] = useLocation();
  const { publishing, publishIssues, publishError } = useSnapshot(votingDraft);
  const voting = useSnapshot(votingsStore).voting as Voting | null;
  const locale = useCurrentLocale();
  const [confirming, setConfirming] = useState(false);
  if (!voting) return null;
  const scheduled = voting.opensAt !== null;
  const opensAt = voting.opensAt
    ? new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short' }).format(
        new Date(voting.opensAt),
      )
    : null;

  return (
    <StepForm
      actions={
        // Publishing e-mails every voter: it asks first, saying how many e-mails go out.
        <Button isPending={publishing} onPress={() => setConfirming(true)}>
          {scheduled ? <CalendarClock size={18} aria-hidden /> : <Send size={18} aria-hidden />}
          {scheduled ? t('votings.review.schedule') : t('votings.review.publish')}
        </Button>
      }
    >
      <PublishConfirmDialog
        isOpen={confirming}
        onOpenChange={setConfirming}
        emails={activeVoters(voting)}
        opensAt={opensAt}
        onConfirm={() => publishDraft((to) => navigate(to), votingPath)}
      />
      {publishError ? (
        <div role="alert" className={styles.issues}>
          <div className={styles.issuesTitle}>
            <AlertTriangle size={20} aria-hidden className={styles.issueIcon} />
            <Text>
              <strong>{say(t, publishError)}</strong>
            </Text>
          </div>
          {publishIssues.length > 0 ? (
            <ul className={styles.issueList}>
              {publishIssues.map((issue) => (
                <li key={`${issue.step}-${issue.message.key}`} className={styles.issue}>
                  <Text size="sm">{say(t, issue.message)}</Text>
                  {issue.step !== 'review' ? (
                    <Button variant="ghost" size="sm" onPress={() => void goToStep(issue.step)}>
                      {t('votings.review.fixIn', { step: t(`votings.steps.${issue.step}`) })}
                    </Button>
                  ) : null}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      <Summary voting={voting} />
    </StepForm>
  );
}

function Section({ step, children }: { step: StepId; children: ReactNode }) {
  const t = useT();
  const { publishIssues } = useSnapshot(votingDraft);
  const flagged = publishIssues.some((issue) => issue.step === step);
  return (
    <section
      aria-labelledby={`review-${step}`}
      className={styles.section}
      data-flagged={flagged || undefined}
    >
      <div className={styles.sectionHeader}>
        <h3 id={`review-${step}`} className={styles.sectionTitle}>
          {t(`votings.steps.${step}`)}
        </h3>
        <Button variant="ghost" size="sm" onPress={() => void goToStep(step)}>
          {t('votings.review.edit', { step: t(`votings.steps.${step}`) })}
        </Button>
      </div>
      {children}
    </section>
  );
}

function Summary({ voting }: { voting: Voting }) {
  const t = useT();
  const locale = useCurrentLocale();
  const formats = useMemo(
    () => ({
      dateTime: new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short' }),
      count: new Intl.NumberFormat(locale),
    }),
    [locale],
  );
  const when = (iso: string) => formats.dateTime.format(new Date(iso));
  const items = [...voting.items].sort((a, b) => a.position - b.position);
  return (
    <div className={styles.summary}>
      <Section step="details">
        <dl className={styles.facts}>
          <div>
            <dt>{t('votings.details.title')}</dt>
            <dd>
              <bdi>{voting.title}</bdi>
            </dd>
          </div>
          {voting.description ? (
            <div>
              <dt>{t('votings.details.description')}</dt>
              <dd className={styles.description} dir="auto">
                {voting.description}
              </dd>
            </div>
          ) : null}
          <div>
            <dt>{t('votings.details.weighting')}</dt>
            <dd>{t(`votings.weighting.${voting.weighting}`)}</dd>
          </div>
          <div>
            <dt>{t('votings.details.supportDocument')}</dt>
            <dd>{voting.requiresSupportDocument ? t('votings.review.yes') : t('votings.review.no')}</dd>
          </div>
          <div>
            <dt>{t('votings.details.opening')}</dt>
            <dd>{voting.opensAt ? when(voting.opensAt) : t('votings.details.openingNow')}</dd>
          </div>
          <div>
            <dt>{t('votings.details.deadline')}</dt>
            <dd>{when(voting.deadline)}</dd>
          </div>
        </dl>
      </Section>
      <Section step="items">
        {items.length ? (
          <ol className={styles.items}>
            {items.map((item) => (
              <li key={item.id}>
                <bdi>{item.title}</bdi>
              </li>
            ))}
          </ol>
        ) : (
          <Text size="sm" tone="muted">
            {t('votings.review.noItems')}
          </Text>
        )}
      </Section>
      <Section step="documents">
        {voting.documents.length ? (
          <ul className={styles.items}>
            {voting.documents.map((document) => (
              <li key={document.id} dir="auto">
                {document.name}
              </li>
            ))}
          </ul>
        ) : (
          <Text size="sm" tone="muted">
            {t('votings.documents.none')}
          </Text>
        )}
      </Section>
      <Section step="voters">
        <Text>{t('votings.voters.count', { count: formats.count.format(voting.counts.voters) })}</Text>
      </Section>
      <Section step="invitation">
        {voting.ballotTemplate ? (
          <>
            <Text>
              <bdi>{voting.ballotTemplate.name}</bdi>
            </Text>
            <TestInvitation votingId={voting.id} />
          </>
        ) : (
          <Text size="sm" tone="muted">
            {t('votings.review.noTemplate')}
          </Text>
        )}
      </Section>
      {voting.opensAt ? (
        <div className={flowStyles.note}>
          <CalendarClock size={18} aria-hidden className={flowStyles.noteIcon} />
          <Text size="sm">{t('votings.review.scheduleNote', { date: when(voting.opensAt) })}</Text>
        </div>
      ) : (
        <div className={flowStyles.note}>
          <Send size={18} aria-hidden className={flowStyles.noteIcon} />
          <Text size="sm">{t('votings.review.publishNote')}</Text>
        </div>
      )}
    </div>
  );
}
