import { lazy, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { EmptyState, Spinner } from '@backoffice/ui';
import { useT } from '../lib/i18n';
import { PortalLayout } from './components/PortalLayout';
import { portalPaths } from './portal-paths';

const loadVoterPortal = () => import('../features/voter-portal/components/VoterPortalPage/VoterPortalPage');

// The approver's page is the approval feature's (a default export taking `token`).
const loadApproval = () => import('../features/approval/components/ApprovalPage');

const VoterPortalPage = lazy(loadVoterPortal);
const ApprovalPage = lazy(loadApproval);

/** Starts fetching the code of the page at `pathname`, so it downloads alongside the texts rather than after them. */
export function preloadPortalPage(pathname: string): void {
  if (pathname.startsWith('/v/')) void loadVoterPortal();
  else if (pathname.startsWith('/aprovacao/')) void loadApproval();
}

function NotFound() {
  const t = useT();
  return (
    <EmptyState
      title={t('portal.app.notFoundTitle')}
      description={t('portal.app.notFoundDescription')}
      titleLevel={2}
    />
  );
}

function Loading() {
  const t = useT();
  return <Spinner size="lg" aria-label={t('portal.app.loading')} />;
}

export function PortalRouter() {
  return (
    <PortalLayout>
      <Suspense fallback={<Loading />}>
        <Switch>
          <Route path={portalPaths.voter}>{({ token }) => <VoterPortalPage token={token} />}</Route>
          <Route path={portalPaths.approval}>{({ token }) => <ApprovalPage token={token} />}</Route>
          <Route>
            <NotFound />
          </Route>
        </Switch>
      </Suspense>
    </PortalLayout>
  );
}
