import { useId, useState } from 'react';
import { Clock, ShieldCheck } from 'lucide-react';
import { Switch, Text, TextField } from '@backoffice/ui';
import { useCurrentLocale } from '@portal/lib/i18n';
import { say, useAttorneyT } from '../use-attorney-t';
import { EMAIL_MAX, NAME_MAX, emptyApprover, validateApprover, type ApproverDraft } from './approver';
import * as styles from './ApproverFields.css';

export interface ApproverFieldsProps {
  /** The approver being added, or null for none (the default). */
  value: ApproverDraft | null;
  onChange: (value: ApproverDraft | null) => void;
  /** The voting's deadline (ISO), named in the explanation. */
  deadline?: string;
  /** Shows every field's problem at once (the portal sets it when the voter tries to send the ballot). */
  showErrors?: boolean;
  isDisabled?: boolean;
  className?: string;
}

/**
 * An optional third-party approver of the attorney's votes (name and e-mail). Says what it means: the votes stay
 * under review and do not count until approved, and the voting's deadline still applies.
 */
export function ApproverFields({
  value,
  onChange,
  deadline,
  showErrors = false,
  isDisabled = false,
  className,
}: ApproverFieldsProps) {
  const t = useAttorneyT();
  const locale = useCurrentLocale();
  const explanation = useId();
  const [touched, setTouched] = useState<{ name?: boolean; email?: boolean }>({});
  const errors = validateApprover(value);
  const shown = (field: keyof ApproverDraft) => (showErrors || touched[field] ? errors[field] : undefined);
  // Brasília's time (the text says so, as everywhere in the portal), not the device's.
  const when = deadline
    ? new Intl.DateTimeFormat(locale, {
        dateStyle: 'long',
        timeStyle: 'short',
        timeZone: 'America/Sao_Paulo',
      }).format(new Date(deadline))
    : null;

  const set = (field: keyof ApproverDraft) => (text: string) =>
    onChange({ ...(value ?? emptyApprover()), [field]: text });

  return (
    <fieldset
      className={[styles.fieldset, className].filter(Boolean).join(' ')}
      aria-describedby={explanation}
    >
      <legend className={styles.legend}>{t('attorney.approver.title')}</legend>
      <div id={explanation} className={styles.explanation}>
        <div className={styles.point}>
          <ShieldCheck size={18} aria-hidden className={styles.icon} />
          <Text size="sm">{t('attorney.approver.underReview')}</Text>
        </div>
        <div className={styles.point}>
          <Clock size={18} aria-hidden className={styles.icon} />
          <Text size="sm">
            {when ? t('attorney.approver.deadlineOn', { deadline: when }) : t('attorney.approver.deadline')}
          </Text>
        </div>
      </div>
      <Switch
        isSelected={value !== null}
        isDisabled={isDisabled}
        onChange={(on) => {
          setTouched({});
          onChange(on ? emptyApprover() : null);
        }}
      >
        {t('attorney.approver.toggle')}
      </Switch>
      {value ? (
        <div className={styles.fields}>
          <TextField
            label={t('attorney.approver.name')}
            isRequired
            autoComplete="off"
            maxLength={NAME_MAX}
            value={value.name}
            onChange={set('name')}
            onBlur={() => setTouched((current) => ({ ...current, name: true }))}
            isInvalid={Boolean(shown('name'))}
            errorMessage={say(t, shown('name'))}
            isDisabled={isDisabled}
          />
          <TextField
            label={t('attorney.approver.email')}
            description={t('attorney.approver.emailHint')}
            type="email"
            inputMode="email"
            isRequired
            autoComplete="off"
            maxLength={EMAIL_MAX}
            value={value.email}
            onChange={set('email')}
            onBlur={() => setTouched((current) => ({ ...current, email: true }))}
            isInvalid={Boolean(shown('email'))}
            errorMessage={say(t, shown('email'))}
            isDisabled={isDisabled}
            className={styles.email}
          />
        </div>
      ) : null}
    </fieldset>
  );
}
