import type { Company, WhatsappSender } from '@backoffice/api-client';
import { http, refuse, refusalOf } from '@backoffice/api-client/testing';
import {
  IMAGE_TYPES,
  MAX_IMAGE_BYTES,
  acceptedType,
  matchesFileType,
  readCompanySettings,
  WHATSAPP_DEFAULT_MESSAGES_PER_SECOND,
} from '@backoffice/domain';
import { demoCompany } from './demo-data';
import { fakeState, type FeatureHandlers } from './fake-feature';
import type { FakeApiOptions } from './fake-network';

// The company settings endpoints of the contract (updateCompany, uploadCompanyLogo, deleteCompanyLogo), answered
// from memory like apps/api does, after the contract gate (contract-gate.ts: ADMIN only, another company 404, the
// contract's validation): the settings read by domain's readCompanySettings (a blank name 400, a CPF/CNPJ with wrong
// check digits 422 invalid_tax_id on 'companyId', a phone that is none 422), a logo that is not
// PNG, JPEG or WebP or whose bytes are not what its type says (415) or larger than 1 MB (413), by domain's file kinds.
// getCompany is the fake network's own (it reads `options.company`), so every write is copied there too.

export interface CompanyFakeState {
  company: Company;
  /** The content types of the logos received, in order (tests check what was sent). */
  uploads: string[];
  /** The company's WhatsApp Business number (getCompanyWhatsappSender). */
  whatsappSender: WhatsappSender;
  /** The phone number ids other companies already use: saving one is 409 (the webhooks route by it). */
  takenPhoneNumberIds: string[];
}

/** A phone number id another demo company already uses (saving it is refused). */
export const TAKEN_PHONE_NUMBER_ID = '100000000000001';

/** The sender of a company that has not set WhatsApp up yet: no number, Meta's default throughput and first limit. */
export const demoWhatsappSender = (fields: Partial<WhatsappSender> = {}): WhatsappSender => ({
  phoneNumberId: null,
  messagesPerSecond: WHATSAPP_DEFAULT_MESSAGES_PER_SECOND,
  messagingLimit: '250',
  ...fields,
});

/** The company fake's state for a story or test: `{ state: companyFakeState({ whatsappSender: … }) }`. */
export function companyFakeState(
  fields: Partial<CompanyFakeState> & { company?: Company } = {},
): Record<string, CompanyFakeState> {
  return { [COMPANY_STATE_KEY]: { ...initialCompanyState(fields.company), ...fields } };
}

export const COMPANY_STATE_KEY = 'company';

const initialCompanyState = (company: Company | undefined): CompanyFakeState => ({
  company: company ?? demoCompany(),
  uploads: [],
  whatsappSender: demoWhatsappSender(),
  takenPhoneNumberIds: [TAKEN_PHONE_NUMBER_ID],
});

export const companyStateOf = (options: FakeApiOptions): CompanyFakeState =>
  fakeState(options, COMPANY_STATE_KEY, () => initialCompanyState(options.company));

/** What the fake stores as the new logo: the real server answers `/api/files/<key>`, which the workbench cannot
 * serve, so the fake answers a small drawn stand-in that an `<img>` can show. */
export const FAKE_UPLOADED_LOGO =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 40"><rect width="120" height="40" rx="8" fill="#0b5cad"/>' +
      '<circle cx="20" cy="20" r="10" fill="#ffffff"/><rect x="38" y="14" width="66" height="12" rx="6" fill="#ffffff"/></svg>',
  );

function save(options: FakeApiOptions, state: CompanyFakeState, company: Company): Company {
  state.company = company;
  options.company = company;
  return company;
}

// getCompany stays with the fake network (options.company, options.companyFails). The WhatsApp sender: read by anyone
// of the company, set by company.manage (the gate), behind the communication feature (the gate); the contract's
// schema checks the id's digits and the limits, and an id another company uses is 409.
export const companyHandlers: FeatureHandlers = (options) => [
  http.get('/companies/{companyId}/whatsapp-sender', ({ response }) =>
    response(200).json({ sender: companyStateOf(options).whatsappSender }),
  ),
  http.put('/companies/{companyId}/whatsapp-sender', async ({ request, response }) => {
    const state = companyStateOf(options);
    const sender = await request.json();
    if (sender.phoneNumberId !== null && state.takenPhoneNumberIds.includes(sender.phoneNumberId))
      return refuse(response, refusalOf('duplicate', [{ field: 'phoneNumberId', code: 'taken' }]));
    state.whatsappSender = sender;
    return response(200).json({ sender });
  }),
  http.put('/companies/{companyId}', async ({ request, response }) => {
    const state = companyStateOf(options);
    const input = await request.json();
    // The server's rule after the contract's schema (the gate checked that): domain's readCompanySettings.
    const reading = readCompanySettings(input);
    if (!reading.ok) return refuse(response, refusalOf(reading.refusal, reading.errors));
    const { name, identificationType, documentNumber, whatsapp } = reading.settings;
    const company = save(options, state, {
      ...state.company,
      name,
      identificationType,
      companyId: documentNumber,
      whatsapp,
      communication: input.communication,
      forms: input.forms,
    });
    return response(200).json({ company });
  }),
  http.put('/companies/{companyId}/logo', async ({ request, response }) => {
    const state = companyStateOf(options);
    // The typed request knows no body for image/*: the bytes are read as the untyped request they are.
    const bytes = new Uint8Array(await (request as Request).arrayBuffer());
    const type = acceptedType(IMAGE_TYPES, request.headers.get('content-type'));
    if (!type) return refuse(response, refusalOf('unsupported_file_type'));
    if (bytes.length > MAX_IMAGE_BYTES) return refuse(response, refusalOf('file_too_large'));
    if (!matchesFileType(type, bytes)) return refuse(response, refusalOf('unsupported_file_type'));
    state.uploads.push(type);
    return response(200).json({
      company: save(options, state, { ...state.company, logoRef: FAKE_UPLOADED_LOGO }),
    });
  }),
  http.delete('/companies/{companyId}/logo', ({ response }) => {
    const state = companyStateOf(options);
    return response(200).json({ company: save(options, state, { ...state.company, logoRef: null }) });
  }),
];
