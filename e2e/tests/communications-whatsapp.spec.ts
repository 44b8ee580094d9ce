import type { APIRequestContext } from '@playwright/test';
import type { components } from '../../packages/api-client/src/generated/schema';
import { expect, test } from '../support/test';
import { sinkMessages } from '../support/mail';
import { operatorApi } from '../support/operator-api';
import { simMessages, simReply } from '../support/whatsapp';

// Issue 20, communications by WhatsApp against the real server, job runner, SMTP sink and the dev stack's Cloud API
// simulator, whose signed status webhooks come back to the API: an OPERATOR makes a parameterizable communication on
// "WhatsApp, com e-mail se falhar" from the demo's WhatsApp template, uploads 500 people with two bad rows (seen by
// line), previews row 2 and another, sends it. The simulator gets exactly one message per person, the sink exactly
// one fallback e-mail per failed message with an address; the detail shows delivered, read and failed from the
// webhooks; "resend to the failed" tries only those again. Then a "SAIR" reply stops the next marketing message to
// that person, but not a legal notice. The simulator's outcome is the number's last digit: 0 fails, 1 is delivered,
// 2 is read at once, any other is delivered then read.

type Communication = components['schemas']['Communication'];
type MessageTemplate = components['schemas']['MessageTemplate'];

const PEOPLE = 500;
const TEMPLATE = 'Lembrete de votação (WhatsApp)';

