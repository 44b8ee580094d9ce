import { isolate } from '@backoffice/app-common';
import { useMemo } from 'react';
import { formatFileSize } from '@backoffice/ui';
import { useCurrentLocale, useT } from '@portal/lib/i18n';
import type { PortalMessage } from '../../stores/portal-state';

/** Dates and times of a voting are Brasília's (the deadline the organisers set), written the voter's way. */
const BRASILIA = 'America/Sao_Paulo';

/** The portal's formats in the voter's locale: Brasília date-times (said so), times, counts, file sizes. */
export function usePortalFormats() {
  const locale = useCurrentLocale();
  const t = useT();
  return useMemo(() => {
    const dateTime = new Intl.DateTimeFormat(locale, {
      dateStyle: 'long',
      timeStyle: 'short',
      timeZone: BRASILIA,
    });
    const time = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', timeZone: BRASILIA });
    const count = new Intl.NumberFormat(locale);
    return {
      locale,
      /** '30 de junho de 2036 18:00 (horário de Brasília)'. */
      dateTime: (iso: string) => t('portal.opening.brasiliaTime', { date: dateTime.format(new Date(iso)) }),
      /** '18:15 (horário de Brasília)'. */
      time: (iso: string) => t('portal.opening.brasiliaTime', { date: time.format(new Date(iso)) }),
      count: (value: number) => count.format(value),
      size: (bytes: number) => formatFileSize(bytes, locale),
    };
  }, [locale, t]);
}

/** Translates what a store action decided to say; its text parameters (names, CPF/CNPJs) are isolated. */
export function useSay() {
  const t = useT();
  return (message: PortalMessage | null | undefined): string | undefined => {
    if (!message) return undefined;
    const params = message.params
      ? Object.fromEntries(
          Object.entries(message.params).map(([key, value]) => [
            key,
            typeof value === 'string' ? isolate(value) : value,
          ]),
        )
      : undefined;
    return t(message.key, params);
  };
}
