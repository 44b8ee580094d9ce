import { useState, type FormEvent } from 'react';
import { useSnapshot } from 'valtio';
import { Button, Form, Link, Text } from '@backoffice/ui';
import { validatePasswordMatch, validateRequired } from '@backoffice/domain';
import { paths } from '@admin/config/paths';
import { FormMessage } from '@backoffice/app-common';
import { useT } from '@admin/lib/i18n';
import { authStore } from '@admin/stores/auth';
import { completeNewPassword, signInStore } from '../stores/sign-in';
import { signInErrorKeys } from './messages';
import { AuthPasswordField } from './AuthPasswordField';
import { AuthScreen } from './AuthScreen';

type FieldErrors = { password?: 'passwordRequired'; confirmation?: 'passwordRequired' | 'passwordsMismatch' };

/** The new-password challenge of a first sign-in with a temporary password. */
export default function FirstAccessPage() {
  const t = useT();
  const { loading } = useSnapshot(authStore);
  const { challengeEmail } = useSnapshot(signInStore);
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [error, setError] = useState<string | null>(null);

  const backToSignIn = (
    <Link href={paths.signIn} variant="standalone">
      {t('auth.backToSignIn')}
    </Link>
  );

  if (!challengeEmail) {
    // The challenge lives in memory only: after a reload the user has to sign in again with the temporary password.
    return (
      <AuthScreen title={t('auth.firstAccess.title')} footer={backToSignIn}>
        <Text>{t('auth.firstAccess.noChallenge')}</Text>
      </AuthScreen>
    );
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const errors: FieldErrors = {
      password: validateRequired(password, 'passwordRequired') ?? undefined,
      confirmation:
        validateRequired(confirmation, 'passwordRequired') ??
        validatePasswordMatch(password, confirmation) ??
        undefined,
    };
    setFieldErrors(errors);
    setError(null);
    if (errors.password || errors.confirmation) return;
    const outcome = await completeNewPassword(password);
    if (typeof outcome === 'object') setError(t(signInErrorKeys[outcome.error]));
  }

  return (
    <AuthScreen title={t('auth.firstAccess.title')} footer={backToSignIn}>
      <Text tone="muted">{t('auth.firstAccess.intro', { email: challengeEmail })}</Text>
      <Form onSubmit={onSubmit} validationBehavior="aria" aria-label={t('auth.firstAccess.title')}>
        <FormMessage tone="danger">{error}</FormMessage>
        <AuthPasswordField
          label={t('auth.fields.newPassword')}
          name="newPassword"
          autoComplete="new-password"
          value={password}
          onChange={setPassword}
          error={fieldErrors.password}
        />
        <AuthPasswordField
          label={t('auth.fields.confirmPassword')}
          name="confirmPassword"
          autoComplete="new-password"
          value={confirmation}
          onChange={setConfirmation}
          error={fieldErrors.confirmation}
        />
        <Button type="submit" variant="primary" fullWidth isPending={loading}>
          {t('auth.firstAccess.submit')}
        </Button>
      </Form>
    </AuthScreen>
  );
}