test('WhatsApp with e-mail behind it: one message per person, the webhooks on the screen, the fallback, a resend to the failed, and "SAIR"', async ({
  page,
}) => {
  test.setTimeout(300_000);
  // Numbers of this run only (the simulator keeps every message): +55 11 9 RRRR IIII, the last digit the outcome.
  const run = String(Date.now()).slice(-4);
  const phone = (i: number) => `+55119${run}${String(i).padStart(4, '0')}`;
  const email = (i: number) => `pessoa${i}.${run}@exemplo.com.br`;
  // Half the failing numbers have no e-mail: they stay failed, for the resend.
  const hasEmail = (i: number) => i % 20 !== 0;
  const rows = Array.from(
    { length: PEOPLE },
    (_, i) =>
      `Pessoa ${i};${phone(i)};${hasEmail(i) ? email(i) : ''};AGE FII ${i};31/12/2026 18:00;https://x.example/${i}`,
  );
  const csv = [
    'nome;celular;email;votacao;prazo;link',
    ...rows.slice(0, 3),
    `Número curto;12345;curto.${run}@exemplo.com.br;AGE;31/12/2026 18:00;https://x.example/c`,
    `Sem votação;${phone(9_999)};sem.${run}@exemplo.com.br;;31/12/2026 18:00;https://x.example/s`,
    ...rows.slice(3),
  ].join('\r\n');
  const failing = Array.from({ length: PEOPLE }, (_, i) => i).filter((i) => i % 10 === 0);
  const fallback = failing.filter(hasEmail);
  const staysFailed = failing.filter((i) => !hasEmail(i));

  const api = await operatorApi(page);
  await page.goto('/communication/new-communication-parameterizable');
  await page.getByRole('textbox', { name: /Nome da comunicação/ }).fill(`Lembrete WhatsApp ${run}`);
  // By the label, as a person clicks (the radio's own input sits under its drawn circle).
  await page.getByText('WhatsApp, com e-mail se falhar', { exact: true }).click();
  await page.getByText('Aviso legal', { exact: true }).click();
  await expect(page.getByRole('radio', { name: 'WhatsApp, com e-mail se falhar' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Aviso legal' })).toBeChecked();
  await page.getByRole('combobox', { name: /Modelo de mensagem/ }).selectOption({ label: TEMPLATE });
  await page.getByRole('button', { name: 'Criar rascunho' }).click();
  await expect(page).toHaveURL(/\/communication\/[0-9a-f-]{36}$/);

  // The spreadsheet: 500 taken, the short number and the empty placeholder refused by line.
  await page.locator('input[type="file"]').setInputFiles({
    name: 'cotistas.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`\uFEFF${csv}\r\n`),
  });
  await expect(page.getByText(`500 destinatários lidos de cotistas.csv. 2 linhas recusadas`)).toBeVisible();
  const refused = page.getByRole('table', { name: 'Linhas recusadas' });
  await expect(refused.getByRole('row')).toHaveCount(3);
  await expect(refused.getByRole('row').nth(1)).toContainText('Telefone inválido');
  await expect(refused.getByRole('row').nth(2)).toContainText('votacao');

  // Row 2's message as the person reads it, then another row's.
  const bubble = page.getByRole('group', { name: 'Mensagem de WhatsApp' });
  await expect(page.getByText('Como a linha 2 (Pessoa 0) vai receber.')).toBeVisible();
  await expect(bubble).toContainText('AGE FII 0');
  await page.getByRole('button', { name: 'Ver mensagem de Pessoa 2' }).click();
  await expect(page.getByText('Como a linha 4 (Pessoa 2) vai receber.')).toBeVisible();
  await expect(bubble).toContainText('AGE FII 2');

  // Sending says how many, then the webhooks' reports fill the counts.
  await page.getByRole('button', { name: 'Enviar agora' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Enviar a comunicação?' });
  await expect(confirm).toContainText('500 destinatários recebem a mensagem agora');
  await confirm.getByRole('button', { name: 'Enviar', exact: true }).click();
  // The server's counts once every webhook is in (the screen re-reads only while sending); then the screen's.
  const id = page.url().split('/').at(-1)!;
  await expect
    .poll(async () => (await communicationOf(api.request, api.token, id)).deliveries, { timeout: 150_000 })
    .toEqual({
      queued: 0,
      sent: PEOPLE - staysFailed.length,
      failed: staysFailed.length,
      unconfirmed: 0,
      // Delivered: the 450 that did not fail (read ones included); read: those ending in 2 to 9.
      delivered: 450,
      read: 400,
    });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 }).locator('..')).toContainText('Enviada');
  const summary = page.getByRole('region', { name: 'Entregas' });
  const count = (label: string) => summary.getByText(label, { exact: true }).locator('..');
  await expect(count('Entregues')).toContainText('450');
  await expect(count('Lidas')).toContainText('400');
  await expect(count('Falharam')).toContainText(String(staysFailed.length));

  // Exactly one WhatsApp message per person; exactly one e-mail per failed message with an address, none else.
  const ours = (await simMessages()).filter((message) => message.to.startsWith(`55119${run}`));
  const perPerson = new Map<string, number>();
  for (const message of ours) perPerson.set(message.to, (perPerson.get(message.to) ?? 0) + 1);
  expect(perPerson.size).toBe(PEOPLE);
  expect([...perPerson.values()].every((n) => n === 1)).toBe(true);
  expect(ours.find((message) => message.to === phone(7).slice(1))?.parameters).toContain('AGE FII 7');
  for (const i of fallback) expect(await sinkMessages(email(i)), email(i)).toHaveLength(1);
  expect(await sinkMessages(email(7))).toHaveLength(0);

  // A read message's timeline, from the webhooks.
  await page.getByRole('searchbox', { name: /Buscar destinatário/ }).fill(email(7));
  const table = page.getByRole('table', { name: 'Destinatários' });
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('row').nth(1)).toContainText('Pessoa 7');
  await table.getByRole('button', { name: /Histórico/ }).click();
  const timeline = page.getByRole('dialog', { name: 'Histórico da entrega a Pessoa 7' });
  await expect(timeline).toContainText('Entregue');
  await expect(timeline).toContainText('Lida');
  await page.keyboard.press('Escape');
  await page.getByRole('searchbox', { name: /Buscar destinatário/ }).fill('');

  // Resend to the failed: only those without an e-mail (still failed) get a second WhatsApp message.
  await page.getByRole('button', { name: 'Reenviar às falhas' }).click();
  const resend = page.getByRole('alertdialog', { name: 'Reenviar aos que falharam?' });
  await expect(resend).toContainText(`${staysFailed.length} destinatários recebem a mensagem de novo`);
  await resend.getByRole('button', { name: 'Reenviar', exact: true }).click();
  await expect(resend).toBeHidden();
  await expect
    .poll(
      async () => (await simMessages()).filter((message) => message.to.startsWith(`55119${run}`)).length,
      { timeout: 90_000 },
    )
    .toBe(PEOPLE + staysFailed.length);
  const again = (await simMessages()).filter((message) => message.to.startsWith(`55119${run}`));
  for (const i of staysFailed) expect(again.filter((m) => m.to === phone(i).slice(1))).toHaveLength(2);
  expect(again.filter((m) => m.to === phone(7).slice(1))).toHaveLength(1);

  // "SAIR": the person's next marketing message does not go; a legal notice still does.
  const quitter = `+55119${run}9001`;
  const stayer = `+55119${run}9003`;
  await simReply(quitter, 'SAIR');
  const template = await whatsappTemplate(api.request, api.token);
  const people = `nome;celular;votacao;prazo;link\r\nSaiu;${quitter};AGE;31/12/2026 18:00;https://x.example/q\r\nFicou;${stayer};AGE;31/12/2026 18:00;https://x.example/f\r\n`;
  const marketing = await draftWith(api.request, api.token, template.id, 'marketing', people);
  // Before sending, the screen's count already leaves the person out (the opt-out is the server's).
  await expect
    .poll(
      async () => (await communicationOf(api.request, api.token, marketing.id)).whatsappWindows?.[0]?.people,
      {
        timeout: 30_000,
      },
    )
    .toBe(1);
  await sendNow(api.request, api.token, marketing.id);
  await expect
    .poll(async () => (await simMessages()).filter((m) => m.to === stayer.slice(1)).length, {
      timeout: 60_000,
    })
    .toBe(1);
  expect((await simMessages()).filter((m) => m.to === quitter.slice(1))).toHaveLength(0);
  // (The pair rate: the same person again only after a few seconds — Meta's, which the simulator keeps.)
  const legal = await draftWith(api.request, api.token, template.id, 'legal_notice', people);
  await sendNow(api.request, api.token, legal.id);
  await expect
    .poll(async () => (await simMessages()).filter((m) => m.to === quitter.slice(1)).length, {
      timeout: 60_000,
    })
    .toBe(1);
});

async function apiCall<T>(
  request: APIRequestContext,
  token: string,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  body?: unknown,
  contentType?: string,
): Promise<T> {
  const response = await request.fetch(`/api${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(contentType ? { 'content-type': contentType } : {}) },
    ...(body === undefined ? {} : { data: body }),
  });
  const text = await response.text();
  expect(response.ok(), `${method} ${path} → ${response.status()} ${text}`).toBe(true);
  return (text ? JSON.parse(text) : undefined) as T;
}

async function whatsappTemplate(request: APIRequestContext, token: string): Promise<MessageTemplate> {
  const { templates } = await apiCall<{ templates: MessageTemplate[] }>(
    request,
    token,
    'GET',
    '/templates?limit=100',
  );
  const found = templates.find((template) => template.name === TEMPLATE);
  if (!found) throw new Error(`no demo template ${TEMPLATE}`);
  return found;
}

async function draftWith(
  request: APIRequestContext,
  token: string,
  templateId: string,
  purpose: 'marketing' | 'legal_notice',
  csv: string,
): Promise<Communication> {
  const { communication } = await apiCall<{ communication: Communication }>(
    request,
    token,
    'POST',
    '/communications',
    {
      name: `${purpose} ${Date.now()}`,
      purpose,
      channel: 'whatsapp',
      templateId,
      parameterizable: true,
    },
  );
  await apiCall(
    request,
    token,
    'PUT',
    `/communications/${communication.id}/recipients?fileName=pessoas.csv`,
    Buffer.from(csv),
    'text/csv',
  );
  return communication;
}

const communicationOf = async (request: APIRequestContext, token: string, id: string) =>
  (await apiCall<{ communication: Communication }>(request, token, 'GET', `/communications/${id}`))
    .communication;

const sendNow = (request: APIRequestContext, token: string, id: string) =>
  apiCall(request, token, 'POST', `/communications/${id}/send`);
