import type { Company, CompanyUpdate } from '@backoffice/api-client';
import { http, problem } from '@backoffice/api-client/testing';
import { can, isValidCnpj, isValidCpf, onlyTaxIdChars, readPhone } from '@backoffice/domain';
import { COMPANY_ID, demoCompany } from './demo-data';
import { callerOf, fakeState, type FeatureHandlers } from './fake-feature';
import type { FakeApiOptions } from './fake-network';

// The company settings endpoints of the contract (updateCompany, uploadCompanyLogo, deleteCompanyLogo), answered
// from memory like apps/api does: ADMIN only (403), another company (404), the contract's validation (400 with
// errors), a CPF/CNPJ with wrong check digits (422 invalid_tax_id on 'companyId'), a logo that is not PNG, JPEG or
// WebP or whose bytes are not what its type says (415) or larger than 1 MB (413). getCompany is the fake network's
// own (it reads `options.company`), so every write is copied there too.

export const MAX_LOGO_BYTES = 1024 * 1024;

export interface CompanyFakeState {
  company: Company;
  /** The content types of the logos received, in order (tests check what was sent). */
  uploads: string[];
}

export const COMPANY_STATE_KEY = 'company';

export const companyStateOf = (options: FakeApiOptions): CompanyFakeState =>
  fakeState(options, COMPANY_STATE_KEY, () => ({
    company: options.company ?? demoCompany(),
    uploads: [],
  }));

/** What the fake stores as the new logo: the real server answers `/api/files/<key>`, which the workbench cannot
 * serve, so the fake answers a small drawn stand-in that an `<img>` can show. */
export const FAKE_UPLOADED_LOGO =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 40"><rect width="120" height="40" rx="8" fill="#0b5cad"/>' +
      '<circle cx="20" cy="20" r="10" fill="#ffffff"/><rect x="38" y="14" width="66" height="12" rx="6" fill="#ffffff"/></svg>',
  );

type FieldError = { field: string; code: string; params?: Record<string, string | number | boolean> };

const WHATSAPP = /^\+[1-9][0-9]{9,14}$/;
const LOGO_TYPES: Record<string, (bytes: string) => boolean> = {
  'image/png': (bytes) => bytes.startsWith('\u0089PNG') || bytes.startsWith('\uFFFDPNG'),
  'image/jpeg': (bytes) => /^[\u00FF\uFFFD]{1,2}/.test(bytes),
  'image/webp': (bytes) => bytes.startsWith('RIFF') && bytes.slice(8, 12) === 'WEBP',
};

function updateErrors(body: unknown): FieldError[] {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return [{ field: '', code: 'type' }];
  const input = body as Record<string, unknown>;
  const errors: FieldError[] = [];
  const allowed = ['name', 'identificationType', 'companyId', 'whatsapp', 'communication', 'forms'];
  for (const key of Object.keys(input))
    if (!allowed.includes(key))
      errors.push({ field: '', code: 'additionalProperties', params: { additionalProperty: key } });
  for (const key of allowed)
    if (!(key in input)) errors.push({ field: '', code: 'required', params: { missingProperty: key } });
  const text = (key: string, max: number) => {
    if (!(key in input)) return;
    const value = input[key];
    if (typeof value !== 'string') errors.push({ field: key, code: 'type' });
    else if (value.length < 1) errors.push({ field: key, code: 'minLength', params: { limit: 1 } });
    else if (value.length > max) errors.push({ field: key, code: 'maxLength', params: { limit: max } });
  };
  text('name', 120);
  text('companyId', 20);
  if ('identificationType' in input && !['CPF', 'CNPJ'].includes(input.identificationType as string))
    errors.push({ field: 'identificationType', code: 'enum' });
  if ('whatsapp' in input && input.whatsapp !== null) {
    if (typeof input.whatsapp !== 'string') errors.push({ field: 'whatsapp', code: 'type' });
    else if (!WHATSAPP.test(input.whatsapp))
      errors.push({ field: 'whatsapp', code: 'pattern', params: { pattern: WHATSAPP.source } });
  }
  for (const key of ['communication', 'forms'])
    if (key in input && typeof input[key] !== 'boolean') errors.push({ field: key, code: 'type' });
  return errors;
}

