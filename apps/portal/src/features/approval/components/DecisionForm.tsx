import { useState } from 'react';
import { Check, Undo2 } from 'lucide-react';
import { useSnapshot } from 'valtio';
import { AlertDialog, Button, TextArea } from '@backoffice/ui';
import { FormMessage } from '@backoffice/app-common';
import { say, useApprovalT } from '../i18n';
import {
  COMMENT_MAX,
  approvalStore,
  checkDecision,
  decide,
  setComment,
  type Decision,
} from '../stores/approval';
import * as styles from './ApprovalPage.css';

/**
 * Approve or return: a comment (required to return, sent to the attorney), then a confirmation, since the decision
 * cannot be undone.
 */
export function DecisionForm() {
  const t = useApprovalT();
  const state = useSnapshot(approvalStore);
  const [confirming, setConfirming] = useState<Decision | null>(null);

  const ask = (decision: Decision) => {
    if (checkDecision(decision)) setConfirming(decision);
  };

  return (
    <div className={styles.decision}>
      <FormMessage tone="danger">{say(t, state.error) ?? null}</FormMessage>
      <TextArea
        label={t('approval.decision.comment')}
        description={t('approval.decision.commentHint')}
        value={state.comment}
        onChange={setComment}
        maxLength={COMMENT_MAX}
        showCounter
        rows={4}
        isInvalid={Boolean(state.commentError)}
        errorMessage={say(t, state.commentError)}
        isDisabled={state.pending !== null}
      />
      <div className={styles.decisionButtons}>
        <Button
          onPress={() => ask('approve')}
          isPending={state.pending === 'approve'}
          isDisabled={state.pending === 'return'}
        >
          <Check size={18} aria-hidden />
          {t('approval.decision.approve')}
        </Button>
        <Button
          variant="secondary"
          onPress={() => ask('return')}
          isPending={state.pending === 'return'}
          isDisabled={state.pending === 'approve'}
        >
          <Undo2 size={18} aria-hidden />
          {t('approval.decision.return')}
        </Button>
      </div>
      <AlertDialog
        isOpen={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        tone={confirming === 'return' ? 'danger' : 'neutral'}
        title={
          confirming === 'return' ? t('approval.confirm.returnTitle') : t('approval.confirm.approveTitle')
        }
        confirmLabel={confirming === 'return' ? t('approval.confirm.return') : t('approval.confirm.approve')}
        cancelLabel={t('approval.confirm.cancel')}
        onConfirm={() => (confirming ? decide(confirming) : undefined)}
      >
        {confirming === 'return' ? t('approval.confirm.returnMessage') : t('approval.confirm.approveMessage')}
      </AlertDialog>
    </div>
  );
}
