import { request as httpRequest } from 'node:http';
import { sql } from 'kysely';
import { beforeEach, describe, expect, it } from 'vitest';
import { withTenant } from '../src/db/tenant.ts';
import { MAX_IMAGE_BYTES } from '@backoffice/domain';
import { useApi } from './support/harness.ts';
import { SUITE_BACKENDS } from './support/test-database.ts';
import { expectProblem } from './support/contract-check.ts';
import { demo } from './support/demo.ts';

const companyUrl = `/api/companies/${demo.company.id}`;
const logoUrl = `${companyUrl}/logo`;

/** A real 1×1 PNG, and the first bytes of a JPEG, a WebP, a GIF and an SVG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]);
const WEBP = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.from([0x1a, 0, 0, 0]),
  Buffer.from('WEBPVP8L'),
  Buffer.alloc(14),
]);
const GIF = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

/**
 * PUTs a PNG of `total` bytes in 64 KB chunks (Transfer-Encoding: chunked, no Content-Length) and stops writing
 * as soon as the server answers; `sent` is how many bytes were written by then.
 */
function streamUpload(url: string, token: string, total: number) {
  return new Promise<{ status: number; body: string; sent: number }>((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const chunk = Buffer.alloc(64 * 1024);
    const request = httpRequest(url, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'image/png' },
    });
    request.on('response', (response) => {
      answered = true;
      let body = '';
      response.on('data', (data: Buffer) => (body += data.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body, sent }));
    });
    request.on('error', (error) => {
      if (!answered) reject(error); // after the answer, the server closing the connection is expected
    });
    const pump = () => {
      while (!answered && sent < total) {
        const data = sent === 0 ? Buffer.concat([PNG, chunk.subarray(PNG.length)]) : chunk;
        sent += data.length;
        if (!request.write(data)) {
          request.once('drain', pump);
          return;
        }
      }
      if (!answered) request.end();
    };
    pump();
  });
}

const DEMO_SETTINGS = {
  name: 'Demo Administradora de Fundos',
  identificationType: 'CNPJ',
  companyId: '11222333000181',
  whatsapp: null,
  communication: true,
  forms: true,
} as const;

