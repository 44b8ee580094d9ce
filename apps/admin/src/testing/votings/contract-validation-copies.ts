import type { FieldError } from '@backoffice/api-client';
import { isDecimal, validateEmail, VOTER_PHONE_MAX_CHARS } from '@backoffice/domain';

// TEMPORARY: hand-written imitations of the contract's request validation (what the API's Ajv answers with 400
// validation_failed), moved here from the votings fakes so that they live in one place — the same checks and
// answers; the inline query checks became the named functions below. A generic gate that validates every request
// against openapi/ replaces them; then this file goes. Do not add to it.

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isDateTime = (value: unknown) => typeof value === 'string' && !Number.isNaN(Date.parse(value));

/** The VotingId path parameter's format. */
export const votingIdErrors = (id: string): FieldError[] =>
  UUID.test(id) ? [] : [{ field: 'votingId', code: 'format' }];

/** The required fileName query parameter of the uploads. */
export const fileNameErrors = (fileName: string | null): FieldError[] =>
  fileName ? [] : [{ field: 'fileName', code: 'required' }];

const STATUSES = ['draft', 'scheduled', 'open', 'closed', 'cancelled'];
const SORTS = ['createdAt', 'deadline', 'title', 'status'];

/** listVotings' query. */
export function listQueryErrors(query: URLSearchParams): FieldError[] {
  const offset = Number(query.get('offset') ?? 0);
  const limit = Number(query.get('limit') ?? 20);
  const sortBy = query.get('sortBy') ?? 'createdAt';
  const sortDirection = query.get('sortDirection') ?? 'desc';
  const status = query.get('status');
  const errors: FieldError[] = [];
  if (!Number.isInteger(offset) || offset < 0) errors.push({ field: 'offset', code: 'minimum' });
  if (!Number.isInteger(limit) || limit < 1 || limit > 100) errors.push({ field: 'limit', code: 'maximum' });
  if (!SORTS.includes(sortBy)) errors.push({ field: 'sortBy', code: 'enum' });
  if (!['asc', 'desc'].includes(sortDirection)) errors.push({ field: 'sortDirection', code: 'enum' });
  if (status && !STATUSES.includes(status)) errors.push({ field: 'status', code: 'enum' });
  return errors;
}

/** The offset and limit of a page (the lists of the detail screen). */
export function pageParams(url: URL, errors: FieldError[]) {
  const offset = Number(url.searchParams.get('offset') ?? 0);
  const limit = Number(url.searchParams.get('limit') ?? 20);
  if (!Number.isInteger(offset) || offset < 0) errors.push({ field: 'offset', code: 'minimum' });
  if (!Number.isInteger(limit) || limit < 1 || limit > 100) errors.push({ field: 'limit', code: 'maximum' });
  return { offset, limit };
}

const PARTICIPATIONS = ['completed', 'pending', 'voided'];
const VOTER_SORTS = ['name', 'votedAt', 'weight'];

/** listVoters' query besides the page. */
export function voterListQueryErrors(query: URLSearchParams, errors: FieldError[]): void {
  const participation = query.get('participation');
  const sortBy = query.get('sortBy') ?? 'name';
  const sortDirection = query.get('sortDirection') ?? 'asc';
  if (participation && !PARTICIPATIONS.includes(participation))
    errors.push({ field: 'participation', code: 'enum' });
  if (!VOTER_SORTS.includes(sortBy)) errors.push({ field: 'sortBy', code: 'enum' });
  if (!['asc', 'desc'].includes(sortDirection)) errors.push({ field: 'sortDirection', code: 'enum' });
}

