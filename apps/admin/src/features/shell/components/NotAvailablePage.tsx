import { Construction } from 'lucide-react';
import { EmptyState, Heading } from '@backoffice/ui';
import { useDocumentTitle } from '@admin/lib/document-title';
import { useT } from '@admin/lib/i18n';

/** An area route whose screen is not built yet says so honestly, under the area's own title. */
export function NotAvailablePage({ title }: { title: string }) {
  const t = useT();
  useDocumentTitle(title);
  return (
    <section aria-labelledby="page-title">
      <Heading level={1} size="xl" id="page-title">
        {title}
      </Heading>
      <EmptyState
        icon={<Construction size={40} aria-hidden />}
        title={t('shell.notAvailable.title')}
        description={t('shell.notAvailable.description')}
        titleLevel={2}
      />
    </section>
  );
}
