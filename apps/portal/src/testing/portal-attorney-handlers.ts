import {
  detectTaxIdType,
  onlyTaxIdChars,
  parseWeight,
  readPartyInput,
  readVoterName,
  VOTER_INPUT_REFUSAL_STATUS,
} from '@backoffice/domain';
import { PROBLEMS, type components } from '@backoffice/api-client';
import { http, problem, refuse, refusalOf } from '@backoffice/api-client/testing';
import { delay, type HttpHandler } from 'msw';
import { newId, hex, sessionRefusal, type AttorneyFakeOptions, type PortalFakeState } from './portal-state';
import { reportUploadProgress } from './upload-progress';

// The attorney's operations answered from the fake's memory: represented parties added by hand (with the contract's
// refusals: a bad CPF/CNPJ, one that already voted, one already in the list), imported from a CSV read row by row
// with the import's codes, removed (not once they have votes); the voter's uploads with progress (413/415 on demand);
// the CSV example. Names, CPF/CNPJs and weights are read by the domain's rules, as the server reads them.

type Schemas = components['schemas'];
type RepresentedParty = Schemas['RepresentedParty'];
type VoterUpload = Schemas['VoterUpload'];
type VoterImportError = Schemas['VoterImportError'];

export const EXAMPLE_CSV =
  '\uFEFFNome;CPF/CNPJ;Peso\r\nMaria da Silva;529.982.247-25;1\r\nEmpresa Exemplo Ltda.;11.222.333/0001-81;2,5\r\n';

/** As the server masks a CPF ('***.456.789-**') or a CNPJ ('**.345.678/0001-**'). */
export function maskTaxId(raw: string): string {
  const id = onlyTaxIdChars(raw);
  return id.length === 11
    ? `***.${id.slice(3, 6)}.${id.slice(6, 9)}-**`
    : `**.${id.slice(2, 5)}.${id.slice(5, 8)}/${id.slice(8, 12)}-**`;
}

/** An upload's progress in four steps (stepMs apart), or held at `holdUploadsAt` for ever. */
async function uploadProgress(url: string, size: number, options: AttorneyFakeOptions): Promise<void> {
  const steps = 4;
  for (let step = 1; step <= steps; step += 1) {
    const share = step / steps;
    if (options.holdUploadsAt !== undefined && share > options.holdUploadsAt) {
      reportUploadProgress(url, Math.round(size * options.holdUploadsAt), size);
      await delay('infinite');
    }
    reportUploadProgress(url, Math.round(size * share), size);
    if (options.stepMs) await delay(options.stepMs);
  }
}

