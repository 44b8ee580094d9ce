import { ApiError, type FieldError, type Problem, type VoterImportError } from '@backoffice/api-client';
import { detectTaxIdType, onlyTaxIdChars } from '@backoffice/domain';
import type {
  AttorneyApi,
  RepresentedPartiesImport,
  RepresentedParty,
  UploadProgress,
  VoterUpload,
} from '../features/voter-portal/components/attorney/attorney-api';

// The attorney pieces' server calls answered from memory (an AttorneyApi), with the contract's refusals: a bad
// CPF/CNPJ, a party that already voted or is already in the list, a party with votes that cannot go, a CSV read row
// by row with the import's codes, uploads with progress, 413/415. For stories and tests only, never the running app.

export interface AttorneyFakeOptions {
  parties?: RepresentedParty[];
  uploads?: VoterUpload[];
  /** CPF/CNPJs (raw) that already have a vote in the voting: adding them is 409 already_voted. */
  votedTaxIds?: string[];
  /** Parties with votes: removing them is 409 voter_has_voted. */
  lockedPartyIds?: string[];
  /** Milliseconds between two progress steps of an upload (default 0: as fast as it goes). */
  stepMs?: number;
  /** Uploads stop at this share of their progress and never answer (a story's "uploading" state). */
  holdUploadsAt?: number;
  /** Every upload of a file is refused with this status (413 or 415). */
  rejectUploads?: 413 | 415;
  /** The CSV import is refused as a whole with these file problems (422 unprocessable). */
  refuseImport?: FieldError[];
  /** Every call fails as the network would (a TypeError). */
  offline?: boolean;
}

export interface AttorneyFake {
  api: AttorneyApi;
  state: { parties: RepresentedParty[]; uploads: VoterUpload[]; taxIds: Map<string, string> };
  /** Each call as `name arg…`, in order. */
  calls: string[];
}

export const EXAMPLE_CSV =
  '\uFEFFNome;CPF/CNPJ;Peso\r\nMaria da Silva;529.982.247-25;1\r\nEmpresa Exemplo Ltda.;11.222.333/0001-81;2,5\r\n';

export function problemError(status: number, code: string, extra: Partial<Problem> = {}): ApiError {
  const problem = { type: 'about:blank', title: code, status, code, ...extra } as Problem;
  const response = new Response(JSON.stringify(problem), {
    status,
    headers: { 'content-type': 'application/problem+json' },
  });
  return new ApiError(status === 403 ? 'Acesso não autorizado' : code, {
    response,
    code: (status === 403 ? 'forbidden' : code) as ApiError['code'],
    problem,
  });
}

/** As the server masks a CPF ('***.456.789-**') or a CNPJ ('**.345.678/0001-**'). */
export function maskTaxId(raw: string): string {
  const id = onlyTaxIdChars(raw);
  return id.length === 11
    ? `***.${id.slice(3, 6)}.${id.slice(6, 9)}-**`
    : `**.${id.slice(2, 5)}.${id.slice(5, 8)}/${id.slice(8, 12)}-**`;
}

let seed = 0;
const nextId = (prefix: string) => `${prefix}000000-0000-4000-8000-${String(++seed).padStart(12, '0')}`;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const forever = () => new Promise<never>(() => {});

async function progress(
  size: number,
  onProgress: (progress: UploadProgress) => void,
  options: AttorneyFakeOptions,
): Promise<void> {
  const steps = 4;
  for (let step = 0; step <= steps; step += 1) {
    const share = step / steps;
    if (options.holdUploadsAt !== undefined && share > options.holdUploadsAt) {
      onProgress({ loaded: Math.round(size * options.holdUploadsAt), total: size });
      await forever();
    }
    onProgress({ loaded: Math.round(size * share), total: size });
    if (options.stepMs) await wait(options.stepMs);
  }
}

const WEIGHT = /^[0-9]{1,18}(\.[0-9]{1,6})?$/;

function readWeight(text: string): string | null {
  const plain = text.includes(',') ? text.replace(/\./g, '').replace(',', '.') : text;
  if (!WEIGHT.test(plain)) return null;
  return /[1-9]/.test(plain) ? plain : null;
}

