import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { can, ROLES, type Role } from '@backoffice/domain';
import type { ContractOperation } from '@backoffice/contract';
import { contract, expectMatchesContract } from './contract-check.ts';
import { useApi } from './harness.ts';
import {
  callerEmail,
  COMPANY_A,
  COMPANY_B,
  markersOf,
  noWorkspaceCallerEmail,
  openCaseSession,
  OTHER_VOTERS_A_MARKERS,
  PORTAL,
  portalSessionExists,
  seedTenancyFixture,
  removeTenancyFixture,
  setCallersWorkspace,
  setFeature,
  snapshotCompany,
  snapshotWorkspaceA1,
  WORKSPACE_A1_MARKERS,
} from './tenancy-fixture.ts';
import { bodyOf, isPortal, PORTAL_SESSION, SCOPES, urlOf, type Scope } from './operation-requests.ts';

// The generated tenancy and role suite: EVERY operation of openapi/openapi.yaml × the 4 roles × 4 scopes
// (own company and workspace; another workspace of the same company; another company; a caller of the own company
// linked to no workspace, who reaches only the operations marked x-no-workspace and reads or writes nothing else of
// it), with the expected status derived from the operation's contract entry (x-permission through the role matrix,
// x-scope, x-feature, x-no-workspace). A new
// operation joins by being in the contract; one whose path parameter or request body the suite cannot fill fails
// here until the fixture knows it — so no endpoint can be forgotten.
//
// For every case it also checks that the answer carries none of the other tenant's rows (ids, names, e-mails) and
// that none of them changed (a snapshot of the other company — or of the other workspace's rows — before and after).
//
// The voter portal's operations (paths /portal and /approvals) have no role: every call still carries the operator's
// token of the case, which must count for nothing. Their credential is the link token in the path (A's portal voter,
// or A's approver) and, for `voterSession` operations, the session cookie, which the three scopes vary: the link's
// own voter's (allowed), another voter's of the same company (401), a voter's of company B (401). No portal answer
// may carry B's rows or A's other votings and voters, and B is never written; a refused call writes nothing in A1.

/**
 * Portal operations that end the session they are sent with (signing out). Their own voter's case sends a session
 * made for the case (openCaseSession), so A's portal voter's fixture session — the one every other case uses —
 * stays live (checked after each of their cases). Another voter's cookie (the other scopes) must end nothing, and
 * write nothing in A1.
 */
const ENDS_SESSION = new Set(['endPortalSession']);

/**
 * A batch's bulk actions on its children answer each child's result with 200 even when every child refused: allowed,
 * they must have acted — on the fixture's open child, done.
 */
const BULK_ACTIONS = new Set(['extendVotingBatchDeadline', 'closeVotingBatch', 'remindVotingBatchPending']);

/** The scopes of the cases: the request scopes, and a caller of the own company linked to no workspace. */
type CaseScope = Scope | 'noWorkspace';
const CASE_SCOPES: readonly CaseScope[] = [...SCOPES, 'noWorkspace'];

/**
 * The rows a case's request names: the caller linked to no workspace aims at the own company's (and, on the portal,
 * where the operator's token counts for nothing, sends the link's own voter's session).
 */
const rowsScope = (scope: CaseScope): Scope => (scope === 'noWorkspace' ? 'own' : scope);

/** Path parameters that name a row of a workspace-scoped table (reached only from that workspace). */
const WORKSPACE_ROW_PARAMS = new Set([
  'templateId',
  'votingId',
  'documentId',
  'voterId',
  'importId',
  'batchId',
  'communicationId',
  'recipientId',
]);

/**
 * Rules an operation has beyond its contract permission, each explained. Kept short on purpose: anything here is a
 * place where the matrix alone does not say who may call.
 */
const EXTRA_RULES: Record<string, (role: Role, scope: Scope) => number | undefined> = {
  // Anyone may change their OWN current workspace; changing another user's (the suite's target) is user management.
  changeWorkspace: (role) => (can(role, 'users.manage') ? undefined : 403),
  // The example's ballot template is A1's: from another workspace (or company) it is not a ballot template of the
  // caller's workspace, so the voting is refused (422 on ballotTemplateId) — nothing is created.
  createVoting: (_role, scope) => (scope === 'own' ? undefined : 422),
  // The same for a batch voting: its example names A1's ballot template.
  createVotingBatch: (_role, scope) => (scope === 'own' ? undefined : 422),
  // The same for a communication: its example names A1's e-mail message template.
  createCommunication: (_role, scope) => (scope === 'own' ? undefined : 422),
  // The fixture's communication is a draft: nothing went yet, so there is nothing to resend (409 invalid_state). The
  // resend itself is communications.test.ts's.
  resendCommunication: (_role, scope) => (scope === 'own' ? 409 : undefined),
  // Nor is it scheduled: taking it back to draft or cancelling it is refused the same way.
  unscheduleCommunication: (_role, scope) => (scope === 'own' ? 409 : undefined),
  cancelCommunication: (_role, scope) => (scope === 'own' ? 409 : undefined),
};

