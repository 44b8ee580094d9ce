import { isPortalPath } from './portal/portal-paths';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element.');

// Two apps share this entry: the voter portal and the approver's page (public links, phones first) and the operator
// app. The choice is made here, before either is loaded, so a voter's first screen downloads nothing of the operator
// app (no Amplify, no shell, no operator stores) and an operator's nothing of the portal.
if (isPortalPath(window.location.pathname)) {
  void import('./portal/start').then(({ startPortal }) => startPortal(root));
} else {
  void import('./app/start').then(({ startOperatorApp }) => startOperatorApp(root));
}
