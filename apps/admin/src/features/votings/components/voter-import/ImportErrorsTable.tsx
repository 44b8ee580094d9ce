import type { VoterImportError } from '@backoffice/api-client';
import { rowIssueMessage, voterFieldLabel } from '@backoffice/domain';
import { RowErrorsTable } from '@admin/components/RowErrorsTable/RowErrorsTable';
import { useCurrentLocale, useT } from '@admin/lib/i18n';

/** The row problems of a read voter file, in the words of the downloadable error report. */
export function ImportErrorsTable({ errors }: { errors: readonly VoterImportError[] }) {
  const t = useT();
  const locale = useCurrentLocale();
  return (
    <RowErrorsTable
      errors={errors}
      label={t('votings.import.errorsTitle')}
      paginationLabel={t('votings.import.errorsPagination')}
      fieldLabel={(error) => voterFieldLabel(locale, error.field)}
      message={(error) => rowIssueMessage(locale, error)}
    />
  );
}