/** Portal operations whose answer to their own voter is not their first declared 2xx, each explained. */
const PORTAL_OWN_STATUS: Record<string, number> = {
  // 200 is the idempotent replay of a ballot; a first submission creates it.
  submitPortalBallot: 201,
  // The fixture's portal voter has not voted (so that submitting is allowed): no receipt yet. The receipt itself is
  // voter-portal-ballot.test.ts's.
  downloadPortalReceipt: 404,
  // The same for a fund of the holder's batch (the fixture's portal voting is its own only fund): no receipt yet.
  downloadPortalBatchReceipt: 404,
  // The example's fund is none of the fixture voter's (their voting is in no batch): 422 on ballots/0/votingId, nothing
  // recorded. Recording in several funds is portal-batch-ballots.test.ts's.
  submitPortalBatchBallots: 422,
};

/** Public operations whose answer to the suite's request is not their first declared 2xx, each explained. */
const PUBLIC_STATUS: Record<string, number> = {
  // Meta's subscription check answers only the configured verify token; the suite's app has none. The token's check
  // is communications-whatsapp.test.ts's.
  verifyWhatsappWebhook: 403,
  // The suite's post carries no signature: refused before it is read. Signed posts are communications-whatsapp.test.ts's.
  receiveWhatsappWebhook: 401,
  // The suite's unsubscribe token is of the right shape but unsigned: nobody's.
  showUnsubscribe: 404,
  confirmUnsubscribe: 404,
};

interface Case {
  operation: ContractOperation;
  role: Role;
  scope: CaseScope;
  expected: number;
}

function successStatus(operation: ContractOperation): number {
  const status = Object.keys(operation.responses).find((code) => /^2\d\d$/.test(code));
  if (!status) throw new Error(`${operation.operationId} declares no 2xx answer`);
  return Number(status);
}

/** What the server must answer, from the contract entry alone (plus EXTRA_RULES). */
function expectedStatus(operation: ContractOperation, role: Role, caseScope: CaseScope): number {
  const scope = rowsScope(caseScope);
  // The voter portal: only the link's own voter's session opens a voterSession operation; roles count for nothing.
  if (operation.caller === 'voter') {
    if (scope !== 'own') return 401;
    return PORTAL_OWN_STATUS[operation.operationId] ?? successStatus(operation);
  }
  // Public: the same for everyone.
  if (!operation.access) return PUBLIC_STATUS[operation.operationId] ?? successStatus(operation);
  // A caller linked to no workspace reaches only the operations that tell them so, whatever their role.
  if (caseScope === 'noWorkspace' && !operation.access.noWorkspace) return 403;
  const params = operation.parameters.filter((p) => p.in === 'path').map((p) => p.name);
  // The central hook answers another company's companyId before it looks at the role.
  if (scope === 'otherCompany' && params.includes('companyId')) return 404;
  if (!can(role, operation.access.permission)) return 403;
  const extra = EXTRA_RULES[operation.operationId]?.(role, scope);
  if (extra) return extra;
  if (params.some((name) => WORKSPACE_ROW_PARAMS.has(name)) && scope !== 'own') return 404;
  if (scope === 'otherCompany' && params.length > 0) return 404;
  return successStatus(operation);
}

function callerFor(role: Role, scope: CaseScope): string {
  if (scope === 'noWorkspace') return noWorkspaceCallerEmail(role);
  return callerEmail(role, scope === 'otherCompany' ? 'b' : 'a');
}

