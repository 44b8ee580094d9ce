import { useCallback, useEffect, useState } from 'react';
import { FileText } from 'lucide-react';
import { useSnapshot } from 'valtio';
import type { MessageTemplate, MessageTemplatePreview } from '@backoffice/api-client';
import { Button, Card, EmptyState, Link, Radio, RadioGroup, Skeleton, Text } from '@backoffice/ui';
import { LoadErrorState, visuallyHidden } from '@backoffice/app-common';
import { EmailFrame } from '@admin/components/EmailFrame/EmailFrame';
import { paths } from '@admin/config/paths';
import { useT } from '@admin/lib/i18n';
import { listBallotTemplates, previewBallotTemplate } from '@admin/features/votings/api/votings';
import { say } from '@admin/features/votings/stores/messages';
import { chooseTemplate, votingDraft } from '@admin/features/votings/stores/voting-draft';
import * as styles from './InvitationStep.css';
import { StepForm } from './StepForm';

type Load<T> = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; value: T };

/** An answer and the request it answers: an answer to an older request reads as still loading. */
type Answer<T> = { request: string; result: Load<T> };

/**
 * The answer to `request` (a key naming what is asked, e.g. a template id and attempt), loaded with `load` (a stable
 * function). Until it arrives, or while an older request's answer is all there is, it is 'loading'.
 */
function useAnswer<T>(request: string, load: () => Promise<T>, what: string): Load<T> {
  const [answer, setAnswer] = useState<Answer<T> | null>(null);
  useEffect(() => {
    let live = true;
    load()
      .then((value) => live && setAnswer({ request, result: { status: 'ready', value } }))
      .catch((error: unknown) => {
        console.error(`${what} failed`, error);
        if (live) setAnswer({ request, result: { status: 'failed' } });
      });
    return () => {
      live = false;
    };
  }, [request, load, what]);
  return answer?.request === request ? answer.result : { status: 'loading' };
}

/** The ballot templates of the workspace, read when the step opens (and on a retry). */
function useBallotTemplates() {
  const [attempt, setAttempt] = useState(0);
  const state = useAnswer(`templates:${attempt}`, listBallotTemplates, 'Ballot templates');
  return { state, retry: () => setAttempt((n) => n + 1) };
}

/** The ballot template the invitations are written from, and how it reads with sample data. */
export function InvitationStep() {
  const t = useT();
  const { ballotTemplateId, templateError } = useSnapshot(votingDraft);
  const { state, retry } = useBallotTemplates();

  let content;
  if (state.status === 'failed') {
    content = (
      <LoadErrorState
        title={t('votings.invitation.failedTitle')}
        description={t('votings.invitation.failedDescription')}
        retryLabel={t('common.retry')}
        onRetry={retry}
      />
    );
  } else if (state.status === 'loading') {
    content = (
      <div aria-busy="true" className={styles.loading}>
        <span role="status" className={visuallyHidden}>
          {t('votings.invitation.loading')}
        </span>
        <Skeleton shape="rect" height="4rem" />
        <Skeleton shape="rect" height="4rem" />
      </div>
    );
  } else if (state.value.length === 0) {
    content = (
      <EmptyState
        icon={<FileText size={40} aria-hidden />}
        title={t('votings.invitation.noneTitle')}
        description={t('votings.invitation.noneDescription')}
        titleLevel={3}
        action={
          <Link href={paths.templates.new} variant="standalone">
            {t('votings.invitation.createTemplate')}
          </Link>
        }
      />
    );
  } else {
    const chosen = state.value.find((template) => template.id === ballotTemplateId) ?? null;
    content = (
      <div className={styles.layout}>
        <RadioGroup
          label={t('votings.invitation.choose')}
          variant="card"
          value={chosen?.id ?? null}
          onChange={(id) => chooseTemplate(id)}
          isRequired
          isInvalid={Boolean(templateError)}
          errorMessage={say(t, templateError)}
        >
          {state.value.map((template) => (
            <Radio
              key={template.id}
              value={template.id}
              description={t(`votings.invitation.channels.${template.channel}`)}
            >
              {template.name}
            </Radio>
          ))}
        </RadioGroup>
        {chosen ? <TemplatePreview template={chosen} /> : null}
      </div>
    );
  }

  return (
    <StepForm>
      {content}
      {templateError && state.status !== 'ready' ? (
        <Text tone="danger" size="sm">
          {say(t, templateError)}
        </Text>
      ) : null}
    </StepForm>
  );
}

/** The chosen template filled with sample data by the server (previewTemplate), in a frame with no permissions. */
function TemplatePreview({ template }: { template: MessageTemplate }) {
  const t = useT();
  const [attempt, setAttempt] = useState(0);
  const load = useCallback(() => previewBallotTemplate(template), [template]);
  const state = useAnswer<MessageTemplatePreview>(`${template.id}:${attempt}`, load, 'Template preview');

  return (
    <Card as="section" title={t('votings.invitation.previewTitle')} titleLevel={3} className={styles.preview}>
      {state.status === 'failed' ? (
        <div role="alert" className={styles.failed}>
          <Text tone="danger">{t('votings.invitation.previewFailed')}</Text>
          <Button variant="secondary" size="sm" onPress={() => setAttempt((n) => n + 1)}>
            {t('common.retry')}
          </Button>
        </div>
      ) : state.status === 'loading' ? (
        <div aria-busy="true">
          <span className={visuallyHidden}>{t('votings.invitation.previewLoading')}</span>
          <Skeleton lines={1} />
          <Skeleton shape="rect" height="14rem" />
        </div>
      ) : template.channel === 'email' ? (
        <>
          <Text size="sm">
            <span className={styles.subjectLabel}>{t('votings.invitation.subject')}</span>{' '}
            <bdi>{state.value.subject ?? ''}</bdi>
          </Text>
          <EmailFrame
            html={state.value.body}
            title={t('votings.invitation.previewFrame', { name: template.name })}
          />
        </>
      ) : (
        <div className={styles.bubble} dir="auto">
          {state.value.body}
        </div>
      )}
    </Card>
  );
}