/** The contract's checks of VotingInput, as Ajv reports them. */
export function inputErrors(body: unknown): FieldError[] {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return [{ field: '', code: 'type' }];
  const input = body as Record<string, unknown>;
  const errors: FieldError[] = [];
  const required = [
    'title',
    'kind',
    'weighting',
    'requiresSupportDocument',
    'ballotTemplateId',
    'opensAt',
    'deadline',
    'items',
  ];
  for (const key of required)
    if (!(key in input)) errors.push({ field: key, code: 'required', params: { missingProperty: key } });
  const title = input.title;
  if ('title' in input && (typeof title !== 'string' || title.length < 1 || title.length > 200))
    errors.push({
      field: 'title',
      code: typeof title === 'string' && title.length > 200 ? 'maxLength' : 'minLength',
    });
  if ('kind' in input && !['standard', 'financial_statement'].includes(input.kind as string))
    errors.push({ field: 'kind', code: 'enum' });
  if ('weighting' in input && !['per_head', 'by_weight'].includes(input.weighting as string))
    errors.push({ field: 'weighting', code: 'enum' });
  if ('deadline' in input && !isDateTime(input.deadline)) errors.push({ field: 'deadline', code: 'format' });
  if (input.opensAt != null && !isDateTime(input.opensAt)) errors.push({ field: 'opensAt', code: 'format' });
  const template = input.ballotTemplateId;
  if (template != null && (typeof template !== 'string' || !UUID.test(template)))
    errors.push({ field: 'ballotTemplateId', code: 'format' });
  if ('items' in input) {
    const items = input.items;
    if (!Array.isArray(items)) errors.push({ field: 'items', code: 'type' });
    else {
      if (items.length > 100) errors.push({ field: 'items', code: 'maxItems', params: { limit: 100 } });
      items.forEach((item: { title?: unknown }, index) => {
        if (typeof item?.title !== 'string' || item.title.length < 1 || item.title.length > 500)
          errors.push({ field: `items/${index}/title`, code: 'minLength' });
      });
    }
  }
  return errors;
}

/** duplicateVoting's title (trimmed, as the server reads it). */
export function duplicateTitleErrors(title: string): FieldError[] {
  return !title || title.length > 200 ? [{ field: 'title', code: title ? 'maxLength' : 'minLength' }] : [];
}

/**
 * The contract's checks of VoterInput (addVoter and updateVoter). The two fakes had a copy each; updateVoter's
 * lacked the phone's limit and wrote the weight's pattern again: this one (addVoter's) is the contract's.
 */
export function voterInputErrors(body: unknown): FieldError[] {
  if (typeof body !== 'object' || body === null) return [{ field: '', code: 'type' }];
  const input = body as Record<string, unknown>;
  const errors: FieldError[] = [];
  for (const key of ['name', 'taxId', 'email'])
    if (typeof input[key] !== 'string' || (input[key] as string).trim() === '')
      errors.push({ field: key, code: 'required', params: { missingProperty: key } });
  if (typeof input.email === 'string' && input.email && validateEmail(input.email))
    errors.push({ field: 'email', code: 'format' });
  if (input.weight !== undefined && (typeof input.weight !== 'string' || !isDecimal(input.weight)))
    errors.push({ field: 'weight', code: 'pattern' });
  if (input.phone != null && (typeof input.phone !== 'string' || input.phone.length > VOTER_PHONE_MAX_CHARS))
    errors.push({ field: 'phone', code: 'maxLength', params: { limit: VOTER_PHONE_MAX_CHARS } });
  return errors;
}

/** The reason of voidVoter, closeVoting, cancelVoting and extendVotingDeadline. */
export function reasonErrors(body: unknown): FieldError[] {
  const reason = (body as { reason?: unknown } | undefined)?.reason;
  if (typeof reason !== 'string')
    return [{ field: 'reason', code: 'required', params: { missingProperty: 'reason' } }];
  if (reason.length < 3) return [{ field: 'reason', code: 'minLength', params: { limit: 3 } }];
  if (reason.length > 500) return [{ field: 'reason', code: 'maxLength', params: { limit: 500 } }];
  return [];
}

/** extendVotingDeadline's body: its reason and the new deadline's format. */
export function deadlineInputErrors(body: unknown): FieldError[] {
  const errors = reasonErrors(body);
  const deadline = (body as { deadline?: unknown } | undefined)?.deadline;
  if (typeof deadline !== 'string' || Number.isNaN(Date.parse(deadline)))
    errors.push({ field: 'deadline', code: 'format' });
  return errors;
}
