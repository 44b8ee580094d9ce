import type { ContractOperation } from '@backoffice/contract';
import { contract } from './contract-check.ts';
import { COMPANY_A, PORTAL, TINY_BATCH_CSV, TINY_PDF, TINY_PNG, TINY_VOTER_CSV } from './tenancy-fixture.ts';

// A valid request for every operation of openapi/openapi.yaml on the tenancy fixture (tenancy-fixture.ts): the rows
// its path parameters name in each scope, its required query values, and its body (the contract's example, or a tiny
// valid file). The generated suites build on it — support/tenancy-suite.ts (every role × scope) and contract-fuzz.test.ts
// (bad values in every parameter and field); an operation it cannot fill fails there until it is taught here.

export type Scope = 'own' | 'otherWorkspace' | 'otherCompany';
export const SCOPES: readonly Scope[] = ['own', 'otherWorkspace', 'otherCompany'];

/** The value of each path parameter in every scope: the caller's own rows, or rows the caller must not reach. */
const TARGETS: Record<string, Record<Scope, string>> = {
  companyId: { own: COMPANY_A.id, otherWorkspace: COMPANY_A.id, otherCompany: COMPANY_A.id },
  userId: {
    own: COMPANY_A.targetUser,
    otherWorkspace: COMPANY_A.targetUser,
    otherCompany: COMPANY_A.targetUser,
  },
  workspaceId: {
    own: COMPANY_A.workspace3,
    otherWorkspace: COMPANY_A.workspace3,
    otherCompany: COMPANY_A.workspace3,
  },
  templateId: {
    own: COMPANY_A.template1,
    otherWorkspace: COMPANY_A.template1,
    otherCompany: COMPANY_A.template1,
  },
  communicationId: {
    own: COMPANY_A.communicationDraft,
    otherWorkspace: COMPANY_A.communicationDraft,
    otherCompany: COMPANY_A.communicationDraft,
  },
  recipientId: {
    own: COMPANY_A.communicationRecipient,
    otherWorkspace: COMPANY_A.communicationRecipient,
    otherCompany: COMPANY_A.communicationRecipient,
  },
  fileKey: { own: COMPANY_A.logoKey, otherWorkspace: COMPANY_A.logoKey, otherCompany: COMPANY_A.logoKey },
  // A vote map's kind: the fixture's written maps are final ones (insertVoteMaps).
  kind: { own: 'final', otherWorkspace: 'final', otherCompany: 'final' },
};

/**
 * A voting's operations are allowed in some statuses only: each works on the fixture voting (of A1) in the status
 * it needs — edits of the voting, its documents, voters and imports on the draft; closing, cancelling, extending,
 * invitations and new voters on the open one; reports on the closed one; reads on the open one. The voting's
 * voter, document and import are that voting's. (That a refused status is 409 is each feature's own tests.)
 */
const VOTING_FOR: Record<string, 'draft' | 'open' | 'closed'> = {
  updateVoting: 'draft',
  deleteVoting: 'draft',
  publishVoting: 'draft',
  sendTestInvitation: 'draft',
  deleteVotingDocument: 'draft',
  updateVoter: 'draft',
  uploadVoterImport: 'draft',
  getVoterImport: 'draft',
  discardVoterImport: 'draft',
  confirmVoterImport: 'draft',
  downloadVoterImportErrors: 'draft',
  downloadVoteMap: 'closed',
  downloadVotingReport: 'closed',
  downloadFundVoteMap: 'closed',
};

const VOTING_ROWS = {
  draft: {
    votingId: COMPANY_A.votingDraft,
    voterId: COMPANY_A.voterDraft,
    documentId: COMPANY_A.documentDraft,
    importId: COMPANY_A.importDraft,
  },
  open: { votingId: COMPANY_A.votingOpen, voterId: COMPANY_A.voterOpen, documentId: COMPANY_A.documentOpen },
  closed: { votingId: COMPANY_A.votingClosed, voterId: COMPANY_A.voterClosed },
} as const;

export const isPortal = (operation: ContractOperation) => /^\/(portal|approvals)(\/|$)/.test(operation.path);
export const isApproval = (operation: ContractOperation) => operation.path.startsWith('/approvals');

