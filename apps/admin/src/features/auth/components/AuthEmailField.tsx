import { TextField } from '@backoffice/ui';
import { useT } from '@admin/lib/i18n';
import { validationMessage, type ValidationCode } from './messages';

export interface AuthEmailFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** The validation code of the last submit, if the e-mail failed it. */
  error?: ValidationCode;
}

/** The required e-mail field of the auth screens; the browser fills it as the account's username. */
export function AuthEmailField({ value, onChange, error }: AuthEmailFieldProps) {
  const t = useT();
  return (
    <TextField
      label={t('auth.fields.email')}
      name="email"
      type="email"
      autoComplete="username"
      isRequired
      value={value}
      onChange={onChange}
      isInvalid={Boolean(error)}
      errorMessage={validationMessage(t, error)}
    />
  );
}
