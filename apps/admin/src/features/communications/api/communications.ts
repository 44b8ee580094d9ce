import type { Communication, Pagination, operations } from '@backoffice/api-client';
import { api, unwrap } from '@admin/lib/api-client';

// The communications operations of the contract (scoped to the caller's current workspace by the server, behind the
// company's communication feature).

export type CommunicationsQuery = NonNullable<operations['listCommunications']['parameters']['query']>;

export interface CommunicationsPage {
  communications: Communication[];
  pagination: Pagination;
}

/** GET /communications (listCommunications): one page, filtered and sorted by the server. */
export async function listCommunications(query: CommunicationsQuery): Promise<CommunicationsPage> {
  const { data } = await api.GET('/communications', { params: { query } });
  return unwrap(data);
}
