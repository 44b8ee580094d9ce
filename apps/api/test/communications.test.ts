import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type {
  Communication,
  CommunicationRecipient,
  CommunicationMessagePreview,
  CommunicationRecipientUpload,
  MessageTemplate,
} from '@backoffice/api-client';
import { withTenant } from '../src/db/tenant.ts';
import { createJobRunner, runJobsUntilIdle } from '../src/jobs/index.ts';
import { memoryMailer } from '../src/mail/memory-mailer.ts';
import { expireLease } from './support/jobs.ts';
import { expectProblem } from './support/contract-check.ts';
import { demo } from './support/demo.ts';
import { useApi } from './support/harness.ts';
import { SUITE_BACKENDS } from './support/test-database.ts';
import {
  cnpjOf,
  cpfOf,
  insertApprovalBallot,
  insertVoterRow,
  insertVotingRow,
} from './support/voting-fixtures.ts';

// Communications by e-mail (issue 20), through the API: a draft from a message template, its recipients from a
// spreadsheet (refused rows by line, a person listed twice, a file missing a column changes nothing), the send as a
// durable job that hands every valid recipient exactly one message with their values, the status each step allows,
// the template kept while a communication names it, and the company's `communication` flag.

const OPERATOR = demo.operator.email;
const OBSERVER = demo.observer.email;

