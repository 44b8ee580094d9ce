import { useState, type FormEvent } from 'react';
import { useSnapshot } from 'valtio';
import { Button, Form, Link, PasswordField, TextField } from '@backoffice/ui';
import { validateEmail, validateRequired } from '@backoffice/domain';
import { paths } from '../../../config/paths';
import { FormMessage } from '../../../components/FormMessage';
import { useT } from '../../../lib/i18n';
import { authStore } from '../../../stores/auth';
import { signIn } from '../stores/sign-in';
import { noticeKeys, signInErrorKeys, validationKeys } from './messages';
import { AuthScreen } from './AuthScreen';

type FieldErrors = { email?: keyof typeof validationKeys; password?: keyof typeof validationKeys };

export default function SignInPage() {
  const t = useT();
  const { loading, notice } = useSnapshot(authStore);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [error, setError] = useState<string | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const errors: FieldErrors = {
      email: validateEmail(email) ?? undefined,
      password: validateRequired(password, 'passwordRequired') ?? undefined,
    };
    setFieldErrors(errors);
    setError(null);
    if (errors.email || errors.password) return;
    const outcome = await signIn(email, password);
    if (typeof outcome === 'object') setError(t(signInErrorKeys[outcome.error]));
  }

  const noticeText = notice ? t(noticeKeys[notice]) : null;
  return (
    <AuthScreen
      title={t('auth.signIn.title')}
      footer={
        <Link href={paths.forgetPassword} variant="standalone">
          {t('auth.signIn.forgotPassword')}
        </Link>
      }
    >
      <Form onSubmit={onSubmit} validationBehavior="aria" aria-label={t('auth.signIn.title')}>
        <FormMessage tone={notice === 'passwordChanged' ? 'success' : 'danger'}>
          {error ? null : noticeText}
        </FormMessage>
        <FormMessage tone="danger">{error}</FormMessage>
        <TextField
          label={t('auth.fields.email')}
          name="email"
          type="email"
          autoComplete="username"
          isRequired
          value={email}
          onChange={setEmail}
          isInvalid={Boolean(fieldErrors.email)}
          errorMessage={fieldErrors.email ? t(validationKeys[fieldErrors.email]) : undefined}
        />
        <PasswordField
          label={t('auth.fields.password')}
          name="password"
          autoComplete="current-password"
          isRequired
          value={password}
          onChange={setPassword}
          isInvalid={Boolean(fieldErrors.password)}
          errorMessage={fieldErrors.password ? t(validationKeys[fieldErrors.password]) : undefined}
          showLabel={t('auth.fields.showPassword')}
          hideLabel={t('auth.fields.hidePassword')}
        />
        <Button type="submit" variant="primary" fullWidth isPending={loading}>
          {t('auth.signIn.submit')}
        </Button>
      </Form>
    </AuthScreen>
  );
}