/** What the caller must not read or change in this scope. */
function foreignOf(operation: ContractOperation, role: Role, scope: CaseScope) {
  // A portal call reaches the link's voter only: never B, nor A's other votings and voters; refused, nothing in A1.
  if (isPortal(operation)) {
    return {
      markers: [...markersOf('b'), ...OTHER_VOTERS_A_MARKERS],
      company: COMPANY_B.id,
      workspaceA1:
        (operation.caller === 'voter' || ENDS_SESSION.has(operation.operationId)) &&
        rowsScope(scope) !== 'own',
    };
  }
  // Linked to no workspace: nothing of the company but the caller themself is read, and nothing of it is written.
  if (scope === 'noWorkspace') {
    const own = noWorkspaceCallerEmail(role);
    return {
      markers: [...markersOf('a').filter((marker) => marker !== own), ...markersOf('b')],
      company: COMPANY_A.id,
      workspaceA1: false,
    };
  }
  if (scope === 'otherCompany') return { markers: markersOf('a'), company: COMPANY_A.id, workspaceA1: false };
  return {
    markers: [...markersOf('b'), ...(scope === 'otherWorkspace' ? WORKSPACE_A1_MARKERS : [])],
    company: COMPANY_B.id,
    workspaceA1: scope === 'otherWorkspace',
  };
}

const allCases: Case[] = contract.operations.flatMap((operation) =>
  ROLES.flatMap((role) =>
    CASE_SCOPES.map((scope) => ({
      operation,
      role,
      scope,
      expected: expectedStatus(operation, role, scope),
    })),
  ),
);
const featureOperations = contract.operations.filter((op) => op.access?.feature);
const voterOperations = contract.operations.filter((op) => op.caller === 'voter');

/**
 * One shard of the suite: the operations whose place in the contract is `shard` modulo `shards` (an operation's
 * cases stay together, in one database). Each shard is its own test file, so that vitest's workers share the
 * suite's ≈1,300 cases instead of one worker running them all at the end of a run.
 */
export function describeTenancySuite(shard: number, shards: number) {
  const mine = (operation: ContractOperation) =>
    contract.operations.indexOf(operation) % shards === shard - 1;
  describe(`tenancy and roles over every operation of the contract (shard ${shard} of ${shards})`, () => {
    defineShard(
      allCases.filter((c) => mine(c.operation)),
      voterOperations.filter(mine),
      featureOperations.filter(mine),
    );
  });
}