describe.each(SUITE_BACKENDS)('communications on %s', (backend) => {
  const api = useApi(backend);
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown, as = OPERATOR) =>
    api.call({ method, url, as, ...(body === undefined ? {} : { body }) });
  const runJobs = () =>
    runJobsUntilIdle(
      { database: api.database, mailer: api.mailer },
      { publicBaseUrl: 'https://votacao.example.com', backoffMs: () => 0 },
    );

  async function template(name: string, body: string, channel: 'email' | 'whatsapp' = 'email') {
    const created = await call('POST', '/api/templates', {
      name,
      kind: 'message',
      channel,
      subject: channel === 'email' ? 'Aviso da {{empresa}}' : null,
      body,
    });
    expect(created.statusCode, created.body).toBe(201);
    return created.json<{ template: MessageTemplate }>().template;
  }

  async function draft(templateId: string, parameterizable = false, name = 'Convocação AGE') {
    const created = await call('POST', '/api/communications', {
      name,
      purpose: 'legal_notice',
      channel: 'email',
      templateId,
      parameterizable,
    });
    expect(created.statusCode, created.body).toBe(201);
    return created.json<{ communication: Communication }>().communication;
  }

  const upload = (id: string, csv: string | Buffer, fileName = 'destinatarios.csv') =>
    api.call({
      method: 'PUT',
      url: `/api/communications/${id}/recipients?fileName=${encodeURIComponent(fileName)}`,
      as: OPERATOR,
      headers: { 'content-type': 'text/csv' },
      body: csv,
    });

  const recipients = async (id: string, query = '') => {
    const response = await call('GET', `/api/communications/${id}/recipients${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ recipients: CommunicationRecipient[]; pagination: { total: number } }>();
  };

  it('sends a legal notice once to each valid recipient, with their name, and records every delivery', async () => {
    const notice = await template('Aviso de assembleia', '<p>Olá, {{nome}}! A {{empresa}} convoca você.</p>');
    const communication = await draft(notice.id);
    expect(communication).toMatchObject({
      status: 'draft',
      templateName: 'Aviso de assembleia',
      recipients: 0,
      deliveries: { queued: 0, sent: 0, failed: 0, unconfirmed: 0 },
      sentAt: null,
    });

    // Nothing to send yet.
    const empty = await call('POST', `/api/communications/${communication.id}/send`);
    expectProblem(empty, 'unprocessable', 422);
    expect(empty.json().errors).toEqual([{ field: 'recipients', code: 'required' }]);

    // Latin-1, ';', an upper-case e-mail, a bad one, one missing, a person twice, a name with <b>.
    const csv = Buffer.from(
      [
        'NOME;E-MAIL;CELULAR',
        'João Três;JOAO@Example.com;',
        'Sem E-mail;;11987654321',
        'Errado;nao-e-email;',
        'João de Novo;joao@example.com;',
        '<b>Maria</b>;maria@example.com;(11) 98765-4321',
        '',
      ].join('\r\n'),
      'latin1',
    );
    const uploaded = await upload(communication.id, csv);
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const reading = uploaded.json<{ recipientUpload: CommunicationRecipientUpload }>().recipientUpload;
    expect(reading).toEqual({
      fileName: 'destinatarios.csv',
      accepted: 2,
      refused: 3,
      columns: { email: 'E-MAIL', phone: 'CELULAR', name: 'NOME', parameters: {} },
      issues: [
        { line: 3, field: 'email', code: 'email_required' },
        { line: 4, field: 'email', code: 'email_invalid' },
        { line: 5, field: 'email', code: 'duplicate_contact' },
      ],
      issuesTruncated: false,
    });
    const listed = await recipients(communication.id);
    expect(listed.pagination.total).toBe(2);
    expect(
      listed.recipients.map(({ line, name, email, phone, delivery }) => ({
        line,
        name,
        email,
        phone,
        delivery,
      })),
    ).toEqual([
      { line: 2, name: 'João Três', email: 'joao@example.com', phone: null, delivery: null },
      { line: 6, name: '<b>Maria</b>', email: 'maria@example.com', phone: '+5511987654321', delivery: null },
    ]);

    const sent = await call('POST', `/api/communications/${communication.id}/send`);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json<{ communication: Communication }>().communication).toMatchObject({
      status: 'sending',
      recipients: 2,
      deliveries: { queued: 2, sent: 0 },
    });
    // A second send, an upload, an edit or a delete of a communication that is no longer a draft: 409.
    expectProblem(await call('POST', `/api/communications/${communication.id}/send`), 'invalid_state', 409);
    expectProblem(await upload(communication.id, 'email\r\nx@example.com\r\n'), 'invalid_state', 409);
    expectProblem(await call('DELETE', `/api/communications/${communication.id}`), 'invalid_state', 409);

    api.mailer.reset();
    await runJobs();
    await runJobs(); // nothing is left: nobody gets a second message
    const mails = api.mailer.sent.map(({ to, subject, html, text }) => ({ to, subject, html, text }));
    expect(mails.sort((a, b) => a.to.localeCompare(b.to))).toEqual([
      {
        to: 'joao@example.com',
        subject: `Aviso da ${demo.company.name}`,
        html: `<p>Olá, João Três! A ${demo.company.name} convoca você.</p>`,
        text: `Olá, João Três! A ${demo.company.name} convoca você.`,
      },
      {
        to: 'maria@example.com',
        subject: `Aviso da ${demo.company.name}`,
        html: `<p>Olá, &lt;b&gt;Maria&lt;/b&gt;! A ${demo.company.name} convoca você.</p>`,
        text: `Olá, <b>Maria</b>! A ${demo.company.name} convoca você.`,
      },
    ]);

    const done = await call('GET', `/api/communications/${communication.id}`, undefined, OBSERVER);
    expect(done.statusCode, done.body).toBe(200);
    const after = done.json<{ communication: Communication }>().communication;
    expect(after).toMatchObject({
      status: 'sent',
      deliveries: { queued: 0, sent: 2, failed: 0, unconfirmed: 0 },
    });
    expect(after.sentAt).not.toBeNull();
    const delivered = await recipients(communication.id, '?delivery=sent');
    expect(delivered.recipients.map((recipient) => recipient.delivery?.status)).toEqual(['sent', 'sent']);
    expect((await recipients(communication.id, '?delivery=none')).pagination.total).toBe(0);
    expect((await recipients(communication.id, '?search=maria')).recipients.map((r) => r.line)).toEqual([6]);

    // The template stays while the communication names it.
    const refused = await call('DELETE', `/api/templates/${notice.id}`);
    expectProblem(refused, 'template_in_use', 409);
    expect(refused.json().errors).toEqual([
      {
        field: 'templateId',
        code: 'template_in_use',
        params: { communicationId: communication.id, title: 'Convocação AGE', status: 'sent' },
      },
    ]);
  });

  it('fills a parameterizable template from the spreadsheet, column by placeholder, and refuses empty values by line', async () => {
    const payment = await template(
      'Pagamento',
      '<p>{{nome}}, a assembleia {{votacao}} recebe votos até {{prazo}}.</p>',
    );
    // Not parameterizable, it cannot fill {{votacao}} nor {{prazo}} (a voting's invitation fills them).
    const refused = await call('POST', '/api/communications', {
      name: 'Rendimentos',
      purpose: 'legal_notice',
      channel: 'email',
      templateId: payment.id,
      parameterizable: false,
    });
    expectProblem(refused, 'unprocessable', 422);
    expect(refused.json().errors).toEqual([
      { field: 'templateId', code: 'placeholder_unavailable', params: { name: 'votacao' } },
      { field: 'templateId', code: 'placeholder_unavailable', params: { name: 'prazo' } },
    ]);
    const communication = await draft(payment.id, true, 'Rendimentos');

    // A column missing: nothing is read, nothing changes.
    const missing = await upload(
      communication.id,
      'nome,email,votacao\r\nAna,ana@example.com,"AGE FII Alfa, 2ª"\r\n',
    );
    expectProblem(missing, 'unprocessable', 422);
    expect(missing.json().errors).toEqual([
      { field: 'columns/parameters/prazo', code: 'required', params: { name: 'prazo' } },
    ]);
    expect((await recipients(communication.id)).pagination.total).toBe(0);

    const uploaded = await upload(
      communication.id,
      [
        'nome;email;Votação;PRAZO',
        'Ana;ana@example.com;AGE FII Alfa;15/12/2026',
        'Bia;bia@example.com;;15/12/2026',
        '',
      ].join('\n'),
    );
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    expect(uploaded.json<{ recipientUpload: CommunicationRecipientUpload }>().recipientUpload).toMatchObject({
      accepted: 1,
      refused: 1,
      columns: { parameters: { nome: 'nome', votacao: 'Votação', prazo: 'PRAZO' } },
      issues: [{ line: 3, field: 'parameters/votacao', code: 'parameter_empty' }],
    });
    expect((await recipients(communication.id)).recipients[0]!.parameters).toEqual({
      nome: 'Ana',
      votacao: 'AGE FII Alfa',
      prazo: '15/12/2026',
    });

    // Changing the template of a parameterizable draft drops the recipients read for the other one.
    const other = await template('Outro pagamento', '<p>{{nome}}: {{link}}.</p>');
    const changed = await call('PUT', `/api/communications/${communication.id}`, {
      name: 'Rendimentos',
      purpose: 'legal_notice',
      channel: 'email',
      templateId: other.id,
      parameterizable: true,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<{ communication: Communication }>().communication.recipients).toBe(0);

    await upload(
      communication.id,
      'nome;email;link\r\nAna;ana@example.com;https://fii.example.com/a?x=1&y=2\r\n',
    );
    // The preview of a row is the message that row gets; a recipient is only reached through its communication.
    const [ana] = (await recipients(communication.id)).recipients;
    const previewed = await call(
      'GET',
      `/api/communications/${communication.id}/recipients/${ana!.id}/preview`,
    );
    expect(previewed.statusCode, previewed.body).toBe(200);
    const { preview } = previewed.json<{ preview: CommunicationMessagePreview }>();
    const elsewhere = await draft(other.id, true, 'Outra');
    expectProblem(
      await call('GET', `/api/communications/${elsewhere.id}/recipients/${ana!.id}/preview`),
      'not_found',
      404,
    );

    expect((await call('POST', `/api/communications/${communication.id}/send`)).statusCode).toBe(200);
    api.mailer.reset();
    await runJobs();
    expect(api.mailer.sent.map(({ to, html }) => ({ to, html }))).toEqual([
      { to: 'ana@example.com', html: '<p>Ana: https://fii.example.com/a?x=1&amp;y=2.</p>' },
    ]);
    expect(preview).toEqual({
      subject: api.mailer.sent[0]!.subject,
      html: api.mailer.sent[0]!.html,
      text: api.mailer.sent[0]!.text,
      whatsapp: null,
    });
  });

  it("fills a template's own placeholders (a spreadsheet's columns) only in a parameterizable communication", async () => {
    const income = await template(
      'Rendimentos do mês',
      '<p>{{nome}}, o rendimento de {{valor_rendimento}} por cota será pago em {{data_pagamento}}.</p>',
    );
    const refused = await call('POST', '/api/communications', {
      name: 'Sem planilha',
      purpose: 'legal_notice',
      channel: 'email',
      templateId: income.id,
      parameterizable: false,
    });
    expectProblem(refused, 'unprocessable', 422);
    expect(refused.json().errors).toEqual([
      { field: 'templateId', code: 'placeholder_unavailable', params: { name: 'valor_rendimento' } },
      { field: 'templateId', code: 'placeholder_unavailable', params: { name: 'data_pagamento' } },
    ]);
    const communication = await draft(income.id, true, 'Rendimentos de novembro');
    // Headers are matched as the operator writes them: 'Valor Rendimento' is {{valor_rendimento}}.
    const uploaded = await upload(
      communication.id,
      'Nome;E-mail;Valor Rendimento;Data pagamento\r\nAna;ana@example.com;R$ 0,85;15/12/2026\r\n',
    );
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    expect(uploaded.json<{ recipientUpload: CommunicationRecipientUpload }>().recipientUpload).toMatchObject({
      accepted: 1,
      columns: { parameters: { valor_rendimento: 'Valor Rendimento', data_pagamento: 'Data pagamento' } },
    });
    expect((await call('POST', `/api/communications/${communication.id}/send`)).statusCode).toBe(200);
    api.mailer.reset();
    await runJobs();
    expect(api.mailer.sent.map(({ to, html }) => ({ to, html }))).toEqual([
      {
        to: 'ana@example.com',
        html: '<p>Ana, o rendimento de R$ 0,85 por cota será pago em 15/12/2026.</p>',
      },
    ]);
  });

  it('refuses a template of another channel or kind, a file that is not text, and keeps deleted drafts gone', async () => {
    const whatsapp = await template('No WhatsApp', 'Olá, {{nome}}!', 'whatsapp');
    const wrongChannel = await call('POST', '/api/communications', {
      name: 'Pelo canal errado',
      purpose: 'legal_notice',
      channel: 'email',
      templateId: whatsapp.id,
      parameterizable: false,
    });
    expectProblem(wrongChannel, 'unprocessable', 422);
    expect(wrongChannel.json().errors).toEqual([
      { field: 'templateId', code: 'template_channel', params: { channel: 'email' } },
    ]);

    const notice = await template('Aviso simples', '<p>Olá, {{nome}}.</p>');
    const communication = await draft(notice.id, false, 'Rascunho descartado');
    // A NUL or another control character in a cell refuses its row (PostgreSQL cannot hold NUL), never a 500.
    const control = await upload(
      communication.id,
      'nome;email\r\nAna\u0000;ana@example.com\r\nBia;bia@example.com\r\n',
    );
    expect(control.statusCode, control.body).toBe(200);
    expect(control.json<{ recipientUpload: CommunicationRecipientUpload }>().recipientUpload).toMatchObject({
      accepted: 1,
      issues: [{ line: 2, field: 'name', code: 'name_invalid' }],
    });
    const binary = await upload(
      communication.id,
      Buffer.from([0x50, 0x4b, 0x03, 0x04, 0, 0, 0, 0]),
      'planilha.xlsx',
    );
    expectProblem(binary, 'unprocessable', 422);
    expect((await recipients(communication.id)).pagination.total).toBe(1);

    const list = await call('GET', '/api/communications?search=descartado&status=draft');
    expect(list.json<{ communications: Communication[] }>().communications.map((c) => c.id)).toEqual([
      communication.id,
    ]);
    expect((await call('DELETE', `/api/communications/${communication.id}`)).statusCode).toBe(204);
    expectProblem(await call('GET', `/api/communications/${communication.id}`), 'not_found', 404);
  });

  /** A sent draft of `count` recipients (pessoa1…@exemplo.com.br); answers its id and its send's job id. */
  async function sentTo(count: number, name: string) {
    const notice = await template(`Aviso ${name}`, '<p>Olá, {{nome}}.</p>');
    const communication = await draft(notice.id, false, name);
    const rows = Array.from({ length: count }, (_, n) => `Pessoa ${n + 1};pessoa${n + 1}@exemplo.com.br`);
    expect((await upload(communication.id, ['nome;email', ...rows, ''].join('\r\n'))).statusCode).toBe(200);
    expect((await call('POST', `/api/communications/${communication.id}/send`)).statusCode).toBe(200);
    const { rows: sends } = await sql<{ job_id: string }>`
      select job_id from communication_sends where communication_id = ${communication.id}`.execute(
      api.database.db,
    );
    return { id: communication.id, jobId: sends[0]!.job_id };
  }

  const communicationOf = async (id: string) =>
    (await call('GET', `/api/communications/${id}`)).json<{ communication: Communication }>().communication;

  it('after a crash mid-send, the takeover sends what was not recorded under the same Message-IDs: one message per mailbox', async () => {
    const { id, jobId } = await sentTo(6, 'Envio interrompido');
    // Runner A "dies" during its third SMTP call (the call never returns; its lease is not renewed).
    const crashed = memoryMailer();
    let release: () => void = () => {};
    crashed.beforeSend = (_mail, attempt) =>
      attempt === 3 ? new Promise<void>((resolve) => (release = resolve)) : undefined;
    const runnerA = createJobRunner({ database: api.database, mailer: crashed, renewEveryMs: 0 });
    const runningA = runnerA.runOnce();
    const deadline = Date.now() + 10_000;
    while (crashed.attempts.length < 6 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
    expect((await communicationOf(id)).status).toBe('sending');

    await expireLease(api.database, jobId);
    const resumed = memoryMailer();
    await runJobsUntilIdle({ database: api.database, mailer: resumed });
    release();
    await runningA;

    // Every copy that reached a server, kept once per Message-ID as a mailbox does: each person has one message.
    const copies = [...crashed.sent, ...resumed.sent];
    const mailboxes = new Map<string, Set<string>>();
    for (const mail of copies)
      mailboxes.set(mail.to, (mailboxes.get(mail.to) ?? new Set()).add(mail.messageId!));
    expect([...mailboxes.keys()].sort()).toEqual(
      Array.from({ length: 6 }, (_, n) => `pessoa${n + 1}@exemplo.com.br`).sort(),
    );
    expect([...mailboxes.values()].map((ids) => ids.size)).toEqual([1, 1, 1, 1, 1, 1]);
    expect(await communicationOf(id)).toMatchObject({
      status: 'sent',
      deliveries: { queued: 0, sent: 6, failed: 0, unconfirmed: 0 },
    });
  });

  it('records a refused address with the server’s reason, and ends failed only when no message could go', async () => {
    const some = await sentTo(3, 'Um endereço recusado');
    api.mailer.reset();
    api.mailer.failAddress('pessoa2@exemplo.com.br', 'permanent');
    await runJobs();
    expect(await communicationOf(some.id)).toMatchObject({
      status: 'sent',
      deliveries: { queued: 0, sent: 2, failed: 1 },
    });
    const [failed] = (await recipients(some.id, '?delivery=failed')).recipients;
    expect(failed).toMatchObject({ line: 3, email: 'pessoa2@exemplo.com.br' });
    expect(failed!.delivery!.error).toMatch(/550/);

    // The export: one line per recipient with their latest delivery, as the table shows them.
    const exported = await call('GET', `/api/communications/${some.id}/deliveries.csv`);
    expect(exported.statusCode, exported.body).toBe(200);
    expect(exported.headers['content-type']).toMatch(/^text\/csv/);
    expect(exported.headers['content-disposition']).toContain('entregas-um-endereco-recusado.csv');
    const lines = exported.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Linha;Nome;E-mail;Telefone;Canal;Entrega;Confirmação;Enviada em;Atualizada em;Motivo',
    );
    expect(lines.slice(1).map((line) => line.split(';').slice(0, 7))).toEqual([
      ['2', 'Pessoa 1', 'pessoa1@exemplo.com.br', '', 'E-mail', 'Enviada', ''],
      ['3', 'Pessoa 2', 'pessoa2@exemplo.com.br', '', 'E-mail', 'Falhou', ''],
      ['4', 'Pessoa 3', 'pessoa3@exemplo.com.br', '', 'E-mail', 'Enviada', ''],
    ]);
    expect(lines[2]).toMatch(/;550 /);
    expect(lines[1]).toMatch(/;\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d-03:00;/);

    const none = await sentTo(2, 'Todos recusados');
    api.mailer.reset();
    for (const n of [1, 2]) api.mailer.failAddress(`pessoa${n}@exemplo.com.br`, 'permanent');
    await runJobs();
    expect(await communicationOf(none.id)).toMatchObject({
      status: 'failed',
      deliveries: { sent: 0, failed: 2 },
    });
    api.mailer.reset();
  });

  it('exports every recipient once, in spreadsheet order, past a page of the export', async () => {
    const notice = await template('Aviso exportado', '<p>Olá, {{nome}}.</p>');
    const communication = await draft(notice.id, false, 'Exportação grande');
    const rows = Array.from({ length: 2_345 }, (_, n) => `Pessoa ${n + 1};p${n + 1}@exemplo.com.br`);
    expect((await upload(communication.id, ['nome;email', ...rows, ''].join('\r\n'))).statusCode).toBe(200);
    const exported = await call('GET', `/api/communications/${communication.id}/deliveries.csv`);
    expect(exported.statusCode).toBe(200);
    const lines = exported.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n')
      .slice(1);
    expect(lines).toHaveLength(2_345);
    expect(lines.map((line) => Number(line.split(';')[0]))).toEqual(rows.map((_, n) => n + 2));
    expect(lines[0]).toBe('2;Pessoa 1;p1@exemplo.com.br;;;Não enviada;;;;');
  });

  it('takes a voting’s voters as recipients — all, or only those yet to vote — and refuses what it cannot fill', async () => {
    const scope = { companyId: demo.company.id, workspaceId: demo.saoPaulo.id };
    const { votingId, itemIds } = await insertVotingRow(api.database, scope, {
      status: 'open',
      title: 'AGE FII Comunicado',
    });
    const voter = (name: string, email: string, voided = false) =>
      insertVoterRow(api.database, { ...scope, votingId }, { name, email, voided });
    const ana = await voter('Ana Votante', 'ana@votante.com.br');
    await voter('Bia Pendente', 'bia@votante.com.br');
    await voter('Caio Anulado', 'caio@votante.com.br', true);
    await voter('Duda Repetida', 'ANA@votante.com.br');
    // Ana voted on every item.
    await insertApprovalBallot(api.database, { ...scope, votingId }, ana, itemIds);
    const notice = await template('Aviso aos votantes', '<p>Olá, {{nome}}.</p>');
    const communication = await draft(notice.id, false, 'Aviso aos votantes');
    const fromVoting = (voters: 'all' | 'pending', id = votingId, target = communication.id) =>
      call('POST', `/api/communications/${target}/recipients/from-voting`, { votingId: id, voters });
    const names = async () => (await recipients(communication.id)).recipients.map((r) => r.name);

    // All the active voters, in name order; the same mailbox twice is taken once.
    const all = await fromVoting('all');
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json<{ recipientUpload: CommunicationRecipientUpload }>().recipientUpload).toMatchObject({
      fileName: 'AGE FII Comunicado',
      accepted: 2,
      refused: 1,
      issues: [{ line: 3, field: 'email', code: 'duplicate_contact' }],
    });
    expect(await names()).toEqual(['Ana Votante', 'Bia Pendente']);

    // Only those yet to vote: Ana is out, so the other voter with her mailbox is in.
    expect((await fromVoting('pending')).statusCode).toBe(200);
    expect(await names()).toEqual(['Bia Pendente', 'Duda Repetida']);

    // Another workspace's voting is not there; a parameterizable communication takes a spreadsheet.
    const rio = await insertVotingRow(api.database, { companyId: demo.company.id, workspaceId: demo.rio.id });
    const elsewhere = await fromVoting('all', rio.votingId);
    expectProblem(elsewhere, 'unprocessable', 422);
    expect(elsewhere.json().errors).toEqual([{ field: 'votingId', code: 'not_found' }]);
    const payment = await template('Rendimento por cotista', '<p>{{nome}}: vence em {{prazo}}.</p>');
    const parameterizable = await draft(payment.id, true, 'Rendimentos');
    const refused = await fromVoting('all', votingId, parameterizable.id);
    expectProblem(refused, 'unprocessable', 422);
    expect(refused.json().errors).toEqual([{ field: 'votingId', code: 'parameterizable' }]);
    expect(await names()).toEqual(['Bia Pendente', 'Duda Repetida']);
  });

  it('takes a batch voting’s holders as recipients — each holder of several funds once — all or those yet to vote', async () => {
    const scope = { companyId: demo.company.id, workspaceId: demo.saoPaulo.id };
    const batch = await withTenant(api.database.db, scope.companyId, (trx) =>
      trx
        .insertInto('voting_batches')
        .values({
          company_id: scope.companyId,
          workspace_id: scope.workspaceId,
          kind: 'standard',
          title: 'Contas 2026 dos FII',
          items: JSON.stringify([]),
          ballot_template_id: null,
          opens_at: null,
          deadline: new Date(Date.now() + 7 * 86_400_000),
        })
        .returning('id')
        .executeTakeFirstOrThrow(),
    );
    const fund = async (title: string, cnpj: string) => {
      const row = await insertVotingRow(api.database, scope, { status: 'open', title });
      await withTenant(api.database.db, scope.companyId, (trx) =>
        trx
          .updateTable('votings')
          .set({ batch_id: batch.id, fund_name: title, fund_tax_id: cnpj })
          .where('id', '=', row.votingId)
          .execute(),
      );
      return row;
    };
    const alfa = await fund('FII Alfa', cnpjOf(1));
    const beta = await fund('FII Beta', cnpjOf(2));
    const holder = (votingId: string, name: string, taxId: string, email: string) =>
      insertVoterRow(api.database, { ...scope, votingId }, { name, taxId, email });
    // Ana holds both funds and voted in Alfa only; Bia holds Beta and voted; Caio holds Alfa and has not voted.
    const anaAlfa = await holder(alfa.votingId, 'Ana Cotista', cpfOf(101), 'ana@cotista.com.br');
    await holder(beta.votingId, 'Ana Cotista', cpfOf(101), 'ana@cotista.com.br');
    const bia = await holder(beta.votingId, 'Bia Cotista', cpfOf(102), 'bia@cotista.com.br');
    await holder(alfa.votingId, 'Caio Cotista', cpfOf(103), 'caio@cotista.com.br');
    await insertApprovalBallot(api.database, { ...scope, votingId: alfa.votingId }, anaAlfa, alfa.itemIds);
    await insertApprovalBallot(api.database, { ...scope, votingId: beta.votingId }, bia, beta.itemIds);

    const notice = await template('Aviso aos cotistas do lote', '<p>Olá, {{nome}}.</p>');
    const communication = await draft(notice.id, false, 'Aviso do lote');
    const fromBatch = (voters: 'all' | 'pending', batchId = batch.id) =>
      call('POST', `/api/communications/${communication.id}/recipients/from-batch`, { batchId, voters });
    const names = async () => (await recipients(communication.id)).recipients.map((r) => r.name);

    const all = await fromBatch('all');
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json<{ recipientUpload: CommunicationRecipientUpload }>().recipientUpload).toMatchObject({
      fileName: 'Contas 2026 dos FII',
      accepted: 3,
      refused: 0,
    });
    expect(await names()).toEqual(['Ana Cotista', 'Bia Cotista', 'Caio Cotista']);
    // Pending: Ana has yet to vote in Beta, Caio in Alfa; Bia voted in her only fund.
    expect((await fromBatch('pending')).statusCode).toBe(200);
    expect(await names()).toEqual(['Ana Cotista', 'Caio Cotista']);
    // A batch that is not the workspace's is not there.
    const elsewhere = await fromBatch('all', '7e1d0c0a-0000-4000-8000-00000000dead');
    expectProblem(elsewhere, 'unprocessable', 422);
    expect(elsewhere.json().errors).toEqual([{ field: 'batchId', code: 'not_found' }]);
  });

  it('schedules a draft for later: it goes at its time, unless it was taken back to draft or cancelled', async () => {
    const notice = await template('Aviso agendado', '<p>Olá, {{nome}}.</p>');
    const schedule = (id: string, sendAt: Date) =>
      call('POST', `/api/communications/${id}/schedule`, { sendAt: sendAt.toISOString() });
    const inAnHour = new Date(Date.now() + 60 * 60_000);
    const withRecipients = async (name: string) => {
      const communication = await draft(notice.id, false, name);
      const rows = [
        'nome;email',
        `Ana;ana.${name.length}@agendada.com.br`,
        `Bia;bia.${name.length}@agendada.com.br`,
      ];
      expect((await upload(communication.id, [...rows, ''].join('\r\n'))).statusCode).toBe(200);
      return communication;
    };
    /** The communication's time has come: its time and its jobs' are moved to now. */
    const timeComes = async (id: string) => {
      await sql`update communications set scheduled_at = now() - interval '1 second'
        where id = ${id} and scheduled_at is not null`.execute(api.database.db);
      await sql`update jobs set run_after = now()
        where kind = 'communication-scheduled' and payload->>'communicationId' = ${id}`.execute(
        api.database.db,
      );
    };

    // Without recipients, or too soon, or too far: refused, nothing changes.
    const empty = await draft(notice.id, false, 'Sem destinatários');
    const noRecipients = await schedule(empty.id, inAnHour);
    expectProblem(noRecipients, 'unprocessable', 422);
    expect(noRecipients.json().errors).toEqual([{ field: 'recipients', code: 'required' }]);
    const later = await withRecipients('Agendada para daqui a uma hora');
    const soon = await schedule(later.id, new Date(Date.now() + 60_000));
    expect(soon.json().errors).toEqual([{ field: 'sendAt', code: 'too_soon' }]);
    const far = await schedule(later.id, new Date(Date.now() + 400 * 24 * 60 * 60_000));
    expect(far.json().errors).toEqual([{ field: 'sendAt', code: 'too_far' }]);

    const scheduled = await schedule(later.id, inAnHour);
    expect(scheduled.statusCode, scheduled.body).toBe(200);
    expect(scheduled.json<{ communication: Communication }>().communication).toMatchObject({
      status: 'scheduled',
      scheduledAt: inAnHour.toISOString(),
    });
    // Scheduled, its recipients are fixed; before its time nothing goes.
    expectProblem(
      await upload(later.id, 'nome;email\r\nCaio;caio@agendada.com.br\r\n'),
      'invalid_state',
      409,
    );
    api.mailer.reset();
    await runJobs();
    expect(api.mailer.sent).toEqual([]);
    await timeComes(later.id);
    await runJobs();
    expect(api.mailer.sent.map(({ to }) => to).sort()).toEqual([
      'ana.30@agendada.com.br',
      'bia.30@agendada.com.br',
    ]);
    expect(await communicationOf(later.id)).toMatchObject({
      status: 'sent',
      scheduledAt: null,
      deliveries: { sent: 2 },
    });

    // Taken back to draft before its time: its job wakes and sends nothing.
    const takenBack = await withRecipients('Volta para rascunho');
    expect((await schedule(takenBack.id, inAnHour)).statusCode).toBe(200);
    const unscheduled = await call('POST', `/api/communications/${takenBack.id}/unschedule`);
    expect(unscheduled.json<{ communication: Communication }>().communication).toMatchObject({
      status: 'draft',
      scheduledAt: null,
    });
    // Cancelled: it never goes, and stays cancelled.
    const cancelled = await withRecipients('Cancelada');
    expect((await schedule(cancelled.id, inAnHour)).statusCode).toBe(200);
    const cancel = await call('POST', `/api/communications/${cancelled.id}/cancel`);
    expect(cancel.json<{ communication: Communication }>().communication.status).toBe('cancelled');
    expectProblem(await call('POST', `/api/communications/${cancelled.id}/cancel`), 'invalid_state', 409);
    expectProblem(await call('POST', `/api/communications/${cancelled.id}/send`), 'invalid_state', 409);
    api.mailer.reset();
    await sql`update jobs set run_after = now() where kind = 'communication-scheduled'`.execute(
      api.database.db,
    );
    await runJobs();
    expect(api.mailer.sent).toEqual([]);
    expect((await communicationOf(takenBack.id)).status).toBe('draft');
    expect((await communicationOf(cancelled.id)).status).toBe('cancelled');
  });

  it('resends to the failed only: one more message to each of them, none to the others, and counts each person once', async () => {
    const some = await sentTo(3, 'Reenvio aos que falharam');
    // While its first send goes, there is no resending (409).
    expectProblem(
      await call('POST', `/api/communications/${some.id}/resend`, { scope: 'failed' }),
      'invalid_state',
      409,
    );
    api.mailer.reset();
    api.mailer.failAddress('pessoa2@exemplo.com.br', 'permanent');
    await runJobs();
    api.mailer.reset();

    const resent = await call('POST', `/api/communications/${some.id}/resend`, { scope: 'failed' });
    expect(resent.statusCode, resent.body).toBe(200);
    expect(resent.json<{ communication: Communication }>().communication).toMatchObject({
      status: 'sending',
      deliveries: { queued: 1, sent: 2, failed: 0 },
    });
    // Asked again while the resend goes: refused the same way, so nobody can be queued twice.
    const again = await call('POST', `/api/communications/${some.id}/resend`, { scope: 'failed' });
    expectProblem(again, 'invalid_state', 409);
    await runJobs();
    expect(api.mailer.sent.map(({ to }) => to)).toEqual(['pessoa2@exemplo.com.br']);
    expect(await communicationOf(some.id)).toMatchObject({
      status: 'sent',
      deliveries: { queued: 0, sent: 3, failed: 0, unconfirmed: 0 },
    });
    expect((await recipients(some.id, '?delivery=failed')).pagination.total).toBe(0);

    // Everyone has it now: a resend finds nobody.
    const nobody = await call('POST', `/api/communications/${some.id}/resend`, { scope: 'undelivered' });
    expectProblem(nobody, 'unprocessable', 422);
    expect(nobody.json().errors).toEqual([{ field: 'scope', code: 'nothing_to_resend' }]);
  });

  it('is closed to a company without the communication feature, whatever the role', async () => {
    const setFeature = (on: boolean) =>
      withTenant(api.database.db, demo.company.id, (trx) =>
        trx.updateTable('companies').set({ feature_communication: on }).execute(),
      );
    await setFeature(false);
    try {
      expectProblem(await call('GET', '/api/communications'), 'feature_disabled', 403);
    } finally {
      await setFeature(true);
    }
    expect((await call('GET', '/api/communications')).statusCode).toBe(200);
  });
});
