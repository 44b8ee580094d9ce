import { useEffect, useId, useState, type FormEvent } from 'react';
import { useSnapshot } from 'valtio';
import { Button, Form, Link } from '@backoffice/ui';
import { validateEmail, validateRequired } from '@backoffice/domain';
import { paths } from '@admin/config/paths';
import { FormMessage } from '@backoffice/app-common';
import { useT } from '@admin/lib/i18n';
import { authStore } from '@admin/stores/auth';
import { noticeKeys, signInErrorKeys, type ValidationCode } from './messages';
import { AuthEmailField } from './AuthEmailField';
import { AuthPasswordField } from './AuthPasswordField';
import { AuthScreen } from './AuthScreen';

type FieldErrors = { email?: ValidationCode; password?: ValidationCode };

/**
 * The form's action, which never runs: /signin is prerendered (dist/signin.html), so the form is on screen before its
 * script, and a submit then (Enter in a field, a password manager) must not go out as the browser's GET, with the
 * password in the URL. The page's start script holds such a submit and makes it again once the app runs
 * (packages/app-common/vite/prerender.mjs); before that script runs, React's rendering of a function action (a
 * `javascript:` URL, which the page's CSP blocks) goes nowhere. Once hydrated, onSubmit takes the submit and prevents
 * the default, so React does not call this.
 */
function noSubmitBeforeHydration(): void {}

const loadSignIn = () => import('../stores/sign-in');

export default function SignInPage() {
  const t = useT();
  const { loading, notice } = useSnapshot(authStore);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [error, setError] = useState<string | null>(null);

  // The page is prerendered: what was typed (or filled in) before it was hydrated shows in the fields but is not in
  // the state yet. The fields are what counts — read into the state once hydrated, and again on submit.
  const formId = useId();
  useEffect(() => {
    const form = document.getElementById(formId);
    if (form instanceof HTMLFormElement) readFields(form);
    // The sign-in's code is not needed to draw the form: it loads on the first focus, like the identity library.
    document.addEventListener('focusin', loadSignIn, { once: true });
    return () => document.removeEventListener('focusin', loadSignIn);
  }, [formId]);
  function readFields(form: HTMLFormElement): { email: string; password: string } {
    const data = new FormData(form);
    const fields = { email: String(data.get('email') ?? ''), password: String(data.get('password') ?? '') };
    setEmail(fields.email);
    setPassword(fields.password);
    return fields;
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const typed = readFields(event.currentTarget);
    const errors: FieldErrors = {
      email: validateEmail(typed.email) ?? undefined,
      password: validateRequired(typed.password, 'passwordRequired') ?? undefined,
    };
    setFieldErrors(errors);
    setError(null);
    if (errors.email || errors.password) return;
    const { signIn } = await loadSignIn();
    const outcome = await signIn(typed.email, typed.password);
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
      <Form
        id={formId}
        onSubmit={onSubmit}
        action={noSubmitBeforeHydration}
        validationBehavior="aria"
        aria-label={t('auth.signIn.title')}
      >
        <FormMessage tone={notice === 'passwordChanged' ? 'success' : 'danger'}>
          {error ? null : noticeText}
        </FormMessage>
        <FormMessage tone="danger">{error}</FormMessage>
        <AuthEmailField value={email} onChange={setEmail} error={fieldErrors.email} />
        <AuthPasswordField
          label={t('auth.fields.password')}
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
          error={fieldErrors.password}
        />
        <Button type="submit" variant="primary" fullWidth isPending={loading}>
          {t('auth.signIn.submit')}
        </Button>
      </Form>
    </AuthScreen>
  );
}