/** A portal operation's path parameters: the portal voting's rows (the approver's, under /approvals). */
function portalTargetOf(operation: ContractOperation, name: string): string | undefined {
  const approval = isApproval(operation);
  const rows: Record<string, string> = {
    token: approval ? PORTAL.approvalA : PORTAL.linkA,
    documentId: COMPANY_A.documentPortal,
    partyId: COMPANY_A.partyPortal,
    uploadId: approval ? COMPANY_A.uploadApproval : COMPANY_A.uploadPortal,
    // A fund of the holder's batch: the link's own voting (in no batch, its only fund).
    votingId: COMPANY_A.votingPortal,
  };
  return rows[name];
}

/** The voter session cookie each scope sends to a portal operation. */
export const PORTAL_SESSION: Record<Scope, string> = {
  own: PORTAL.sessionA,
  otherWorkspace: PORTAL.sessionOtherVoterA,
  otherCompany: PORTAL.sessionB,
};

/**
 * A batch voting's operations: the holders spreadsheet is read and confirmed on the batch that has no child yet (its
 * ready import); the bulk extend, close and remind-pending on the batch with an open child (whose voter is still to
 * vote), so that each acts on a child; the detail and bulk publish on the batch with a draft child.
 */
const BATCH_ROWS: Record<string, { batchId: string; importId?: string }> = {
  uploadVotingBatchHolders: { batchId: COMPANY_A.batchEmpty },
  confirmVotingBatchHolders: { batchId: COMPANY_A.batchEmpty, importId: COMPANY_A.batchImport },
  extendVotingBatchDeadline: { batchId: COMPANY_A.batchOpen },
  closeVotingBatch: { batchId: COMPANY_A.batchOpen },
  remindVotingBatchPending: { batchId: COMPANY_A.batchOpen },
  downloadBatchVoteMap: { batchId: COMPANY_A.batchOpen },
  // A batch with a child (open: it takes documents until it closes).
  uploadVotingBatchDocuments: { batchId: COMPANY_A.batchOpen },
  getVotingBatchDocuments: { batchId: COMPANY_A.batchOpen },
};

const isBatch = (operation: ContractOperation) => operation.path.startsWith('/voting-batches');

/** The path parameter's value: a voting's rows by the status the operation needs, else TARGETS. */
export function targetOf(operation: ContractOperation, name: string, scope: Scope): string | undefined {
  if (isPortal(operation)) return portalTargetOf(operation, name);
  if (operation.path.startsWith('/unsubscribe/')) return UNSIGNED_UNSUBSCRIBE_TOKEN;
  if (isBatch(operation)) {
    const rows: Record<string, string | undefined> = BATCH_ROWS[operation.operationId] ?? {
      batchId: COMPANY_A.batchDraft,
    };
    return rows[name] ?? TARGETS[name]?.[scope];
  }
  const rows: Record<string, string> = VOTING_ROWS[VOTING_FOR[operation.operationId] ?? 'open'];
  if (name in VOTING_ROWS.draft) return rows[name];
  return TARGETS[name]?.[scope];
}

/**
 * An unsubscribe link's token of the right shape that the server never signed: nobody's (404 for every caller). A
 * signed one is communications-unsubscribe.test.ts's.
 */
export const UNSIGNED_UNSUBSCRIBE_TOKEN = `${'A'.repeat(22)}.${'A'.repeat(22)}.${'A'.repeat(22)}`;

/** Values of required query parameters. */
export const QUERY_VALUES: Record<string, string> = {
  fileName: 'arquivo enviado',
  // Meta's subscription check of the WhatsApp webhook (verifyWhatsappWebhook).
  'hub.mode': 'subscribe',
  'hub.verify_token': 'um-token-qualquer',
  'hub.challenge': '1158201444',
  kind: 'power_of_attorney',
  name: 'procuração.pdf',
};