function defineShard(
  cases: Case[],
  voterOperations: ContractOperation[],
  featureOperations: ContractOperation[],
) {
  const api = useApi('postgres');
  const tally = { checked: 0, feature: 0 };
  let dirty = true;

  beforeAll(async () => {
    // The suite's own rows only; the demo rows stay as they are.
    await seedTenancyFixture(api.database, api.fileStorage, api.identityGateway.users);
    dirty = false;
  });
  afterAll(async () => {
    if (api.database) await removeTenancyFixture(api.database);
    const count = (test: (status: number) => boolean) => cases.filter((c) => test(c.expected)).length;
    console.log(
      `tenancy suite shard: ${new Set(cases.map((c) => c.operation)).size} of ${contract.operations.length} endpoints × ${ROLES.length} roles × ${CASE_SCOPES.length} scopes = ` +
        `${cases.length} cases, ${tally.checked} checked and passed (expected: ${count((s) => s < 300)} allowed, ` +
        `${count((s) => s === 403)} forbidden, ${count((s) => s === 404)} not found, ` +
        `${count((s) => ![403, 404].includes(s) && s >= 300)} other); ${tally.feature} feature-flag cases ` +
        `(${featureOperations.length} endpoints behind a flag)`,
    );
  });

  it('covers every operation of the contract (with the other shards)', () => {
    expect(new Set(allCases.map((c) => c.operation.operationId)).size).toBe(contract.operations.length);
    expect(allCases).toHaveLength(contract.operations.length * ROLES.length * CASE_SCOPES.length);
  });

  it.each(
    cases.map((c) => [c.operation.method.toUpperCase(), c.operation.path, c.role, c.scope, c.expected, c]),
  )('%s %s as %s (%s) → %i', async (_method, _path, role, scope, expected, { operation }) => {
    if (dirty) await seedTenancyFixture(api.database, api.fileStorage, api.identityGateway.users);
    await setCallersWorkspace(
      api.database,
      scope === 'otherWorkspace' ? COMPANY_A.workspace2 : COMPANY_A.workspace1,
    );
    const foreign = foreignOf(operation, role, scope);
    const before = await snapshotCompany(api.database, foreign.company);
    const beforeA1 = foreign.workspaceA1 ? await snapshotWorkspaceA1(api.database) : '';

    const endsSession = ENDS_SESSION.has(operation.operationId);
    const caseSession =
      endsSession && rowsScope(scope) === 'own' ? await openCaseSession(api.database) : undefined;
    const url = urlOf(operation, rowsScope(scope));
    const body = bodyOf(operation);
    const token = await api.keys.sign(callerFor(role, scope));
    const response = await api.app.inject({
      method: operation.method.toUpperCase() as 'GET',
      url,
      headers: {
        authorization: `Bearer ${token}`,
        ...(isPortal(operation)
          ? { cookie: `voter_session=${caseSession ?? PORTAL_SESSION[rowsScope(scope)]}` }
          : {}),
        ...(body ? { 'content-type': body.contentType } : {}),
      },
      ...(body ? { payload: body.payload } : {}),
    });
    expectMatchesContract(operation.method, url, response);
    dirty = operation.method !== 'get' && response.statusCode < 300;

    expect(response.statusCode, response.body.slice(0, 300)).toBe(expected);
    if (scope === 'noWorkspace' && operation.access && !operation.access.noWorkspace)
      expect(response.json().code, 'the refusal of a caller linked to no workspace').toBe(
        'workspace_not_member',
      );
    if (BULK_ACTIONS.has(operation.operationId) && response.statusCode < 300) {
      const { results } = response.json<{ results: { outcome: string }[] }>();
      expect(results.length, 'a bulk action acted on no child').toBeGreaterThan(0);
      expect(results.map((result) => result.outcome)).toEqual(results.map(() => 'done'));
    }
    const text = response.body;
    for (const marker of foreign.markers) expect(text, `answer reveals ${marker}`).not.toContain(marker);
    expect(await snapshotCompany(api.database, foreign.company), 'the other tenant was written').toBe(before);
    if (foreign.workspaceA1)
      expect(await snapshotWorkspaceA1(api.database), 'the other workspace was written').toBe(beforeA1);
    if (endsSession) {
      expect(await portalSessionExists(api.database, PORTAL.sessionA), "the other cases' session ended").toBe(
        true,
      );
      if (caseSession)
        expect(await portalSessionExists(api.database, caseSession), "the case's session lives on").toBe(
          false,
        );
    }

    tally.checked++;
  });

  // An operator's token — of any role, of the voting's own company — opens no voter portal operation.
  it.each(
    voterOperations.flatMap((operation) =>
      ROLES.map((role) => [operation.operationId, role, operation] as const),
    ),
  )(
    '%s with only the token of an %s of the company → 401 voter_session_required',
    async (_id, role, operation) => {
      if (dirty) await seedTenancyFixture(api.database, api.fileStorage, api.identityGateway.users);
      const before = await snapshotWorkspaceA1(api.database);
      const body = bodyOf(operation);
      const url = urlOf(operation, 'own');
      const response = await api.app.inject({
        method: operation.method.toUpperCase() as 'GET',
        url,
        headers: {
          authorization: `Bearer ${await api.keys.sign(callerFor(role, 'own'))}`,
          ...(body ? { 'content-type': body.contentType } : {}),
        },
        ...(body ? { payload: body.payload } : {}),
      });
      expectMatchesContract(operation.method, url, response);
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe('voter_session_required');
      expect(await snapshotWorkspaceA1(api.database), 'the portal voting was written').toBe(before);
    },
  );

  // Today no operation is behind a flag (communication and forms come with their issues); from then on, each is
  // checked here with its flag off. The hook itself is proven with a synthetic contract in authorization.test.ts.
  it
    .runIf(featureOperations.length > 0)
    .each(
      featureOperations.flatMap((operation) =>
        ROLES.map((role) => [operation.operationId, role, operation] as const),
      ),
    )(
    '%s as %s with its feature flag off → 403 feature_disabled (or the role’s 403)',
    async (_id, role, operation) => {
      if (dirty) await seedTenancyFixture(api.database, api.fileStorage, api.identityGateway.users);
      const feature = operation.access!.feature!;
      await setFeature(api.database, COMPANY_A.id, feature, false);
      try {
        const body = bodyOf(operation);
        const response = await api.app.inject({
          method: operation.method.toUpperCase() as 'GET',
          url: urlOf(operation, 'own'),
          headers: {
            authorization: `Bearer ${await api.keys.sign(callerFor(role, 'own'))}`,
            ...(body ? { 'content-type': body.contentType } : {}),
          },
          ...(body ? { payload: body.payload } : {}),
        });
        expect(response.statusCode).toBe(403);
        if (can(role, operation.access!.permission)) expect(response.json().code).toBe('feature_disabled');
        tally.feature++;
      } finally {
        await setFeature(api.database, COMPANY_A.id, feature, true);
      }
    },
  );
}
