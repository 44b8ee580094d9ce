import { PortalProviders } from './providers';
import { PortalRouter } from './router';

/** The public app: the voter's link (/v/:token) and the third-party approver's (/aprovacao/:token). */
export function PortalApp() {
  return (
    <PortalProviders>
      <PortalRouter />
    </PortalProviders>
  );
}
