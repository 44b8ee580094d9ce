import { describe, expect, it } from 'vitest';
import type { Communication, CommunicationMessagePreview, MessageTemplate } from '@backoffice/api-client';
import { withTenant } from '../src/db/tenant.ts';
import { runJobsUntilIdle } from '../src/jobs/index.ts';
import { PREVIEW_UNSUBSCRIBE_URL } from '../src/services/communications/recipient-preview.ts';
import { expectProblem } from './support/contract-check.ts';
import { demo } from './support/demo.ts';
import { useApi } from './support/harness.ts';
import { SUITE_BACKENDS } from './support/test-database.ts';

// A marketing e-mail's way out (issue 20; RFC 8058): its one-click List-Unsubscribe and footer link, signed per
// delivery. Opening the link changes nothing (mail scanners open links); its POST — the mailbox's one-click or the
// page's button — stops the company's marketing to that address at once (audited), and legal notices still go.

const OPERATOR = demo.operator.email;
const BASE = 'https://votacao.example.com';

describe.each(SUITE_BACKENDS)('unsubscribing from marketing e-mails on %s', (backend) => {
  const api = useApi(backend);
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown) =>
    api.call({ method, url, as: OPERATOR, ...(body === undefined ? {} : { body }) });
  const runJobs = () =>
    runJobsUntilIdle(
      { database: api.database, mailer: api.mailer },
      { publicBaseUrl: BASE, backoffMs: () => 0 },
    );

  async function draftFor(purpose: 'marketing' | 'legal_notice', templateId: string, csv: string) {
    const created = await call('POST', '/api/communications', {
      name: `${purpose} ${Math.random()}`,
      purpose,
      channel: 'email',
      templateId,
      parameterizable: false,
    });
    expect(created.statusCode, created.body).toBe(201);
    const { communication } = created.json<{ communication: Communication }>();
    const uploaded = await api.call({
      method: 'PUT',
      url: `/api/communications/${communication.id}/recipients?fileName=lista.csv`,
      as: OPERATOR,
      headers: { 'content-type': 'text/csv' },
      body: csv,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    return communication;
  }

  async function sendTo(purpose: 'marketing' | 'legal_notice', templateId: string, csv: string) {
    const communication = await draftFor(purpose, templateId, csv);
    expect((await call('POST', `/api/communications/${communication.id}/send`)).statusCode).toBe(200);
    await runJobs();
    return communication;
  }

  const optedOutOf = async (id: string) =>
    (await call('GET', `/api/communications/${id}`)).json<{ communication: Communication }>().communication
      .optedOut;

  it('carries a one-click unsubscribe that stops the next marketing e-mail to that address, but not a legal notice', async () => {
    const created = await call('POST', '/api/templates', {
      name: 'Novidades',
      kind: 'message',
      channel: 'email',
      subject: 'Novidades da {{empresa}}',
      body: '<p>Olá, {{nome}}!</p>',
    });
    const template = created.json<{ template: MessageTemplate }>().template;
    const csv = 'nome;email\nAna;Ana@Exemplo.com.br\nBia;bia@exemplo.com.br\n';
    api.mailer.reset();
    const marketing = await sendTo('marketing', template.id, csv);
    expect(await optedOutOf(marketing.id)).toBe(0);
    const ana = api.mailer.sent.find((mail) => mail.to.toLowerCase() === 'ana@exemplo.com.br')!;
    const header = ana.headers?.['List-Unsubscribe'];
    expect(header).toMatch(new RegExp(`^<${BASE}/api/unsubscribe/[^>]+>$`));
    expect(ana.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const url = header!.slice(1, -1);
    expect(ana.html).toContain(`href="${url}"`);
    expect(ana.text).toContain(url);
    const path = new URL(url).pathname;

    // The preview is that e-mail, footer included; only the link, each delivery's own, stands in.
    const listed = await call('GET', `/api/communications/${marketing.id}/recipients`);
    const anaRow = listed
      .json<{ recipients: { id: string; email: string | null }[] }>()
      .recipients.find((recipient) => recipient.email === 'ana@exemplo.com.br')!;
    const previewed = await call(
      'GET',
      `/api/communications/${marketing.id}/recipients/${anaRow.id}/preview`,
    );
    expect(previewed.statusCode, previewed.body).toBe(200);
    const { preview } = previewed.json<{ preview: CommunicationMessagePreview }>();
    expect(preview.html).toBe(ana.html.replace(url, PREVIEW_UNSUBSCRIBE_URL));
    expect(preview.text).toBe(ana.text.replace(url, PREVIEW_UNSUBSCRIBE_URL));

    // Opening the link only asks; a forged token is nobody's.
    const opened = await api.call({ url: path });
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.headers['content-type']).toMatch(/^text\/html/);
    expect(opened.body).toContain('a***a@exemplo.com.br');
    expect(opened.body).toContain('<form method="post">');
    const forged = path.replace(/.{4}$/, 'AAAA');
    expectProblem(await api.call({ url: forged }), 'not_found', 404);
    expectProblem(
      await api.call({
        method: 'POST',
        url: forged,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      }),
      'not_found',
      404,
    );
    const optOuts = () =>
      withTenant(api.database.db, demo.company.id, (trx) =>
        trx.selectFrom('marketing_opt_outs').select(['contact', 'source']).execute(),
      );
    expect(await optOuts()).toEqual([]);

    // The mailbox's one-click POST; again is harmless.
    for (let n = 0; n < 2; n++) {
      const clicked = await api.call({
        method: 'POST',
        url: path,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      });
      expect(clicked.statusCode, clicked.body).toBe(200);
      expect(clicked.body).toContain('já não recebe comunicações de marketing');
    }
    expect(await optOuts()).toEqual([{ contact: 'ana@exemplo.com.br', source: 'unsubscribe_link' }]);
    const audited = await withTenant(api.database.db, demo.company.id, (trx) =>
      trx
        .selectFrom('company_audit_entries')
        .select('action')
        .where('action', '=', 'communication.opted_out')
        .execute(),
    );
    expect(audited).toHaveLength(1);

    // The next marketing e-mail skips Ana (the draft says so before sending); a legal notice reaches her, without an
    // unsubscribe.
    const next = await draftFor('marketing', template.id, csv);
    expect(await optedOutOf(next.id)).toBe(1);
    api.mailer.reset();
    expect((await call('POST', `/api/communications/${next.id}/send`)).statusCode).toBe(200);
    await runJobs();
    expect(api.mailer.sent.map((mail) => mail.to)).toEqual(['bia@exemplo.com.br']);
    expect(await optedOutOf(next.id)).toBe(1);
    api.mailer.reset();
    const legal = await sendTo('legal_notice', template.id, csv);
    expect(await optedOutOf(legal.id)).toBeNull();
    expect(api.mailer.sent.map((mail) => mail.to).sort()).toEqual([
      'ana@exemplo.com.br',
      'bia@exemplo.com.br',
    ]);
    expect(api.mailer.sent.every((mail) => mail.headers?.['List-Unsubscribe'] === undefined)).toBe(true);
  });
});
