import { SearchX } from 'lucide-react';
import { EmptyState, Heading, Link } from '@backoffice/ui';
import { DEFAULT_ROUTE } from '@admin/config/paths';
import { useDocumentTitle } from '@admin/lib/document-title';
import { useT } from '@admin/lib/i18n';

export function NotFoundPage() {
  const t = useT();
  useDocumentTitle(t('shell.notFound.title'));
  return (
    <section aria-labelledby="page-title">
      <Heading level={1} size="xl" id="page-title">
        {t('shell.notFound.title')}
      </Heading>
      <EmptyState
        icon={<SearchX size={40} aria-hidden />}
        title={t('shell.notFound.description')}
        titleLevel={2}
        action={
          <Link href={DEFAULT_ROUTE} variant="standalone">
            {t('shell.notFound.home')}
          </Link>
        }
      />
    </section>
  );
}
