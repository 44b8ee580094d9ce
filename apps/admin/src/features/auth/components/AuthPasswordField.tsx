import { PasswordField } from '@backoffice/ui';
import { useT } from '@admin/lib/i18n';
import { validationMessage, type ValidationCode } from './messages';

export interface AuthPasswordFieldProps {
  label: string;
  name: string;
  autoComplete: 'current-password' | 'new-password';
  value: string;
  onChange: (value: string) => void;
  /** The validation code of the last submit, if the password failed it. */
  error?: ValidationCode;
}

/** A required password field of the auth screens, with the translated show/hide toggle. */
export function AuthPasswordField({
  label,
  name,
  autoComplete,
  value,
  onChange,
  error,
}: AuthPasswordFieldProps) {
  const t = useT();
  return (
    <PasswordField
      label={label}
      name={name}
      autoComplete={autoComplete}
      isRequired
      value={value}
      onChange={onChange}
      isInvalid={Boolean(error)}
      errorMessage={validationMessage(t, error)}
      showLabel={t('auth.fields.showPassword')}
      hideLabel={t('auth.fields.hidePassword')}
    />
  );
}