function save(options: FakeApiOptions, state: CompanyFakeState, company: Company): Company {
  state.company = company;
  options.company = company;
  return company;
}

/** The caller's company: another company's is not found; only an ADMIN manages it. */
function refusal(options: FakeApiOptions, companyId: string): 'not_found' | 'forbidden' | undefined {
  const user = callerOf(options);
  if ((user.workspace?.companyId ?? COMPANY_ID) !== companyId) return 'not_found';
  if (!can(user.role, 'company.manage')) return 'forbidden';
  return undefined;
}

const NOT_FOUND = 'Não encontrado';
const FORBIDDEN = 'Acesso não autorizado';

// getCompany stays with the fake network (options.company, options.companyFails).
export const companyHandlers: FeatureHandlers = (options) => [
  http.put('/companies/{companyId}', async ({ params, request, response }) => {
    const refused = refusal(options, params.companyId);
    if (refused === 'not_found') return problem(response, 404, 'not_found', NOT_FOUND);
    if (refused === 'forbidden') return problem(response, 403, 'forbidden', FORBIDDEN);
    const state = companyStateOf(options);
    const body: unknown = await request.json();
    const errors = updateErrors(body);
    if (errors.length) return problem(response, 400, 'validation_failed', 'Requisição inválida', errors);
    const input = body as CompanyUpdate;
    const name = input.name.trim();
    if (name === '')
      return problem(response, 422, 'unprocessable', 'Os dados enviados não são válidos', [
        { field: 'name', code: 'blank' },
      ]);
    const taxId = onlyTaxIdChars(input.companyId);
    const valid = input.identificationType === 'CPF' ? isValidCpf(taxId) : isValidCnpj(taxId);
    if (!valid)
      return problem(response, 422, 'invalid_tax_id', 'CPF ou CNPJ inválido', [
        { field: 'companyId', code: 'invalid_tax_id' },
      ]);
    // The server's phone rule (domain readPhone), after the contract's pattern; it stores the E.164 it reads.
    const whatsapp = input.whatsapp === null ? null : readPhone(input.whatsapp);
    if (whatsapp && !whatsapp.ok)
      return problem(response, 422, 'unprocessable', 'Os dados enviados não são válidos', [
        { field: 'whatsapp', code: whatsapp.code },
      ]);
    const company = save(options, state, {
      ...state.company,
      name,
      identificationType: input.identificationType,
      companyId: taxId,
      whatsapp: whatsapp ? whatsapp.phone : null,
      communication: input.communication,
      forms: input.forms,
    });
    return response(200).json({ company });
  }),
  http.put('/companies/{companyId}/logo', async ({ params, request, response }) => {
    const refused = refusal(options, params.companyId);
    if (refused === 'not_found') return problem(response, 404, 'not_found', NOT_FOUND);
    if (refused === 'forbidden') return problem(response, 403, 'forbidden', FORBIDDEN);
    const state = companyStateOf(options);
    const type = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
    // The typed request knows no text body for image/*: the bytes are read as the untyped request they are.
    const bytes = await (request as Request).text();
    const matches = LOGO_TYPES[type];
    if (!matches) return problem(response, 415, 'unsupported_file_type', 'Tipo de arquivo não aceito');
    if (bytes.length > MAX_LOGO_BYTES)
      return problem(response, 413, 'file_too_large', 'O arquivo é maior que o permitido');
    if (!matches(bytes)) return problem(response, 415, 'unsupported_file_type', 'Tipo de arquivo não aceito');
    state.uploads.push(type);
    return response(200).json({
      company: save(options, state, { ...state.company, logoRef: FAKE_UPLOADED_LOGO }),
    });
  }),
  http.delete('/companies/{companyId}/logo', ({ params, response }) => {
    const refused = refusal(options, params.companyId);
    if (refused === 'not_found') return problem(response, 404, 'not_found', NOT_FOUND);
    if (refused === 'forbidden') return problem(response, 403, 'forbidden', FORBIDDEN);
    const state = companyStateOf(options);
    return response(200).json({ company: save(options, state, { ...state.company, logoRef: null }) });
  }),
];
