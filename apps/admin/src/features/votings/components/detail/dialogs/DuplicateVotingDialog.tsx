import { useState } from 'react';
import { useLocation } from 'wouter';
import type { Voting } from '@backoffice/api-client';
import { nextDeadlineFor } from '@backoffice/domain';
import { Checkbox, TextField } from '@backoffice/ui';
import { votingDraftPath } from '@admin/config/paths';
import { useT } from '@admin/lib/i18n';
import { usePlural } from '@admin/lib/plural';
import type { FieldMessages } from '@admin/features/votings/stores/action-errors';
import { duplicateThisVoting } from '@admin/features/votings/stores/detail-actions';
import { useFormats } from '../use-formats';
import { ActionDialog, DialogNote } from '@admin/components/ActionDialog/ActionDialog';
import { useActionForm } from './use-action-form';

/** The contract's bound of a voting's title. */
const TITLE_MAX = 200;

export interface DuplicateVotingDialogProps {
  isOpen: boolean;
  onClose: () => void;
  voting: Pick<Voting, 'title' | 'deadline' | 'counts'>;
}

/**
 * The same consultation again (the yearly assembly): a new draft with this voting's description, items, documents
 * and settings, titled as typed; its active voters only when asked. It says when the copy's deadline falls (the
 * domain's rule: a passed deadline moves to the same date of the next year to come), then opens the draft's flow.
 */
export function DuplicateVotingDialog({ isOpen, onClose, voting }: DuplicateVotingDialogProps) {
  const t = useT();
  const plural = usePlural();
  const format = useFormats();
  const form = useActionForm();
  const [, navigate] = useLocation();
  const [title, setTitle] = useState(voting.title);
  const [includeVoters, setIncludeVoters] = useState(false);
  const activeVoters = voting.counts.voters - voting.counts.voided;
  const deadline = nextDeadlineFor(new Date(voting.deadline), new Date()).toISOString();
  const error = form.fieldError('title');

  function check(): FieldMessages {
    return title.trim() ? {} : { title: { key: 'votings.detail.errors.titleRequired' } };
  }

  async function duplicate() {
    const outcome = await duplicateThisVoting(title, includeVoters);
    if (outcome.ok) navigate(votingDraftPath(outcome.votingId));
    return outcome.ok ? { ok: true as const } : outcome;
  }

  return (
    <ActionDialog
      isOpen={isOpen}
      onClose={onClose}
      title={t('votings.detail.dialogs.duplicateTitle')}
      message={t('votings.detail.dialogs.duplicateMessage', { deadline: format.dateTime(deadline) })}
      confirmLabel={t('votings.detail.dialogs.duplicateConfirm')}
      isPending={form.pending}
      formError={form.formError}
      failures={form.failures}
      onSubmit={() => void form.submit(check(), duplicate, () => undefined)}
    >
      <TextField
        label={t('votings.detail.dialogs.duplicateName')}
        name="title"
        isRequired
        maxLength={TITLE_MAX}
        value={title}
        onChange={(value) => {
          setTitle(value);
          form.clearField('title');
        }}
        isInvalid={Boolean(error)}
        errorMessage={error}
      />
      {activeVoters > 0 ? (
        <Checkbox
          isSelected={includeVoters}
          onChange={setIncludeVoters}
          description={t('votings.detail.dialogs.duplicateVotersDescription')}
        >
          {plural('votings.detail.dialogs.duplicateVoters', activeVoters)}
        </Checkbox>
      ) : null}
      <DialogNote>{t('votings.detail.dialogs.duplicateNote')}</DialogNote>
    </ActionDialog>
  );
}
