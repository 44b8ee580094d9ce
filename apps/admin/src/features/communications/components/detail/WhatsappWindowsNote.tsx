import { useMemo, useState } from 'react';
import type { Communication } from '@backoffice/api-client';
import { Text } from '@backoffice/ui';
import { useCurrentLocale, useT } from '@admin/lib/i18n';
import { usePlural } from '@admin/lib/plural';

/**
 * Before a WhatsApp send: how many messages the company number's messaging limit lets go now, and when the rest go
 * (the server's whatsappWindows: the rolling 24 h frees up). Nothing when everything goes now.
 */
export function WhatsappWindowsNote({ communication }: { communication: Communication }) {
  const t = useT();
  const plural = usePlural();
  const locale = useCurrentLocale();
  const format = useMemo(
    () => new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short' }),
    [locale],
  );
  // When the dialog opened: a window within a minute of it is "now" (the server says now when the limit has room).
  const [openedAt] = useState(() => Date.now());
  const windows = communication.whatsappWindows ?? [];
  const [first, ...later] = windows;
  if (!first) return null;
  // The first window is now unless the limit is used up (then every window is later).
  const startsNow = Date.parse(first.at) <= openedAt + 60_000;
  if (startsNow && later.length === 0) return null;
  const waiting = windows.reduce((sum, window) => sum + window.people, 0) - (startsNow ? first.people : 0);
  const from = format.format(new Date((startsNow ? later[0]! : first).at));
  const until = format.format(new Date(windows.at(-1)!.at));
  return (
    <Text>
      {startsNow
        ? plural('communications.detail.whatsappWindows.now', first.people)
        : t('communications.detail.whatsappWindows.noneNow')}{' '}
      {plural('communications.detail.whatsappWindows.later', waiting, { from, until })}
    </Text>
  );
}
