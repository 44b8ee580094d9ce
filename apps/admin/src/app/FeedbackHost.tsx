import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { LoadingOverlay, Snackbar } from '@backoffice/ui';
import { SNACKBAR_AUTO_HIDE_MS, currentNotice } from '@backoffice/domain';
import { useT, type TranslationKey } from '../lib/i18n';
import { hideMessage, routeChanged, uiStore } from '../stores/ui';

const tones = { error: 'error', warning: 'warning', success: 'success' } as const;

/** The request lifecycle made visible: a snackbar (3 s) for its messages and an overlay while loading. */
export function FeedbackHost() {
  const t = useT();
  const [path] = useLocation();
  const { request } = useSnapshot(uiStore);
  const notice = currentNotice(request);

  // Messages belong to the screen that raised them.
  useEffect(() => routeChanged(), [path]);

  return (
    <>
      {notice ? (
        <Snackbar
          key={notice.text}
          message={t(notice.text as TranslationKey)}
          tone={tones[notice.severity]}
          autoHideMs={SNACKBAR_AUTO_HIDE_MS}
          onClose={hideMessage}
          closeLabel={t('common.close')}
        />
      ) : null}
      <LoadingOverlay isVisible={request.loading} label={t('common.loading')} />
    </>
  );
}
