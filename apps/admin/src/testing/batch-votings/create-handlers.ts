import type {
  FieldError,
  VotingBatch,
  VotingBatchChild,
  VotingBatchInput,
  operations,
} from '@backoffice/api-client';
import { http, refuse } from '@backoffice/api-client/testing';
import {
  CALL_LEAD_DAYS,
  STATEMENTS_LEAD_DAYS,
  batchStatus,
  calendarDateOf,
  financialStatementCalendarIssues,
  parseDecimal,
  readFundTaxId,
} from '@backoffice/domain';
import { callerOf, type FeatureHandlers } from '../fake-feature';
import type { FakeApiOptions } from '../fake-network';
import { bodyOf, uploadText } from '../votings/access';
import { fail } from '../votings/refusals';
import { readHoldersCsv } from './holders-csv';
import { fakeBatchVotings, type FakeBatchRow, type FakeHolderImport } from './state';

// createVotingBatch, uploadVotingBatchHolders (read, nothing written) and confirmVotingBatchHolders (one draft child
// per fund, with the `funds` facts given), over the current workspace's batches. The calendar and the batch status are the domain's rules.

function newId(options: FakeApiOptions, prefix: string): string {
  const state = fakeBatchVotings(options);
  state.nextId = (state.nextId ?? 900) + 1;
  return `${prefix}-0000-4000-8000-${String(state.nextId).padStart(12, '0')}`;
}

function calendarOf(input: VotingBatchInput): VotingBatch['calendarIssues'] {
  if (input.kind !== 'financial_statement' || !input.fiscalYearEnd) return [];
  return financialStatementCalendarIssues(
    {
      fiscalYearEnd: input.fiscalYearEnd,
      meetingDate: calendarDateOf(new Date(input.deadline)),
      callDate: calendarDateOf(input.opensAt ? new Date(input.opensAt) : new Date()),
      statementsAvailableOn: input.statementsAvailableOn ?? null,
    },
    {
      statementsLeadDays: input.statementsLeadDays ?? STATEMENTS_LEAD_DAYS,
      callLeadDays: CALL_LEAD_DAYS[input.fundKind ?? 'other'].ordinary,
    },
  );
}

function batchRowFor(options: FakeApiOptions, batchId: string): FakeBatchRow | undefined {
  const workspaceId = callerOf(options).currentWorkspaceId ?? '';
  return fakeBatchVotings(options).batches.find(
    (row) => row.id === batchId && row.workspaceId === workspaceId,
  );
}

type ConfirmBody = NonNullable<
  operations['confirmVotingBatchHolders']['requestBody']
>['content']['application/json'];
type FundFacts = Partial<Pick<VotingBatchChild, 'issuedQuotas' | 'auditorOpinion' | 'tacitApprovalAllowed'>>;

/** The confirm's `funds` as the server reads them: each a fund of the spreadsheet (else `not_found` on its taxId),
 * issued quotas not below its holders' (`below_holders_quotas`, `params.held`), an opinion only on statements. */
function fundFactsOf(
  batch: VotingBatch,
  read: FakeHolderImport,
  body: ConfirmBody,
): { ok: true; facts: Map<string, FundFacts> } | { ok: false; errors: FieldError[] } {
  const facts = new Map<string, FundFacts>();
  const errors: FieldError[] = [];
  (body.funds ?? []).forEach((given, index) => {
    const reading = readFundTaxId(given.taxId);
    const fund = reading.ok ? read.grouping.funds.find((f) => f.taxId === reading.taxId) : undefined;
    if (!fund) return void errors.push({ field: `funds/${index}/taxId`, code: 'not_found' });
    const { taxId: _taxId, ...rest } = given;
    if (rest.issuedQuotas !== undefined && parseDecimal(rest.issuedQuotas) < parseDecimal(fund.quotas))
      errors.push({
        field: `funds/${index}/issuedQuotas`,
        code: 'below_holders_quotas',
        params: { held: fund.quotas },
      });
    if (rest.auditorOpinion !== undefined && batch.kind !== 'financial_statement')
      errors.push({ field: `funds/${index}/auditorOpinion`, code: 'not_financial_statement' });
    facts.set(fund.taxId, rest);
  });
  return errors.length ? { ok: false, errors } : { ok: true, facts };
}

