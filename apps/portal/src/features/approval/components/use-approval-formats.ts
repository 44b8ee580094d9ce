import { useMemo } from 'react';
import { useCurrentLocale } from '@portal/lib/i18n';

/** Brasília: the voting's deadline is set and audited in its time. */
export const VOTING_TIME_ZONE = 'America/Sao_Paulo';

/** The page's formats in the approver's language: instants in Brasília time, counts, file sizes. */
export function useApprovalFormats() {
  const locale = useCurrentLocale();
  return useMemo(() => {
    const dateTime = new Intl.DateTimeFormat(locale, {
      dateStyle: 'short',
      timeStyle: 'short',
      timeZone: VOTING_TIME_ZONE,
    });
    const count = new Intl.NumberFormat(locale);
    return {
      locale,
      dateTime: (iso: string) => dateTime.format(new Date(iso)),
      count: (value: number) => count.format(value),
    };
  }, [locale]);
}
