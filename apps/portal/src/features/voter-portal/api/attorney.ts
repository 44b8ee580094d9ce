import { createAttorneyApi } from '../components/attorney/attorney-api';
import {
  fetchUploadTransport,
  xhrUploadTransport,
  type UploadTransport,
} from '../components/attorney/upload-transport';
import { notifyPortalSessionEnded, portalApi, portalApiBase } from './client';

// The attorney pieces' calls (represented parties, uploads) made from the portal's client. Uploads go through
// XMLHttpRequest for its progress events; the workbench and tests, whose fake server answers `fetch` only, switch to
// the fetch transport.

let transport: UploadTransport = xhrUploadTransport;

/** Stories and tests: uploads through `fetch` (answered by the fake server). */
export function uploadThroughFetch(): void {
  transport = fetchUploadTransport;
}

export const attorneyApi = createAttorneyApi({
  client: portalApi,
  onUnauthorized: notifyPortalSessionEnded,
  baseUrl: portalApiBase,
  transport: (request) => transport(request),
});
