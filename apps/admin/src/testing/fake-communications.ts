import type { Communication, Pagination } from '@backoffice/api-client';
import { http, refusal, refuse } from '@backoffice/api-client/testing';
import { PROBLEMS } from '@backoffice/api-client';
import { delay } from 'msw';
import { normalizeForSearch } from '@backoffice/domain';
import { demoWorkspaces } from './demo-data';
import { callerOf, fakeState, type FeatureHandlers } from './fake-feature';
import type { FakeApiOptions } from './fake-network';

// The communications of the contract (listCommunications so far), answered from memory like the server, after the
// contract gate (contract-gate.ts: the role, the company's communication feature, the contract's validation): only
// the current workspace's communications are seen.

/** A stored communication and the workspace it belongs to. */
export interface FakeCommunicationRow extends Communication {
  workspaceId: string;
}

export interface CommunicationsFakeState {
  rows: FakeCommunicationRow[];
  /** The list answers 500 (the screen's error state). */
  failList?: boolean;
  /** The list never answers (its loading state). */
  listPending?: boolean;
}

const STATE_KEY = 'communications';
const [saoPaulo, rio] = demoWorkspaces.map((workspace) => workspace.id) as [string, string];

export const communicationId = (n: number) => `c0000000-0000-4000-8000-${String(n).padStart(12, '1')}`;

const none = { queued: 0, sent: 0, failed: 0, unconfirmed: 0 };

function row(
  n: number,
  fields: Partial<Communication> & Pick<Communication, 'name'>,
  workspaceId = saoPaulo,
) {
  return {
    id: communicationId(n),
    purpose: 'legal_notice',
    channel: 'email',
    templateId: `c0000000-0000-4000-8000-${String(4).padStart(12, '0')}`,
    templateName: 'Aviso de encerramento',
    parameterizable: false,
    status: 'draft',
    recipients: 0,
    deliveries: none,
    createdAt: '2026-03-01T12:00:00.000Z',
    updatedAt: '2026-03-01T12:00:00.000Z',
    sentAt: null,
    ...fields,
    workspaceId,
  } satisfies FakeCommunicationRow;
}

/** The demo communications: four in the first demo workspace (the session's current one), one in another. */
export function demoCommunications(): FakeCommunicationRow[] {
  return [
    row(1, {
      name: 'Convocação AGE — FII Alfa',
      status: 'sent',
      recipients: 1250,
      deliveries: { queued: 0, sent: 1238, failed: 12, unconfirmed: 0 },
      createdAt: '2026-03-02T14:30:00.000Z',
      sentAt: '2026-03-02T15:00:00.000Z',
    }),
    row(2, {
      name: 'Resultado da assembleia — FII Beta',
      status: 'sending',
      recipients: 430,
      deliveries: { queued: 130, sent: 300, failed: 0, unconfirmed: 0 },
      createdAt: '2026-03-05T09:00:00.000Z',
      sentAt: '2026-03-05T09:10:00.000Z',
    }),
    row(3, {
      name: 'Pagamento de rendimentos de março',
      status: 'draft',
      parameterizable: true,
      recipients: 88,
      createdAt: '2026-03-06T18:45:00.000Z',
    }),
    row(4, {
      name: 'Aviso sem destinatários',
      status: 'failed',
      recipients: 3,
      deliveries: { queued: 0, sent: 0, failed: 3, unconfirmed: 0 },
      createdAt: '2026-02-20T10:00:00.000Z',
      sentAt: '2026-02-20T10:05:00.000Z',
    }),
    row(5, { name: 'Comunicado do Rio', createdAt: '2026-03-01T10:00:00.000Z' }, rio),
  ];
}

/** The fake's state for a story or test: `{ state: communicationsFakeState({ rows: [] }) }` gives an empty list. */
export function communicationsFakeState(
  overrides: Partial<CommunicationsFakeState> = {},
): Record<string, CommunicationsFakeState> {
  return { [STATE_KEY]: { rows: demoCommunications(), ...overrides } };
}

function fakeCommunications(options: FakeApiOptions): CommunicationsFakeState {
  return fakeState<CommunicationsFakeState>(options, STATE_KEY, () => ({ rows: demoCommunications() }));
}

function toCommunication({ workspaceId: _, ...communication }: FakeCommunicationRow): Communication {
  return communication;
}

function listAnswer(
  state: CommunicationsFakeState,
  workspaceId: string,
  url: URL,
): { communications: Communication[]; pagination: Pagination } {
  // The contract gate validated the query (contract-gate.ts); what is absent takes the contract's defaults.
  const query = url.searchParams;
  const offset = Number(query.get('offset') ?? 0);
  const limit = Number(query.get('limit') ?? 20);
  const sortBy = query.get('sortBy') ?? 'createdAt';
  const sortDirection = query.get('sortDirection') ?? 'desc';
  const status = query.get('status');
  const words = normalizeForSearch(query.get('search') ?? '')
    .split(/\s+/)
    .filter(Boolean);
  const found = state.rows
    .filter((r) => r.workspaceId === workspaceId && (!status || r.status === status))
    .filter((r) => words.every((word) => normalizeForSearch(r.name).includes(word)))
    .sort((a, b) => {
      const order =
        sortBy === 'name' ? a.name.localeCompare(b.name, 'pt-BR') : a.createdAt.localeCompare(b.createdAt);
      return (sortDirection === 'desc' ? -order : order) || a.id.localeCompare(b.id);
    });
  return {
    communications: found.slice(offset, offset + limit).map(toCommunication),
    pagination: {
      total: found.length,
      offset,
      limit,
      sortBy,
      sortDirection: sortDirection as 'asc' | 'desc',
    },
  };
}

export const communicationsHandlers: FeatureHandlers = (options) => [
  http.get('/communications', ({ request, response }) => {
    const state = fakeCommunications(options);
    if (state.listPending) return delay('infinite');
    if (state.failList) return refuse(response, refusal(500, 'internal', PROBLEMS.internal.title));
    return response(200).json(
      listAnswer(state, callerOf(options).currentWorkspaceId ?? '', new URL(request.url)),
    );
  }),
];
