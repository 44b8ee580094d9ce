import { useState } from 'react';
import { useT } from '@admin/lib/i18n';
import type { FieldMessages } from '@admin/features/votings/stores/action-errors';
import type { Message } from '@admin/features/votings/stores/messages';
import type { ActionOutcome } from '@admin/features/votings/stores/detail-actions';

/**
 * The state of one action dialog: its pending flag, the texts of a refusal (by field and for the whole form) and a
 * counter of refused submits (the dialog focuses the first field in error on each).
 */
export function useActionForm() {
  const t = useT();
  const [pending, setPending] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<FieldMessages>({});
  const [formError, setFormError] = useState<Message | null>(null);
  const [failures, setFailures] = useState(0);

  function refuse(fields: FieldMessages, form: Message | null) {
    setFieldErrors(fields);
    setFormError(form);
    setFailures((n) => n + 1);
  }

  /** Checks the typed values first (`found`), then runs the action; on success calls `done` (closes the dialog). */
  async function submit(found: FieldMessages, action: () => Promise<ActionOutcome>, done: () => void) {
    if (Object.values(found).some(Boolean)) {
      refuse(found, { key: 'votings.detail.errors.fixFields' });
      return;
    }
    setFieldErrors({});
    setFormError(null);
    setPending(true);
    const outcome = await action();
    setPending(false);
    if (outcome.ok) done();
    else refuse(outcome.fieldErrors, outcome.formError);
  }

  /** A field's text once it is changed again: its error goes. */
  function clearField(field: keyof FieldMessages) {
    if (fieldErrors[field]) setFieldErrors((current) => ({ ...current, [field]: undefined }));
  }

  const say = (message: Message | null | undefined) => (message ? t(message.key, message.params) : undefined);

  return {
    pending,
    failures,
    submit,
    clearField,
    fieldError: (field: keyof FieldMessages) => say(fieldErrors[field]),
    formError: say(formError) ?? null,
  };
}
