import { useMemo } from 'react';
import type { IdentificationType } from '@backoffice/api-client';
import { formatCnpj, formatCpf } from '@backoffice/domain';
import { useCurrentLocale } from '@admin/lib/i18n';
import { formatDecimal, formatShare } from '../decimal';

/** The screen's formats in the user's locale: dates, times, counts, decimals (from their strings) and CPF/CNPJ. */
export function useFormats() {
  const locale = useCurrentLocale();
  return useMemo(() => {
    const dateTime = new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short' });
    const time = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', second: '2-digit' });
    const count = new Intl.NumberFormat(locale);
    return {
      locale,
      dateTime: (iso: string) => dateTime.format(new Date(iso)),
      /** hh:mm:ss */
      time: (iso: string) => time.format(new Date(iso)),
      count: (value: number) => count.format(value),
      decimal: (value: string) => formatDecimal(value, locale),
      share: (value: string) => formatShare(value, locale),
      taxId: (type: IdentificationType, value: string) =>
        type === 'CPF' ? formatCpf(value) : formatCnpj(value),
    };
  }, [locale]);
}

export type Formats = ReturnType<typeof useFormats>;
