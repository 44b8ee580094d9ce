import { useState } from 'react';
import type { Voter } from '@backoffice/api-client';
import { taxIdFormatter, VOTER_NAME_MAX_CHARS, VOTER_PHONE_MAX_CHARS } from '@backoffice/domain';
import { TaxIdField, TextField } from '@backoffice/ui';
import { useCurrentLocale, useT } from '@admin/lib/i18n';
import { addVoterToVoting, editVoter } from '@admin/features/votings/stores/detail-actions';
import {
  emptyVoterDraft,
  toVoterInput,
  validateVoterDraft,
  voterDraftOf,
  type VoterDraft,
  type VoterDraftWords,
} from '@admin/features/votings/stores/voter-draft';
import { ActionDialog, DialogNote } from '@admin/components/ActionDialog/ActionDialog';
import * as styles from '@admin/components/ActionDialog/ActionDialog.css';
import { useActionForm } from './use-action-form';

/** This dialog's texts for a draft's problems. */
const words: VoterDraftWords = {
  nameRequired: 'votings.detail.errors.nameRequired',
  taxIdRequired: 'votings.detail.errors.taxIdRequired',
  taxIdInvalid: 'votings.detail.errors.taxIdInvalid',
  weightInvalid: 'votings.detail.errors.weightInvalid',
  tooLong: 'votings.detail.errors.tooLong',
};

export interface VoterDialogProps {
  isOpen: boolean;
  onClose: () => void;
  /** The voter to edit; none to add one. */
  voter?: Voter;
  /** The voting weighs votes by quotas: the weight is asked for. */
  weighs: boolean;
  /** The voting is open: a new voter is invited at once. */
  isOpenVoting: boolean;
}

/** Adds a voter, or edits one who has not voted yet: name, CPF/CNPJ (check digits), e-mail, phone, quotas. */
export function VoterDialog({ isOpen, onClose, voter, weighs, isOpenVoting }: VoterDialogProps) {
  const t = useT();
  const locale = useCurrentLocale();
  const form = useActionForm();
  const [draft, setDraft] = useState<VoterDraft>(() =>
    voter ? voterDraftOf(voter, locale) : emptyVoterDraft('1'),
  );

  function change<K extends keyof VoterDraft>(field: K, value: VoterDraft[K]) {
    setDraft((current) => ({ ...current, [field]: value }));
    form.clearField(field);
  }

  function save() {
    const input = () => toVoterInput(draft, locale, weighs, voter);
    void form.submit(
      validateVoterDraft(draft, { locale, weighs, words }),
      () => (voter ? editVoter(voter, input()) : addVoterToVoting(input())),
      onClose,
    );
  }

  const error = (field: keyof VoterDraft) => form.fieldError(field);

  return (
    <ActionDialog
      isOpen={isOpen}
      onClose={onClose}
      title={voter ? t('votings.detail.dialogs.editVoterTitle') : t('votings.detail.dialogs.addVoterTitle')}
      confirmLabel={voter ? t('common.save') : t('votings.detail.dialogs.addVoterConfirm')}
      isPending={form.pending}
      formError={form.formError}
      failures={form.failures}
      onSubmit={save}
      size="wide"
    >
      <div className={styles.fields}>
        <TextField
          label={t('votings.detail.dialogs.name')}
          name="name"
          autoComplete="off"
          isRequired
          maxLength={VOTER_NAME_MAX_CHARS}
          value={draft.name}
          onChange={(value) => change('name', value)}
          isInvalid={Boolean(error('name'))}
          errorMessage={error('name')}
        />
        <TaxIdField
          formatter={taxIdFormatter()}
          label={t('votings.detail.dialogs.taxId')}
          description={t('votings.detail.dialogs.taxIdDescription')}
          name="taxId"
          isRequired
          value={draft.taxId}
          onChange={(value) => change('taxId', value)}
          isInvalid={Boolean(error('taxId'))}
          errorMessage={error('taxId')}
        />
        <TextField
          label={t('votings.detail.dialogs.email')}
          name="email"
          type="email"
          autoComplete="off"
          isRequired
          value={draft.email}
          onChange={(value) => change('email', value)}
          isInvalid={Boolean(error('email'))}
          errorMessage={error('email')}
        />
        <TextField
          label={t('votings.detail.dialogs.phone')}
          name="phone"
          type="tel"
          autoComplete="off"
          maxLength={VOTER_PHONE_MAX_CHARS}
          value={draft.phone}
          onChange={(value) => change('phone', value)}
          isInvalid={Boolean(error('phone'))}
          errorMessage={error('phone')}
        />
        {weighs ? (
          <TextField
            label={t('votings.detail.dialogs.weight')}
            description={t('votings.detail.dialogs.weightDescription')}
            name="weight"
            inputMode="decimal"
            autoComplete="off"
            isRequired
            value={draft.weight}
            onChange={(value) => change('weight', value)}
            isInvalid={Boolean(error('weight'))}
            errorMessage={error('weight')}
          />
        ) : null}
      </div>
      {voter ? (
        <DialogNote>{t('votings.detail.dialogs.editVoterNote')}</DialogNote>
      ) : isOpenVoting ? (
        <DialogNote>{t('votings.detail.dialogs.addVoterOpenNote')}</DialogNote>
      ) : null}
    </ActionDialog>
  );
}
