import { useId, useState } from 'react';
import { MailCheck } from 'lucide-react';
import { Button, Text } from '@backoffice/ui';
import { useT, type TranslationKey } from '@admin/lib/i18n';
import { sendTestInvitation } from '../../api/votings';
import * as styles from './TestInvitation.css';
import { problemCodeOf } from '@admin/lib/api-client';

type State =
  | { status: 'idle' | 'sending' }
  | { status: 'sent'; sentTo: string }
  | { status: 'failed'; reason: TranslationKey };

export interface TestInvitationProps {
  votingId: string;
}

/** Why a test could not be sent, in the operator's words. */
function failureReason(error: unknown): TranslationKey {
  const code = problemCodeOf(error);
  if (code === 'voting_incomplete') return 'votings.review.test.needsTemplate';
  if (code === 'forbidden') return 'common.forbidden';
  if (code === 'invalid_state') return 'votings.errors.notDraft';
  return 'votings.review.test.failed';
}

/**
 * "Enviar convite de teste para mim": the voting's invitation, as every voter will get it, e-mailed to the signed-in
 * operator (sendTestInvitation) before "Publicar agora" e-mails everyone. Says where it went, or why it did not.
 */
export function TestInvitation({ votingId }: TestInvitationProps) {
  const t = useT();
  const hintId = useId();
  const [state, setState] = useState<State>({ status: 'idle' });

  async function send() {
    setState({ status: 'sending' });
    try {
      setState({ status: 'sent', sentTo: await sendTestInvitation(votingId) });
    } catch (error) {
      console.error('Test invitation failed', error);
      setState({ status: 'failed', reason: failureReason(error) });
    }
  }

  return (
    <div className={styles.root}>
      <Button
        variant="secondary"
        size="sm"
        isPending={state.status === 'sending'}
        onPress={() => void send()}
        aria-describedby={hintId}
      >
        <MailCheck size={16} aria-hidden />
        {t('votings.review.test.send')}
      </Button>
      <Text size="sm" tone="muted" elementType="span" className={styles.hint}>
        <span id={hintId}>{t('votings.review.test.hint')}</span>
      </Text>
      {/* Always present, so that each outcome is announced. */}
      <div role="status" className={styles.outcome}>
        {state.status === 'sent' ? (
          <Text size="sm" tone="success">
            {t('votings.review.test.sent', { email: `\u2068${state.sentTo}\u2069` })}
          </Text>
        ) : state.status === 'failed' ? (
          <Text size="sm" tone="danger">
            {t(state.reason)}
          </Text>
        ) : null}
      </div>
    </div>
  );
}