describe.each(SUITE_BACKENDS)('company settings on %s', (backend) => {
  const api = useApi(backend);

  /** The company row as stored (not through the API under test). */
  const stored = () =>
    withTenant(api.database.db, demo.company.id, (trx) =>
      trx.selectFrom('companies').selectAll().where('id', '=', demo.company.id).executeTakeFirstOrThrow(),
    );

  const keyOf = (logoRef: string | null) => logoRef?.replace('/api/files/', '');

  const upload = (body: Buffer, contentType: string, as = 'admin@demo.local') =>
    api.call({ method: 'PUT', url: logoUrl, as, body, headers: { 'content-type': contentType } });

  /** getFile's 200 is image bytes: injected directly (the harness's contract check reads bodies as JSON). */
  const getFile = (logoRef: string) => api.app.inject({ method: 'GET', url: logoRef });

  beforeEach(async () => {
    await withTenant(api.database.db, demo.company.id, (trx) =>
      trx
        .updateTable('companies')
        .set({
          name: DEMO_SETTINGS.name,
          identification_type: 'CNPJ',
          document_number: DEMO_SETTINGS.companyId,
          whatsapp: null,
          feature_communication: true,
          feature_forms: true,
          logo_ref: null,
        })
        .where('id', '=', demo.company.id)
        .execute(),
    );
    for (const key of api.fileStorage.keys()) await api.fileStorage.remove(key);
  });

  describe('PUT /companies/{companyId}', () => {
    const update = (body: object, as = 'admin@demo.local') =>
      api.call({ method: 'PUT', url: companyUrl, as, body: { ...DEMO_SETTINGS, ...body } });

    it('an ADMIN updates name, identification, WhatsApp and flags; GET and the nav see it at once', async () => {
      const response = await update({
        name: '  Gestora Exemplo S.A.  ',
        identificationType: 'CPF',
        companyId: '529.982.247-25',
        whatsapp: '+5511987654321',
        communication: false,
        forms: true,
      });
      expect(response.statusCode).toBe(200);
      const company = {
        id: demo.company.id,
        name: 'Gestora Exemplo S.A.',
        identificationType: 'CPF',
        companyId: '52998224725',
        active: true,
        logoRef: null,
        whatsapp: '+5511987654321',
        communication: false,
        forms: true,
      };
      expect(response.json()).toEqual({ company });
      const read = await api.call({ url: companyUrl, as: 'observer@demo.local' });
      expect(read.json()).toEqual({ company });
      // The communication flag is off: its operations now answer 403 feature_disabled (checked on every call).
      const row = await stored();
      expect(row.feature_communication).toBe(false);
    });

    it.each([
      ['numeric, formatted', '11.444.777/0001-61', '11444777000161'],
      ['alphanumeric', '12ABC34501DE35', '12ABC34501DE35'],
      ['alphanumeric, formatted', '12.ABC.345/01DE-35', '12ABC34501DE35'],
      ['alphanumeric, lower case', '12.abc.345/01de-35', '12ABC34501DE35'],
    ])('accepts a valid CNPJ (%s) and stores it unformatted', async (_label, input, expected) => {
      const response = await update({ identificationType: 'CNPJ', companyId: input });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ company: { identificationType: 'CNPJ', companyId: expected } });
      expect((await stored()).document_number).toBe(expected);
    });

    it.each([
      ['an invalid CPF', 'CPF', '529.982.247-26'],
      ['an invalid numeric CNPJ', 'CNPJ', '11.222.333/0001-82'],
      ['an invalid alphanumeric CNPJ', 'CNPJ', '12.ABC.345/01DE-36'],
      ['a CPF number with type CNPJ', 'CNPJ', '52998224725'],
      ['a CNPJ number with type CPF', 'CPF', '11222333000181'],
      ['all-same digits', 'CPF', '111.111.111-11'],
      ['a stray character', 'CNPJ', '12ABC34501DE35!'],
    ])('%s is 422 invalid_tax_id on the field, and nothing is written', async (_label, type, number) => {
      const response = await update({ name: 'Não Gravar', identificationType: type, companyId: number });
      expectProblem(response, 'invalid_tax_id', 422);
      expect(response.json()).toMatchObject({
        title: 'CPF ou CNPJ inválido',
        errors: [{ field: 'companyId', code: 'invalid_tax_id' }],
      });
      const row = await stored();
      expect(row.name).toBe(DEMO_SETTINGS.name);
      expect(row.document_number).toBe(DEMO_SETTINGS.companyId);
    });

    it.each(['11987654321', '+55 11 98765-4321', '+0511987654321', '+55119', ''])(
      'a malformed WhatsApp number (%j) is 400 on the field',
      async (whatsapp) => {
        const response = await update({ whatsapp, name: 'Não Gravar' });
        expectProblem(response, 'validation_failed', 400);
        expect(response.json()).toMatchObject({ errors: [{ field: 'whatsapp', code: 'pattern' }] });
        expect((await stored()).name).toBe(DEMO_SETTINGS.name);
      },
    );

    // The pattern passes them; the product's phone rule (packages/domain readPhone, as the voter import and the voter
    // forms read phones) does not: a mobile without its 9, an area code with a zero, a landline starting with 1.
    it.each(['+5511887654321', '+5501987654321', '+551112345678'])(
      'a WhatsApp number the phone rule refuses (%j) is 422 phone_invalid on the field, and nothing is written',
      async (whatsapp) => {
        const response = await update({ whatsapp, name: 'Não Gravar' });
        expectProblem(response, 'unprocessable', 422);
        expect(response.json()).toMatchObject({ errors: [{ field: 'whatsapp', code: 'phone_invalid' }] });
        expect((await stored()).name).toBe(DEMO_SETTINGS.name);
      },
    );

    it('keeps a foreign WhatsApp number in E.164 as given', async () => {
      const response = await update({ whatsapp: '+14155552671' });
      expect(response.json()).toMatchObject({ company: { whatsapp: '+14155552671' } });
    });

    it('WhatsApp may be removed (null)', async () => {
      await update({ whatsapp: '+5511987654321' });
      const response = await update({ whatsapp: null });
      expect(response.json()).toMatchObject({ company: { whatsapp: null } });
    });

    it.each([
      ['empty', ''],
      ['blank', '   '],
    ])('an %s name is 400 on the field name', async (_label, name) => {
      const response = await update({ name });
      expectProblem(response, 'validation_failed', 400);
      expect(response.json()).toMatchObject({ errors: [{ field: 'name', code: 'minLength' }] });
      expect((await stored()).name).toBe(DEMO_SETTINGS.name);
    });

    it('an unknown identification type or a missing flag is 400', async () => {
      expectProblem(await update({ identificationType: 'RG' }), 'validation_failed', 400);
      const { forms: _forms, ...withoutForms } = DEMO_SETTINGS;
      const response = await api.call({
        method: 'PUT',
        url: companyUrl,
        as: 'admin@demo.local',
        body: withoutForms,
      });
      expectProblem(response, 'validation_failed', 400);
      expect(response.json()).toMatchObject({ errors: [{ field: 'forms', code: 'required' }] });
    });

    it.each(['master@demo.local', 'operator@demo.local', 'observer@demo.local'])(
      '%s gets 403 and nothing changes',
      async (email) => {
        const response = await update({ name: 'Tomada', forms: false }, email);
        expectProblem(response, 'forbidden', 403);
        const row = await stored();
        expect(row.name).toBe(DEMO_SETTINGS.name);
        expect(row.feature_forms).toBe(true);
      },
    );

    it('another company’s ADMIN gets 404 and nothing changes', async () => {
      const response = await update({ name: 'Tomada' }, 'outra-admin@demo.local');
      expectProblem(response, 'not_found', 404);
      expect((await stored()).name).toBe(DEMO_SETTINGS.name);
    });

    it('without a token it is 401', async () => {
      const response = await api.call({ method: 'PUT', url: companyUrl, body: DEMO_SETTINGS });
      expectProblem(response, 'unauthorized', 401);
    });
  });

  describe('PUT /companies/{companyId}/logo', () => {
    it('stores a PNG, points logoRef at it, and GET /api/files serves the same bytes', async () => {
      const response = await upload(PNG, 'image/png');
      expect(response.statusCode).toBe(200);
      const { company } = response.json<{ company: { logoRef: string } }>();
      expect(company.logoRef).toMatch(/^\/api\/files\/[0-9a-f-]{36}\.png$/);
      expect(api.fileStorage.keys()).toEqual([keyOf(company.logoRef)]);
      expect((await stored()).logo_ref).toBe(company.logoRef);

      const file = await getFile(company.logoRef);
      expect(file.statusCode).toBe(200);
      expect(file.rawPayload.equals(PNG)).toBe(true);
      expect(file.headers).toMatchObject({
        'content-type': 'image/png',
        'cache-control': 'public, max-age=31536000, immutable',
        'x-content-type-options': 'nosniff',
      });
    });

    it.each([
      ['image/jpeg', JPEG, 'jpg'],
      ['image/webp', WEBP, 'webp'],
      ['image/png; charset=binary', PNG, 'png'],
    ])('accepts %s and serves it with its type', async (type, bytes, extension) => {
      const response = await upload(bytes, type);
      expect(response.statusCode).toBe(200);
      const { logoRef } = response.json<{ company: { logoRef: string } }>().company;
      expect(logoRef.endsWith(`.${extension}`)).toBe(true);
      const file = await getFile(logoRef);
      expect(file.headers['content-type']).toBe(type.split(';')[0]);
      expect(file.rawPayload.equals(bytes)).toBe(true);
    });

    it('the session user’s workspace shows the company logo when the workspace has none', async () => {
      const before = await api.call({ url: '/api/session-user', as: 'operator@demo.local' });
      expect(before.json()).toMatchObject({ user: { workspace: { logoRef: null } } });
      const { logoRef } = (await upload(PNG, 'image/png')).json<{ company: { logoRef: string } }>().company;
      const after = await api.call({ url: '/api/session-user', as: 'operator@demo.local' });
      expect(after.json()).toMatchObject({ user: { workspace: { logoRef } } });
    });

    it('a workspace’s own logo still wins over the company’s', async () => {
      await upload(PNG, 'image/png');
      const own = '/api/files/0b6f1f1e-8d2a-4c4e-9d8e-3f1f2a7b9c10.webp';
      await withTenant(api.database.db, demo.company.id, (trx) =>
        trx.updateTable('workspaces').set({ logo_ref: own }).where('id', '=', demo.saoPaulo.id).execute(),
      );
      try {
        const session = await api.call({ url: '/api/session-user', as: 'admin@demo.local' });
        expect(session.json()).toMatchObject({ user: { workspace: { logoRef: own } } });
      } finally {
        await withTenant(api.database.db, demo.company.id, (trx) =>
          trx.updateTable('workspaces').set({ logo_ref: null }).where('id', '=', demo.saoPaulo.id).execute(),
        );
      }
    });

    it('replacing the logo removes the old file after the new one is in place', async () => {
      const first = (await upload(PNG, 'image/png')).json<{ company: { logoRef: string } }>().company;
      const second = (await upload(JPEG, 'image/jpeg')).json<{ company: { logoRef: string } }>().company;
      expect(second.logoRef).not.toBe(first.logoRef);
      expect(api.fileStorage.keys()).toEqual([keyOf(second.logoRef)]);
      expectProblem(await api.call({ url: first.logoRef }), 'not_found', 404);
      expect((await getFile(second.logoRef)).rawPayload.equals(JPEG)).toBe(true);
    });

    it('an oversized upload (1 MB + 1 byte) is 413 file_too_large; logo and storage unchanged', async () => {
      const { logoRef } = (await upload(PNG, 'image/png')).json<{ company: { logoRef: string } }>().company;
      const oversized = Buffer.concat([PNG, Buffer.alloc(MAX_IMAGE_BYTES + 1 - PNG.length)]);
      expect(oversized.length).toBe(1024 * 1024 + 1);
      const response = await upload(oversized, 'image/png');
      expectProblem(response, 'file_too_large', 413);
      expect(response.json()).toMatchObject({ title: 'O arquivo é maior que o permitido' });
      expect((await stored()).logo_ref).toBe(logoRef);
      expect(api.fileStorage.keys()).toEqual([keyOf(logoRef)]);
    });

    it('exactly 1 MB is accepted', async () => {
      const response = await upload(
        Buffer.concat([PNG, Buffer.alloc(MAX_IMAGE_BYTES - PNG.length)]),
        'image/png',
      );
      expect(response.statusCode).toBe(200);
    });

    it('a chunked upload over real HTTP is cut off once past 1 MB, without reading the rest', async () => {
      const address = await api.app.listen({ port: 0, host: '127.0.0.1' });
      const token = await api.keys.sign('admin@demo.local');
      const answer = await streamUpload(`${address}${logoUrl}`, token, 64 * 1024 * 1024);
      expect(answer.status).toBe(413);
      expect(JSON.parse(answer.body)).toMatchObject({ code: 'file_too_large' });
      // What the client managed to write before the answer: the limit plus what the sockets buffer, not 64 MB.
      expect(answer.sent).toBeLessThan(16 * 1024 * 1024);
      expect((await stored()).logo_ref).toBeNull();
      expect(api.fileStorage.keys()).toEqual([]);
    });

    it.each([
      ['GIF', GIF, 'image/gif'],
      ['SVG (it can carry script)', SVG, 'image/svg+xml'],
      ['JSON', Buffer.from('{"logo":"x"}'), 'application/json'],
      ['plain text', Buffer.from('logo'), 'text/plain'],
      ['octet-stream', PNG, 'application/octet-stream'],
    ])('%s is 415 unsupported_file_type; nothing stored', async (_label, bytes, type) => {
      const response = await upload(bytes, type);
      expectProblem(response, 'unsupported_file_type', 415);
      expect(response.json()).toMatchObject({ title: 'Tipo de arquivo não aceito' });
      expect((await stored()).logo_ref).toBeNull();
      expect(api.fileStorage.keys()).toEqual([]);
    });

    it.each([
      ['JPEG bytes as image/png', JPEG, 'image/png'],
      ['PNG bytes as image/jpeg', PNG, 'image/jpeg'],
      ['SVG as image/png', SVG, 'image/png'],
      ['GIF as image/webp', GIF, 'image/webp'],
      ['an empty body as image/png', Buffer.alloc(0), 'image/png'],
    ])('%s is 415 (the bytes must be what the type says)', async (_label, bytes, type) => {
      const response = await upload(bytes, type);
      expectProblem(response, 'unsupported_file_type', 415);
      expect(api.fileStorage.keys()).toEqual([]);
    });

    it('no body at all is 415', async () => {
      const response = await api.call({ method: 'PUT', url: logoUrl, as: 'admin@demo.local' });
      expectProblem(response, 'unsupported_file_type', 415);
    });

    it.each(['master@demo.local', 'operator@demo.local', 'observer@demo.local'])(
      '%s gets 403, even for an oversized or unsupported file (authorized before the body is read)',
      async (email) => {
        expectProblem(await upload(PNG, 'image/png', email), 'forbidden', 403);
        const big = Buffer.concat([PNG, Buffer.alloc(2 * MAX_IMAGE_BYTES)]);
        expectProblem(await upload(big, 'image/png', email), 'forbidden', 403);
        expectProblem(await upload(SVG, 'image/svg+xml', email), 'forbidden', 403);
        expect((await stored()).logo_ref).toBeNull();
        expect(api.fileStorage.keys()).toEqual([]);
      },
    );

    it('another company’s ADMIN gets 404 whatever the body', async () => {
      expectProblem(await upload(PNG, 'image/png', 'outra-admin@demo.local'), 'not_found', 404);
      expectProblem(await upload(SVG, 'image/svg+xml', 'outra-admin@demo.local'), 'not_found', 404);
      expect(api.fileStorage.keys()).toEqual([]);
    });

    it('without a token it is 401', async () => {
      const response = await api.call({
        method: 'PUT',
        url: logoUrl,
        body: PNG,
        headers: { 'content-type': 'image/png' },
      });
      expectProblem(response, 'unauthorized', 401);
    });

    it('a failed database write removes the new file and keeps the old logo', async () => {
      const { logoRef } = (await upload(PNG, 'image/png')).json<{ company: { logoRef: string } }>().company;
      await sql`create function refuse_webp_logo() returns trigger language plpgsql as $$
        begin
          if new.logo_ref like '%.webp' then raise exception 'refused by the test'; end if;
          return new;
        end $$`.execute(api.database.db);
      await sql`create trigger refuse_webp_logo before update on companies
        for each row execute function refuse_webp_logo()`.execute(api.database.db);
      try {
        const response = await upload(WEBP, 'image/webp');
        expectProblem(response, 'internal', 500);
      } finally {
        await sql`drop trigger refuse_webp_logo on companies`.execute(api.database.db);
        await sql`drop function refuse_webp_logo()`.execute(api.database.db);
      }
      expect((await stored()).logo_ref).toBe(logoRef);
      expect(api.fileStorage.keys()).toEqual([keyOf(logoRef)]);
      expect((await getFile(logoRef)).rawPayload.equals(PNG)).toBe(true);
    });
  });

  describe('DELETE /companies/{companyId}/logo', () => {
    it('clears logoRef and removes the file', async () => {
      const { logoRef } = (await upload(PNG, 'image/png')).json<{ company: { logoRef: string } }>().company;
      const response = await api.call({ method: 'DELETE', url: logoUrl, as: 'admin@demo.local' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ company: { logoRef: null } });
      expect((await stored()).logo_ref).toBeNull();
      expect(api.fileStorage.keys()).toEqual([]);
      expectProblem(await api.call({ url: logoRef }), 'not_found', 404);
    });

    it('without a logo it is a no-op that still answers the company', async () => {
      const response = await api.call({ method: 'DELETE', url: logoUrl, as: 'admin@demo.local' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ company: { logoRef: null } });
    });

    it.each(['master@demo.local', 'observer@demo.local'])('%s gets 403; the logo stays', async (email) => {
      const { logoRef } = (await upload(PNG, 'image/png')).json<{ company: { logoRef: string } }>().company;
      expectProblem(await api.call({ method: 'DELETE', url: logoUrl, as: email }), 'forbidden', 403);
      expect((await stored()).logo_ref).toBe(logoRef);
      expect(api.fileStorage.keys()).toEqual([keyOf(logoRef)]);
    });
  });

  describe('GET /files/{fileKey}', () => {
    it('is public: no token needed', async () => {
      const { logoRef } = (await upload(PNG, 'image/png')).json<{ company: { logoRef: string } }>().company;
      const file = await api.app.inject({ method: 'GET', url: logoRef, headers: {} });
      expect(file.statusCode).toBe(200);
    });

    it('a missing file is a 404 problem', async () => {
      const response = await api.call({ url: '/api/files/00000000-0000-4000-8000-000000000000.png' });
      expectProblem(response, 'not_found', 404);
    });

    it.each([
      '..%2F..%2Fpackage.json',
      '00000000-0000-4000-8000-000000000000.svg',
      '00000000-0000-4000-8000-000000000000.PNG',
      'logo.png',
    ])('a key outside the contract’s pattern (%s) is 400', async (key) => {
      const response = await api.call({ url: `/api/files/${key}` });
      expectProblem(response, 'validation_failed', 400);
    });
  });
});