export const batchCreateHandlers: FeatureHandlers = (options) => [
  http.post('/voting-batches', async ({ request, response }) => {
    const state = fakeBatchVotings(options);
    if (state.failCreate) return refuse(response, fail(500, 'internal'));
    const input = (await bodyOf(request)) as VotingBatchInput;
    if (input.kind === 'financial_statement' && !input.fiscalYearEnd)
      return refuse(response, fail(422, 'unprocessable', [{ field: 'fiscalYearEnd', code: 'required' }]));
    const now = new Date().toISOString();
    const year = input.fiscalYearEnd?.slice(0, 4);
    const batch: VotingBatch = {
      id: newId(options, 'b1000000'),
      title: input.title,
      description: input.description ?? '',
      kind: input.kind,
      weighting: input.weighting ?? 'by_weight',
      status: 'draft',
      statusCounts: { draft: 0, scheduled: 0, open: 0, closed: 0, cancelled: 0 },
      ballotTemplateId: input.ballotTemplateId,
      opensAt: input.opensAt,
      deadline: input.deadline,
      items:
        input.kind === 'financial_statement' && input.items.length === 0
          ? [
              {
                title: `Aprovar as contas e as demonstrações financeiras do exercício de ${year}`,
                description: 'Acompanhadas do relatório do auditor independente.',
                approvalRule: { preset: 'simple_majority', quorum: null },
              },
            ]
          : input.items,
      fiscalYearEnd: input.fiscalYearEnd ?? null,
      statementsAvailableOn: input.statementsAvailableOn ?? null,
      statementsLeadDays: input.statementsLeadDays ?? STATEMENTS_LEAD_DAYS,
      fundKind: input.fundKind ?? 'other',
      calendarIssues: calendarOf(input),
      children: [],
      createdAt: now,
      updatedAt: now,
    };
    state.batches.push({
      id: batch.id,
      title: batch.title,
      kind: batch.kind,
      status: 'draft',
      funds: 0,
      opensAt: batch.opensAt,
      deadline: batch.deadline,
      createdAt: now,
      workspaceId: callerOf(options).currentWorkspaceId ?? '',
      batch,
    });
    return response(201).json({ votingBatch: batch });
  }),

  http.post('/voting-batches/{batchId}/holder-imports', async ({ params, request, response }) => {
    const row = batchRowFor(options, params.batchId);
    if (!row?.batch) return refuse(response, fail(404, 'not_found'));
    if (row.batch.children.length) return refuse(response, fail(409, 'invalid_state'));
    const reading = readHoldersCsv(await uploadText(request));
    if (!reading.ok) return refuse(response, fail(422, 'unprocessable', reading.errors));
    const { grouping, errors } = reading;
    const valid = grouping.funds.reduce((sum, fund) => sum + fund.holders.length, 0);
    const holderImport = {
      id: newId(options, 'c1000000'),
      batchId: row.id,
      status: 'ready' as const,
      fileName: new URL(request.url).searchParams.get('fileName') ?? '',
      rows: grouping.rows,
      valid,
      invalid: grouping.invalid.length,
      funds: grouping.funds.map(({ taxId, name, firstLine, holders, quotas }) => ({
        taxId,
        name,
        firstLine,
        holders: holders.length,
        quotas,
      })),
      errors,
      errorsTruncated: false,
      createdAt: new Date().toISOString(),
    };
    const state = fakeBatchVotings(options);
    (state.imports ??= []).push({ holderImport, grouping });
    return response(201).json({ holderImport });
  }),

  http.post(
    '/voting-batches/{batchId}/holder-imports/{importId}/confirm',
    async ({ params, request, response }) => {
      const state = fakeBatchVotings(options);
      const row = batchRowFor(options, params.batchId);
      const read = state.imports?.find(
        (candidate) =>
          candidate.holderImport.id === params.importId && candidate.holderImport.batchId === row?.id,
      );
      if (!row?.batch || !read) return refuse(response, fail(404, 'not_found'));
      if (state.failConfirm) return refuse(response, fail(500, 'internal'));
      if (read.holderImport.status === 'ready') {
        const given = fundFactsOf(row.batch, read, ((await bodyOf(request)) ?? {}) as ConfirmBody);
        if (!given.ok) return refuse(response, fail(422, 'unprocessable', given.errors));
        read.holderImport.status = 'imported';
        const children = read.grouping.funds.map((fund): VotingBatchChild => ({
          votingId: newId(options, 'd1000000'),
          fundName: fund.name,
          fundTaxId: fund.taxId,
          issuedQuotas: fund.quotas,
          holderCount: fund.holders.length,
          auditorOpinion: row.batch!.kind === 'financial_statement' ? 'unqualified' : null,
          tacitApprovalAllowed: false,
          ...given.facts.get(fund.taxId),
          status: 'draft',
          voters: fund.holders.length,
          voted: 0,
          quorumReached: false,
          items: [],
          outcome: 'pending',
        }));
        const reading = batchStatus(children.map((child) => child.status));
        Object.assign(row.batch, { children, status: reading.status, statusCounts: reading.counts });
        Object.assign(row, { funds: children.length, status: reading.status });
      }
      return response(200).json({ votingBatch: row.batch });
    },
  ),
];
