import type { VoterImportError } from '@backoffice/api-client';
import { batchFieldLabel, batchRowIssueMessage, type BatchHolderField } from '@backoffice/domain';
import { RowErrorsTable } from '@admin/components/RowErrorsTable/RowErrorsTable';
import { useCurrentLocale, useT } from '@admin/lib/i18n';

/** The refused rows of the holders spreadsheet: the fund's problems (batchVotingText) and the holder's (the voter
 * import's), as the API's reports say them. */
export function HolderErrorsTable({ errors }: { errors: readonly VoterImportError[] }) {
  const t = useT();
  const locale = useCurrentLocale();
  return (
    <RowErrorsTable
      errors={errors}
      label={t('batchVotings.holders.errorsTitle')}
      paginationLabel={t('batchVotings.holders.errorsPagination')}
      fieldLabel={(error) => batchFieldLabel(locale, error.field as BatchHolderField | null)}
      message={(error) => batchRowIssueMessage(locale, error)}
    />
  );
}
