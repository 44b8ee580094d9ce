import { contractRefusal, contractValidator } from '@backoffice/contract';
import { http, type RequestHandler } from 'msw';

// What the server decides from the contract alone, before any handler (@backoffice/contract's contractRefusal): the
// request's path, query and body validated as the server validates them (the portal's operations are public or the
// voter's session cookie; no role applies). The portal fakes then answer only what their own rows decide.
export const contractGate = (): RequestHandler =>
  http.all('*/api/*', ({ request }) => contractRefusal(contractValidator(), request));
