import { useEffect, type ReactNode } from 'react';
import { AuthLayout } from '@backoffice/ui';
import { Logo } from '@admin/components/Logo';
import { preloadIdentity } from '@admin/config/identity';
import { useDocumentTitle } from '@admin/lib/document-title';
import { useT } from '@admin/lib/i18n';

/** The full-page dark authentication layout with the product logo; sets the page title and preloads identity. */
export function AuthScreen({
  title,
  children,
  footer,
}: {
  title: string;
  children: ReactNode;
  footer?: ReactNode;
}) {
  const t = useT();
  useDocumentTitle(title);
  // The identity library is not needed to draw the form: it loads when the user first focuses a field (seconds
  // before a submit), or on submit at the latest.
  useEffect(() => {
    document.addEventListener('focusin', preloadIdentity, { once: true });
    return () => document.removeEventListener('focusin', preloadIdentity);
  }, []);
  return (
    <AuthLayout title={title} logo={<Logo label={t('app.name')} />} footer={footer}>
      {children}
    </AuthLayout>
  );
}
