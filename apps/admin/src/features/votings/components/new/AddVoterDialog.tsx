import { useEffect, useRef, useState, type FormEvent } from 'react';
import { UserPlus } from 'lucide-react';
import type { Voter } from '@backoffice/api-client';
import {
  taxIdFormatter,
  VOTER_EMAIL_MAX_CHARS,
  VOTER_NAME_MAX_CHARS,
  VOTER_PHONE_MAX_CHARS,
} from '@backoffice/domain';
import { Button, Dialog, DialogTrigger, Form, Modal, TaxIdField, TextField } from '@backoffice/ui';
import { FormMessage } from '@backoffice/app-common';
import { useCurrentLocale, useT } from '@admin/lib/i18n';
import { requestSucceeded } from '@admin/stores/ui';
import { addVoter } from '../../api/votings';
import { say, type Message } from '../../stores/messages';
import {
  describeVoterFailure,
  emptyVoterDraft,
  toVoterInput,
  validateVoterDraft,
  type VoterDraft,
  type VoterDraftWords,
  type VoterErrors,
} from '../../stores/voter-draft';
import * as styles from './AddVoterDialog.css';

/** This dialog's texts for a draft's problems. */
const words: VoterDraftWords = {
  nameRequired: 'votings.voters.errors.nameRequired',
  taxIdRequired: 'votings.voters.errors.taxIdRequired',
  taxIdInvalid: 'votings.voters.errors.taxIdInvalid',
  weightInvalid: 'votings.voters.errors.weightInvalid',
  tooLong: 'votings.errors.tooLong',
};

export interface AddVoterDialogProps {
  votingId: string;
  /** Runs after the server added the voter (e.g. to read the voter count again). */
  onAdded?: (voter: Voter) => void;
}

/** "Adicionar votante": one voter typed by hand (name, CPF/CNPJ checked by its digits, e-mail, phone, weight). */
export function AddVoterDialog({ votingId, onAdded }: AddVoterDialogProps) {
  const t = useT();
  const [isOpen, setOpen] = useState(false);
  return (
    <DialogTrigger isOpen={isOpen} onOpenChange={setOpen}>
      <Button variant="secondary">
        <UserPlus size={18} aria-hidden />
        {t('votings.voters.add')}
      </Button>
      <Modal className={styles.modal}>
        <Dialog title={t('votings.voters.addTitle')}>
          {({ close }) => (
            <VoterForm
              votingId={votingId}
              onCancel={close}
              onAdded={(voter) => {
                close();
                requestSucceeded('votings.voters.added');
                onAdded?.(voter);
              }}
            />
          )}
        </Dialog>
      </Modal>
    </DialogTrigger>
  );
}

function VoterForm({
  votingId,
  onCancel,
  onAdded,
}: {
  votingId: string;
  onCancel: () => void;
  onAdded: (voter: Voter) => void;
}) {
  const t = useT();
  const locale = useCurrentLocale();
  const [draft, setDraft] = useState<VoterDraft>(() => emptyVoterDraft());
  const [errors, setErrors] = useState<VoterErrors>({});
  const [formError, setFormError] = useState<Message | null>(null);
  const [pending, setPending] = useState(false);
  // Each refusal (ours or the server's) moves the focus to the first field it names, inside the dialog.
  const [refusals, setRefusals] = useState(0);
  const fieldsRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (refusals === 0) return;
    fieldsRef.current?.querySelector<HTMLElement>('[data-invalid] input')?.focus();
  }, [refusals]);

  const change = (field: keyof VoterDraft) => (value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The dialog renders in a portal, but React bubbles its submit to a form around the trigger (the flow's step).
    event.stopPropagation();
    if (pending) return;
    // The new voting's weighting is not known here: the weight is always read (empty is one vote).
    const found = validateVoterDraft(draft, { locale, weighs: true, words });
    if (Object.values(found).some(Boolean)) {
      setErrors(found);
      setFormError({ key: 'votings.errors.fixFields' });
      setRefusals((n) => n + 1);
      return;
    }
    setPending(true);
    setFormError(null);
    try {
      onAdded(await addVoter(votingId, toVoterInput(draft, locale, true)));
    } catch (error) {
      console.error('Add voter failed', error);
      const failure = describeVoterFailure(error);
      setErrors(failure.fields);
      setFormError(failure.form);
      setPending(false);
      setRefusals((n) => n + 1);
    }
  }

  return (
    <div ref={fieldsRef}>
      <Form onSubmit={(event) => void submit(event)} validationBehavior="aria" className={styles.form}>
        <FormMessage tone="danger">{say(t, formError) ?? null}</FormMessage>
        <TextField
          label={t('votings.voters.name')}
          isRequired
          autoComplete="off"
          maxLength={VOTER_NAME_MAX_CHARS}
          value={draft.name}
          onChange={change('name')}
          isInvalid={Boolean(errors.name)}
          errorMessage={say(t, errors.name)}
        />
        <TaxIdField
          formatter={taxIdFormatter()}
          label={t('votings.voters.taxId')}
          description={t('votings.voters.taxIdHint')}
          isRequired
          value={draft.taxId}
          onChange={change('taxId')}
          isInvalid={Boolean(errors.taxId)}
          errorMessage={say(t, errors.taxId)}
        />
        <TextField
          label={t('votings.voters.email')}
          type="email"
          isRequired
          autoComplete="off"
          maxLength={VOTER_EMAIL_MAX_CHARS}
          value={draft.email}
          onChange={change('email')}
          isInvalid={Boolean(errors.email)}
          errorMessage={say(t, errors.email)}
        />
        <div className={styles.row}>
          <TextField
            label={t('votings.voters.phone')}
            type="tel"
            inputMode="tel"
            autoComplete="off"
            maxLength={VOTER_PHONE_MAX_CHARS}
            value={draft.phone}
            onChange={change('phone')}
            isInvalid={Boolean(errors.phone)}
            errorMessage={say(t, errors.phone)}
          />
          <TextField
            label={t('votings.voters.weight')}
            description={t('votings.voters.weightHint')}
            inputMode="decimal"
            autoComplete="off"
            value={draft.weight}
            onChange={change('weight')}
            isInvalid={Boolean(errors.weight)}
            errorMessage={say(t, errors.weight)}
          />
        </div>
        <div className={styles.actions}>
          <Button variant="secondary" onPress={onCancel} isDisabled={pending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" isPending={pending}>
            {t('votings.voters.save')}
          </Button>
        </div>
      </Form>
    </div>
  );
}