export function portalAttorneyHandlers(state: PortalFakeState, options: AttorneyFakeOptions): HttpHandler[] {
  const voted = new Set((options.votedTaxIds ?? []).map(onlyTaxIdChars));
  const unknownLink = (token: string) => token !== state.token;

  /** A party added (by hand or by a CSV row), or why not. */
  function add(
    name: string,
    raw: string,
    weight: string,
  ): RepresentedParty | 'invalid_tax_id' | 'already_voted' | 'duplicate' {
    const type = detectTaxIdType(raw);
    if (!type) return 'invalid_tax_id';
    if (voted.has(raw)) return 'already_voted';
    if ([...state.partyTaxIds.values()].includes(raw)) return 'duplicate';
    const party: RepresentedParty = {
      id: newId(state, '0f'),
      name,
      taxIdType: type,
      taxIdMasked: maskTaxId(raw),
      weight,
    };
    state.ballot.representedParties.push(party);
    state.partyTaxIds.set(party.id, raw);
    return party;
  }

  /** The CSV's rows: each valid one added, every other reported by line with the import's codes. */
  function importRows(text: string): Schemas['RepresentedPartyImport'] {
    const errors: VoterImportError[] = [];
    const seen = new Map<string, number>();
    let rows = 0;
    let added = 0;
    const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
    lines.slice(1).forEach((line, index) => {
      const lineNumber = index + 2;
      if (!line.trim()) return;
      rows += 1;
      const [nameText = '', taxId = '', weightText = ''] = line.split(';').map((cell) => cell.trim());
      const before = errors.length;
      const name = readVoterName(nameText);
      if (!name.ok) errors.push({ line: lineNumber, field: 'name', code: name.code, value: nameText });
      const raw = onlyTaxIdChars(taxId);
      if (!raw) errors.push({ line: lineNumber, field: 'taxId', code: 'tax_id_missing', value: '' });
      else if (!detectTaxIdType(raw))
        errors.push({ line: lineNumber, field: 'taxId', code: 'tax_id_invalid', value: taxId });
      else if (seen.has(raw))
        errors.push({
          line: lineNumber,
          field: 'taxId',
          code: 'duplicate_tax_id',
          value: taxId,
          params: { firstLine: seen.get(raw)! },
        });
      // A ';' file writes its decimals with a comma (as the voter import reads it); no weight is 1.
      const weight = weightText
        ? parseWeight(weightText, { decimalSeparator: ',' })
        : { ok: true as const, value: '1' };
      if (!weight.ok)
        errors.push({ line: lineNumber, field: 'weight', code: weight.code, value: weightText });
      if (errors.length > before || !name.ok || !weight.ok) return;
      seen.set(raw, lineNumber);
      const result = add(name.value, raw, weight.value);
      if (result === 'already_voted')
        errors.push({ line: lineNumber, field: 'taxId', code: 'already_voted', value: taxId });
      else if (result === 'duplicate')
        errors.push({ line: lineNumber, field: 'taxId', code: 'already_represented', value: taxId });
      else added += 1;
    });
    return { rows, added, errors };
  }

  return [
    http.get('/portal/represented-parties/example.csv', ({ response }) =>
      response(200).text(EXAMPLE_CSV, { headers: { 'content-type': 'text/csv; charset=utf-8' } }),
    ),

    http.post('/portal/{token}/represented-parties', async ({ params, request, response }) => {
      if (unknownLink(params.token)) return refuse(response, refusalOf('not_found'));
      const refused = sessionRefusal(state);
      if (refused) return refuse(response, refused);
      const input = await request.json();
      if (options.stepMs) await delay(options.stepMs);
      // Read as the server reads it (the domain's readPartyInput), refused with its problem.
      const read = readPartyInput(input);
      if (!read.ok) {
        const { refusal, errors } = read;
        const status = VOTER_INPUT_REFUSAL_STATUS[refusal];
        return problem(response, status, refusal, PROBLEMS[refusal].title, errors);
      }
      const { name, taxId, weight } = read.party;
      const result = add(name, taxId, weight);
      if (result === 'invalid_tax_id')
        return problem(response, 422, 'invalid_tax_id', PROBLEMS.invalid_tax_id.title, [
          { field: 'taxId', code: 'invalid_tax_id' },
        ]);
      if (result === 'already_voted') return refuse(response, refusalOf('already_voted'));
      if (result === 'duplicate') return refuse(response, refusalOf('duplicate'));
      return response(201).json({ representedParty: result });
    }),

    http.post('/portal/{token}/represented-parties/import', async ({ params, request, response }) => {
      if (unknownLink(params.token)) return refuse(response, refusalOf('not_found'));
      const refused = sessionRefusal(state);
      if (refused) return refuse(response, refused);
      const text = await request.text();
      await uploadProgress(request.url, new TextEncoder().encode(text).byteLength, options);
      if (options.rejectUploads === 413) return refuse(response, refusalOf('file_too_large'));
      if (options.rejectUploads === 415) return refuse(response, refusalOf('unsupported_file_type'));
      if (options.refuseImport) return refuse(response, refusalOf('unprocessable', options.refuseImport));
      return response(200).json({ representedPartyImport: importRows(text) });
    }),

    http.delete('/portal/{token}/represented-parties/{partyId}', ({ params, response }) => {
      if (unknownLink(params.token)) return refuse(response, refusalOf('not_found'));
      const refused = sessionRefusal(state);
      if (refused) return refuse(response, refused);
      if (state.lockedPartyIds.has(params.partyId)) return refuse(response, refusalOf('voter_has_voted'));
      const parties = state.ballot.representedParties;
      if (!parties.some((party) => party.id === params.partyId))
        return refuse(response, refusalOf('not_found'));
      state.ballot.representedParties = parties.filter((party) => party.id !== params.partyId);
      state.partyTaxIds.delete(params.partyId);
      return response(204).empty();
    }),

    http.post('/portal/{token}/uploads', async ({ params, query, request, response }) => {
      if (unknownLink(params.token)) return refuse(response, refusalOf('not_found'));
      const refused = sessionRefusal(state);
      if (refused) return refuse(response, refused);
      const size = (await request.arrayBuffer()).byteLength;
      await uploadProgress(request.url, size, options);
      if (options.rejectUploads === 413) return refuse(response, refusalOf('file_too_large'));
      if (options.rejectUploads === 415) return refuse(response, refusalOf('unsupported_file_type'));
      const upload: VoterUpload = {
        id: newId(state, '0c'),
        kind: query.get('kind') as VoterUpload['kind'],
        name: query.get('name') ?? 'arquivo.pdf',
        contentType: (request.headers.get('content-type') ?? 'application/pdf') as VoterUpload['contentType'],
        size,
        sha256: hex(state.nextId),
        createdAt: new Date().toISOString(),
      };
      state.ballot.uploads.push(upload);
      return response(201).json({ upload });
    }),

    http.delete('/portal/{token}/uploads/{uploadId}', ({ params, response }) => {
      if (unknownLink(params.token)) return refuse(response, refusalOf('not_found'));
      const refused = sessionRefusal(state);
      if (refused) return refuse(response, refused);
      const uploads = state.ballot.uploads;
      if (!uploads.some((upload) => upload.id === params.uploadId))
        return refuse(response, refusalOf('not_found'));
      state.ballot.uploads = uploads.filter((upload) => upload.id !== params.uploadId);
      return response(204).empty();
    }),
  ];
}