/** The value of each path parameter of the operation in this scope; a parameter the fixture has no row for fails. */
export function pathValuesOf(operation: ContractOperation, scope: Scope): Record<string, string> {
  const names = [...operation.path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]!);
  return Object.fromEntries(
    names.map((name) => {
      const target = targetOf(operation, name, scope);
      if (!target) throw new Error(`${operation.operationId}: the tenancy fixture has no row for {${name}}`);
      return [name, target];
    }),
  );
}

/** The value of each required query parameter; one without a value in QUERY_VALUES fails. */
export function requiredQueryOf(operation: ContractOperation): Record<string, string> {
  return Object.fromEntries(
    operation.parameters
      .filter((parameter) => parameter.in === 'query' && parameter.required)
      .map((parameter) => {
        const value = QUERY_VALUES[parameter.name];
        if (value === undefined)
          throw new Error(`${operation.operationId}: no value for the query ?${parameter.name}`);
        return [parameter.name, value];
      }),
  );
}

/** The request URL of an operation with these path and query values (each encoded). */
export function buildUrl(
  operation: ContractOperation,
  path: Record<string, string>,
  query: Record<string, string>,
): string {
  const pathname = operation.path.replace(/\{([^}]+)\}/g, (_, name: string) =>
    encodeURIComponent(path[name] ?? ''),
  );
  const search = Object.entries(query).map(([name, value]) => `${name}=${encodeURIComponent(value)}`);
  return `/api${pathname}${search.length ? `?${search.join('&')}` : ''}`;
}

/** A valid URL of the operation in this scope: the fixture's rows in the path, the required query filled. */
export function urlOf(operation: ContractOperation, scope: Scope): string {
  return buildUrl(operation, pathValuesOf(operation, scope), requiredQueryOf(operation));
}

interface RawMedia {
  example?: unknown;
}

/** The request body: the contract's example (JSON), or a tiny valid file for a binary upload. */
/**
 * Request bodies whose example holds a time that must stay ahead of today (a communication's send time: between 5
 * minutes and 366 days ahead): the contract's example, with that time made from the day the suite runs.
 */
const DATED_EXAMPLES: Record<string, () => unknown> = {
  scheduleCommunication: () => ({ sendAt: new Date(Date.now() + 24 * 60 * 60_000).toISOString() }),
};

export function bodyOf(
  operation: ContractOperation,
): { contentType: string; payload: string | Buffer } | undefined {
  const raw = contract.document.paths[operation.path]?.[operation.method] as
    { requestBody?: { content?: Record<string, RawMedia> } } | undefined;
  const content = raw?.requestBody?.content;
  if (!content) return undefined;
  if (content['application/json']) {
    const dated = DATED_EXAMPLES[operation.operationId];
    const example = dated ? dated() : content['application/json'].example;
    if (example === undefined)
      throw new Error(`${operation.operationId}: add an example request body to the contract`);
    return { contentType: 'application/json', payload: JSON.stringify(example) };
  }
  if (content['image/png']) return { contentType: 'image/png', payload: TINY_PNG };
  // A form's fields from the contract's example (the one-click unsubscribe: List-Unsubscribe=One-Click).
  const form = content['application/x-www-form-urlencoded'];
  if (form) {
    const fields = (form.example ?? {}) as Record<string, string>;
    return {
      contentType: 'application/x-www-form-urlencoded',
      payload: new URLSearchParams(fields).toString(),
    };
  }
  if (content['application/pdf']) return { contentType: 'application/pdf', payload: TINY_PDF };
  if (content['text/csv'])
    return {
      contentType: 'text/csv',
      payload: operation.operationId === 'uploadVotingBatchHolders' ? TINY_BATCH_CSV : TINY_VOTER_CSV,
    };
  if (content['multipart/form-data']) {
    // One tiny PDF as the `files` part (a batch's documents); its name carries no CNPJ, so it is listed, not stored.
    const boundary = 'tenancy-suite-boundary';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="documento.pdf"\r\n` +
          'Content-Type: application/pdf\r\n\r\n',
      ),
      Buffer.from(TINY_PDF),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return { contentType: `multipart/form-data; boundary=${boundary}`, payload };
  }
  throw new Error(
    `${operation.operationId}: the suite cannot build a ${Object.keys(content).join('/')} body`,
  );
}
