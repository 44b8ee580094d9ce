import { createAttorneyApi } from '../components/attorney/attorney-api';
import { notifyPortalSessionEnded, portalApi, portalApiBase } from './client';

// The attorney pieces' calls (represented parties, uploads) made from the portal's client. Uploads go through
// XMLHttpRequest for its progress events (components/attorney/upload-transport.ts).

export const attorneyApi = createAttorneyApi({
  client: portalApi,
  onUnauthorized: notifyPortalSessionEnded,
  baseUrl: portalApiBase,
});
