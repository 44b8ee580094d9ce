import { useEffect, useState, type FormEvent } from 'react';
import { useSnapshot } from 'valtio';
import { Button, Form, Link, TextField } from '@backoffice/ui';
import { validateEmail, validateRequired } from '@backoffice/domain';
import { paths } from '@admin/config/paths';
import { FormMessage } from '@backoffice/app-common';
import { useT } from '@admin/lib/i18n';
import { recoveryStore, resetRecovery, sendResetCode, submitNewPassword } from '../stores/password-recovery';
import { recoveryErrorKeys, validationMessage, type ValidationCode } from './messages';
import { AuthEmailField } from './AuthEmailField';
import { AuthPasswordField } from './AuthPasswordField';
import { AuthScreen } from './AuthScreen';

type FieldErrors = Partial<Record<'email' | 'code' | 'password', ValidationCode>>;

/** Password recovery: send a code to the e-mail, then e-mail + code + new password. */
export default function ForgetPasswordPage() {
  const t = useT();
  const { step, email: sentTo, submitting } = useSnapshot(recoveryStore);
  const [email, setEmail] = useState(sentTo);
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [error, setError] = useState<string | null>(null);

  // Leaving the screen forgets the flow: coming back starts at step 1.
  useEffect(() => resetRecovery, []);

  async function onRequest(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const errors: FieldErrors = { email: validateEmail(email) ?? undefined };
    setFieldErrors(errors);
    setError(null);
    if (errors.email) return;
    const failure = await sendResetCode(email);
    if (failure) setError(t(recoveryErrorKeys[failure]));
  }

  async function onConfirm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const errors: FieldErrors = {
      email: validateEmail(email) ?? undefined,
      code: validateRequired(code, 'codeRequired') ?? undefined,
      password: validateRequired(password, 'passwordRequired') ?? undefined,
    };
    setFieldErrors(errors);
    setError(null);
    if (errors.email || errors.code || errors.password) return;
    const failure = await submitNewPassword(email, code, password);
    if (failure) setError(t(recoveryErrorKeys[failure]));
  }

  const emailField = <AuthEmailField value={email} onChange={setEmail} error={fieldErrors.email} />;
  const footer = (
    <Link href={paths.signIn} variant="standalone">
      {t('auth.backToSignIn')}
    </Link>
  );

  if (step === 'request') {
    return (
      <AuthScreen title={t('auth.recovery.title')} footer={footer}>
        <Form onSubmit={onRequest} validationBehavior="aria" aria-label={t('auth.recovery.title')}>
          <FormMessage tone="danger">{error}</FormMessage>
          {emailField}
          <Button type="submit" variant="primary" fullWidth isPending={submitting}>
            {t('auth.recovery.sendCode')}
          </Button>
        </Form>
      </AuthScreen>
    );
  }

  return (
    <AuthScreen title={t('auth.recovery.title')} footer={footer}>
      <Form onSubmit={onConfirm} validationBehavior="aria" aria-label={t('auth.recovery.title')}>
        <FormMessage tone="success">
          {error ? null : t('auth.recovery.codeSent', { email: sentTo })}
        </FormMessage>
        <FormMessage tone="danger">{error}</FormMessage>
        {emailField}
        <TextField
          label={t('auth.fields.code')}
          name="code"
          autoComplete="one-time-code"
          inputMode="numeric"
          isRequired
          value={code}
          onChange={setCode}
          isInvalid={Boolean(fieldErrors.code)}
          errorMessage={validationMessage(t, fieldErrors.code)}
        />
        <AuthPasswordField
          label={t('auth.fields.newPassword')}
          name="newPassword"
          autoComplete="new-password"
          value={password}
          onChange={setPassword}
          error={fieldErrors.password}
        />
        <Button type="submit" variant="primary" fullWidth isPending={submitting}>
          {t('auth.recovery.submit')}
        </Button>
      </Form>
    </AuthScreen>
  );
}
