import { useEffect, useRef, useState, type FormEvent } from 'react';
import { UserPlus } from 'lucide-react';
import type { Voter } from '@backoffice/api-client';
import { Button, Dialog, DialogTrigger, Form, Modal, TaxIdField, TextField } from '@backoffice/ui';
import { FormMessage } from '../../../../components/FormMessage';
import { useT } from '../../../../lib/i18n';
import { requestSucceeded } from '../../../../stores/ui';
import { addVoter } from '../../api/votings';
import { say, type Message } from '../../stores/messages';
import {
  describeVoterFailure,
  emptyVoter,
  validateVoter,
  voterInput,
  type VoterDraft,
  type VoterErrors,
} from '../../stores/voter-form';
import * as styles from './AddVoterDialog.css';

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
  const [draft, setDraft] = useState<VoterDraft>(emptyVoter);
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
    const found = validateVoter(draft);
    if (Object.values(found).some(Boolean)) {
      setErrors(found);
      setFormError({ key: 'votings.errors.fixFields' });
      setRefusals((n) => n + 1);
      return;
    }
    setPending(true);
    setFormError(null);
    try {
      onAdded(await addVoter(votingId, voterInput(draft)));
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
          maxLength={300}
          value={draft.name}
          onChange={change('name')}
          isInvalid={Boolean(errors.name)}
          errorMessage={say(t, errors.name)}
        />
        <TaxIdField
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
          maxLength={254}
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
            maxLength={20}
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
            {t('votings.voters.cancel')}
          </Button>
          <Button type="submit" isPending={pending}>
            {t('votings.voters.save')}
          </Button>
        </div>
      </Form>
    </div>
  );
}
