import { useEffect } from 'react';
import { LoadingOverlay } from '@backoffice/ui';
import { DEFAULT_ROUTE } from '@admin/config/paths';
import { useT } from '@admin/lib/i18n';
import { navigate } from '@admin/lib/navigation';
import { establishSession } from '@admin/stores/session';

/**
 * The sign-in redirect target: loads the session user, their workspaces and company, refuses a user without any
 * workspace, and lands on the default route.
 */
export default function TokenPage() {
  const t = useT();
  useEffect(() => {
    let active = true;
    void establishSession().then((status) => {
      if (active && status === 'ready') navigate(DEFAULT_ROUTE, { replace: true });
    });
    return () => {
      active = false;
    };
  }, []);
  return <LoadingOverlay isVisible label={t('app.loadingSession')} />;
}
