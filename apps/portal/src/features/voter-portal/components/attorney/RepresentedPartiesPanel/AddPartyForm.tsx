import { useRef, useState, type FormEvent } from 'react';
import { UserPlus } from 'lucide-react';
import { taxIdFormatter } from '@backoffice/domain';
import { Button, Form, TaxIdField, TextField } from '@backoffice/ui';
import { FormMessage } from '@backoffice/app-common';
import type { AttorneyApi, RepresentedParty } from '../attorney-api';
import { isSessionEnded } from '@portal/features/voter-portal/api/session-ended';
import { useCurrentLocale } from '@portal/lib/i18n';
import { say, useAttorneyT, type AttorneyMessage } from '../use-attorney-t';
import {
  describeAddFailure,
  emptyParty,
  hasErrors,
  partyInput,
  validateParty,
  type PartyDraft,
  type PartyErrors,
} from './party-form';
import * as styles from './RepresentedPartiesPanel.css';

export interface AddPartyFormProps {
  token: string;
  api: Pick<AttorneyApi, 'addRepresentedParty'>;
  onAdded: (party: RepresentedParty) => void;
  isDisabled?: boolean;
}

/** One party typed by hand: name, CPF/CNPJ (checked by its digits) and an optional weight. */
export function AddPartyForm({ token, api, onAdded, isDisabled = false }: AddPartyFormProps) {
  const t = useAttorneyT();
  const locale = useCurrentLocale();
  const [draft, setDraft] = useState<PartyDraft>(emptyParty);
  const [errors, setErrors] = useState<PartyErrors>({});
  const [formError, setFormError] = useState<AttorneyMessage | null>(null);
  const [pending, setPending] = useState(false);
  const fieldsRef = useRef<HTMLDivElement>(null);

  const change = (field: keyof PartyDraft) => (value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
    setFormError(null);
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Inside the portal's own form (the ballot), this submit must not bubble to it.
    event.stopPropagation();
    if (pending || isDisabled) return;
    const found = validateParty(draft, locale);
    if (hasErrors(found)) {
      setErrors(found);
      setFormError(null);
      return;
    }
    setPending(true);
    setFormError(null);
    try {
      const party = await api.addRepresentedParty(token, partyInput(draft, locale));
      setDraft(emptyParty());
      setErrors({});
      onAdded(party);
      // Ready for the next one.
      fieldsRef.current?.querySelector('input')?.focus();
    } catch (error) {
      if (!isSessionEnded(error)) {
        console.error('Adding a represented party failed', error);
        const failure = describeAddFailure(error, draft, locale);
        setErrors(failure.fields);
        setFormError(failure.form);
      }
    } finally {
      setPending(false);
    }
  }

  return (
    <Form
      onSubmit={(event) => void submit(event)}
      validationBehavior="aria"
      aria-label={t('attorney.parties.addTitle')}
      className={styles.addForm}
    >
      <FormMessage tone="danger">{say(t, formError) ?? null}</FormMessage>
      <div ref={fieldsRef} className={styles.fields}>
        <TextField
          label={t('attorney.parties.name')}
          isRequired
          autoComplete="off"
          maxLength={300}
          value={draft.name}
          onChange={change('name')}
          isInvalid={Boolean(errors.name)}
          errorMessage={say(t, errors.name)}
          isDisabled={isDisabled}
          className={styles.nameField}
        />
        <TaxIdField
          formatter={taxIdFormatter()}
          label={t('attorney.parties.taxId')}
          isRequired
          value={draft.taxId}
          onChange={change('taxId')}
          isInvalid={Boolean(errors.taxId)}
          errorMessage={say(t, errors.taxId)}
          isDisabled={isDisabled}
          className={styles.taxIdField}
        />
        <TextField
          label={t('attorney.parties.weight')}
          description={t('attorney.parties.weightHint')}
          inputMode="decimal"
          autoComplete="off"
          maxLength={30}
          value={draft.weight}
          onChange={change('weight')}
          isInvalid={Boolean(errors.weight)}
          errorMessage={say(t, errors.weight)}
          isDisabled={isDisabled}
          className={styles.weightField}
        />
      </div>
      <div>
        <Button type="submit" variant="secondary" isPending={pending} isDisabled={isDisabled}>
          <UserPlus size={18} aria-hidden />
          {t('attorney.parties.add')}
        </Button>
      </div>
    </Form>
  );
}
