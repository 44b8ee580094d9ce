import type { ReactNode } from 'react';
import { AuthLayout } from '@backoffice/ui';
import { Logo } from '@admin/components/Logo';
import { useDocumentTitle } from '@admin/lib/document-title';
import { useT } from '@admin/lib/i18n';

/** The full-page dark authentication layout with the product logo; sets the page title too. */
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
  return (
    <AuthLayout title={title} logo={<Logo label={t('app.name')} />} footer={footer}>
      {children}
    </AuthLayout>
  );
}