export function createAttorneyFake(options: AttorneyFakeOptions = {}): AttorneyFake {
  const state = {
    parties: [...(options.parties ?? [])],
    uploads: [...(options.uploads ?? [])],
    /** Party id → raw CPF/CNPJ, for the duplicate check. */
    taxIds: new Map<string, string>(),
  };
  const calls: string[] = [];
  const voted = new Set((options.votedTaxIds ?? []).map(onlyTaxIdChars));
  const offline = () => {
    if (options.offline) throw new TypeError('Failed to fetch');
  };

  function add(name: string, taxId: string, weight: string | undefined): RepresentedParty | string {
    const raw = onlyTaxIdChars(taxId);
    const type = detectTaxIdType(raw);
    if (!type) return 'invalid_tax_id';
    if (voted.has(raw)) return 'already_voted';
    if ([...state.taxIds.values()].includes(raw)) return 'duplicate';
    const party: RepresentedParty = {
      id: nextId('0f'),
      name,
      taxIdType: type,
      taxIdMasked: maskTaxId(raw),
      weight: weight ?? '1',
    };
    state.parties.push(party);
    state.taxIds.set(party.id, raw);
    return party;
  }

  const api: AttorneyApi = {
    async addRepresentedParty(token, input) {
      calls.push(`addRepresentedParty ${input.name}`);
      offline();
      if (options.stepMs) await wait(options.stepMs);
      const result = add(input.name, input.taxId, input.weight);
      if (result === 'invalid_tax_id')
        throw problemError(422, 'invalid_tax_id', { errors: [{ field: 'taxId', code: 'tax_id_invalid' }] });
      if (result === 'already_voted' || result === 'duplicate') throw problemError(409, result);
      return result as RepresentedParty;
    },
    async removeRepresentedParty(token, partyId) {
      calls.push(`removeRepresentedParty ${partyId}`);
      offline();
      if (options.lockedPartyIds?.includes(partyId)) throw problemError(409, 'voter_has_voted');
      if (!state.parties.some((party) => party.id === partyId)) throw problemError(404, 'not_found');
      state.parties = state.parties.filter((party) => party.id !== partyId);
      state.taxIds.delete(partyId);
    },
    async importRepresentedParties(token, file, onProgress) {
      calls.push(`importRepresentedParties ${file.name}`);
      offline();
      await progress(file.size, onProgress, options);
      if (options.rejectUploads)
        throw problemError(
          options.rejectUploads,
          options.rejectUploads === 413 ? 'file_too_large' : 'unsupported_file_type',
        );
      if (options.refuseImport) throw problemError(422, 'unprocessable', { errors: options.refuseImport });
      const lines = (await file.text()).replace(/^\uFEFF/, '').split(/\r?\n/);
      const errors: VoterImportError[] = [];
      let rows = 0;
      let added = 0;
      const seen = new Map<string, number>();
      lines.slice(1).forEach((text, index) => {
        const line = index + 2;
        if (!text.trim()) return;
        rows += 1;
        const [name = '', taxId = '', weightText = ''] = text.split(';').map((cell) => cell.trim());
        const raw = onlyTaxIdChars(taxId);
        const weight = weightText ? readWeight(weightText) : '1';
        const before = errors.length;
        if (!name) errors.push({ line, field: 'name', code: 'name_missing', value: '' });
        if (!raw) errors.push({ line, field: 'taxId', code: 'tax_id_missing', value: '' });
        else if (!detectTaxIdType(raw))
          errors.push({ line, field: 'taxId', code: 'tax_id_invalid', value: taxId });
        else if (seen.has(raw))
          errors.push({
            line,
            field: 'taxId',
            code: 'duplicate_tax_id',
            value: taxId,
            params: { firstLine: seen.get(raw)! },
          });
        if (weight === null)
          errors.push({ line, field: 'weight', code: 'weight_invalid', value: weightText });
        if (errors.length > before) return;
        seen.set(raw, line);
        const result = add(name, raw, weight ?? undefined);
        if (result === 'already_voted')
          errors.push({ line, field: 'taxId', code: 'already_voted', value: taxId });
        else if (result === 'duplicate')
          errors.push({ line, field: 'taxId', code: 'already_represented', value: taxId });
        else added += 1;
      });
      return { rows, added, errors } satisfies RepresentedPartiesImport;
    },
    async listRepresentedParties() {
      calls.push('listRepresentedParties');
      offline();
      return [...state.parties];
    },
    async downloadRepresentedPartiesExample() {
      calls.push('downloadRepresentedPartiesExample');
      offline();
      return new Blob([EXAMPLE_CSV], { type: 'text/csv' });
    },
    async uploadPortalDocument(token, kind, file, onProgress) {
      calls.push(`uploadPortalDocument ${kind} ${file.name}`);
      offline();
      await progress(file.size, onProgress, options);
      if (options.rejectUploads === 413) throw problemError(413, 'file_too_large');
      if (options.rejectUploads === 415) throw problemError(415, 'unsupported_file_type');
      const upload: VoterUpload = {
        id: nextId('0b'),
        kind,
        name: file.name,
        contentType: file.type as VoterUpload['contentType'],
        size: file.size,
        sha256: '0'.repeat(64),
        createdAt: new Date().toISOString(),
      };
      state.uploads.push(upload);
      return upload;
    },
    async removePortalDocument(token, uploadId) {
      calls.push(`removePortalDocument ${uploadId}`);
      offline();
      if (!state.uploads.some((upload) => upload.id === uploadId)) throw problemError(404, 'not_found');
      state.uploads = state.uploads.filter((upload) => upload.id !== uploadId);
    },
  };
  return { api, state, calls };
}

/** A party as the server lists it, for stories that start with some. */
export function fakeParty(index: number, overrides: Partial<RepresentedParty> = {}): RepresentedParty {
  const names = [
    'Fundação Previdenciária Ipê',
    'Carlos Henrique Souza',
    'Condomínio Jardim das Acácias',
    'Ana Beatriz Moreira',
    'Cooperativa Agrícola Vale Verde',
  ];
  const cpf = index % 2 === 1;
  return {
    id: `0f000000-0000-4000-8000-${String(index + 1).padStart(12, '0')}`,
    name: `${names[index % names.length]}${index >= names.length ? ` ${Math.floor(index / names.length) + 1}` : ''}`,
    taxIdType: cpf ? 'CPF' : 'CNPJ',
    taxIdMasked: cpf
      ? `***.${String(100 + index).slice(-3)}.789-**`
      : `**.${String(300 + index).slice(-3)}.678/0001-**`,
    weight: index % 4 === 0 ? '1500' : '1',
    ...overrides,
  };
}

/** An upload as the server lists it. */
export function fakeUpload(index: number, overrides: Partial<VoterUpload> = {}): VoterUpload {
  return {
    id: `0b000000-0000-4000-8000-${String(index + 1).padStart(12, '0')}`,
    kind: 'power_of_attorney',
    name: ['procuracao-fundacao-ipe.pdf', 'procuracao-condominio.jpg', 'ata-assembleia.pdf'][index % 3]!,
    contentType: index % 3 === 1 ? 'image/jpeg' : 'application/pdf',
    size: [248_312, 1_843_200, 96_004][index % 3]!,
    sha256: 'a'.repeat(64),
    createdAt: '2036-06-20T13:00:00.000Z',
    ...overrides,
  };
}
