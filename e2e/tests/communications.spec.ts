import { expect, test } from '../support/test';
import { DEMO_PASSWORD, users } from '../support/demo';
import { sinkMessages } from '../support/mail';
import { signIn } from '../support/signIn';

// Issue 20, communications by e-mail against the real server, job runner and SMTP sink: an OPERATOR makes a
// parameterizable communication from the demo's invitation template, uploads a spreadsheet with two bad rows (seen by
// line), previews the first row and another, sends it; the sink gets exactly one message per valid recipient and
// refuses the one at its unknown domain (550), which the screen shows; "resend to the failed" sends only to that one.

const REFUSED_DOMAIN = 'caixa-inexistente.test';

test('a parameterizable e-mail: refused rows by line, the preview of any row, one message per valid recipient, and a resend to the failed only', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const stamp = Date.now();
  const address = (who: string, domain = 'exemplo.com.br') => `${who}.${stamp}@${domain}`;
  const csv = [
    'nome;email;votacao;prazo;link',
    `Ana Lima;${address('ana')};AGE FII Alfa;31/12/2026 18:00;https://exemplo.com.br/a`,
    `Bruno Reis;bruno.${stamp}@;AGE FII Alfa;31/12/2026 18:00;https://exemplo.com.br/b`,
    `Carla Dias;${address('carla')};AGE FII Alfa;;https://exemplo.com.br/c`,
    `Davi Rocha;${address('davi', REFUSED_DOMAIN)};AGE FII Alfa;31/12/2026 18:00;https://exemplo.com.br/d`,
    `Eva Souza;${address('eva')};AGO FII Beta;15/01/2027 18:00;https://exemplo.com.br/e`,
    `Fábio Melo;${address('fabio')};AGE FII Alfa;31/12/2026 18:00;https://exemplo.com.br/f`,
  ].join('\r\n');
  const delivered = ['ana', 'eva', 'fabio'].map((who) => address(who));

  await signIn(page, users.operator.email, DEMO_PASSWORD);
  await page.goto('/communication/new-communication-parameterizable');
  await page.getByRole('textbox', { name: /Nome da comunicação/ }).fill(`Convocação E2E ${stamp}`);
  await page
    .getByRole('combobox', { name: /Modelo de mensagem/ })
    .selectOption({ label: 'Convite para assembleia (e-mail)' });
  await page.getByRole('button', { name: 'Criar rascunho' }).click();
  await expect(page).toHaveURL(/\/communication\/[0-9a-f-]{36}$/);
  await expect(page.getByText('Rascunho', { exact: true })).toBeVisible();

  // The spreadsheet: four rows taken, the bad e-mail and the empty deadline refused by line.
  await page.locator('input[type="file"]').setInputFiles({
    name: 'cotistas.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`\uFEFF${csv}\r\n`),
  });
  await expect(
    page.getByText('4 destinatários lidos de cotistas.csv. 2 linhas recusadas', { exact: false }),
  ).toBeVisible();
  const refused = page.getByRole('table', { name: 'Linhas recusadas' });
  await expect(refused.getByRole('row')).toHaveCount(3);
  await expect(refused.getByRole('row').nth(1)).toContainText('E-mail inválido.');
  await expect(refused.getByRole('row').nth(2)).toContainText('prazo');

  // The first row's message, as the server writes it; then another row's.
  await expect(page.getByText('Como a linha 2 (Ana Lima) vai receber.')).toBeVisible();
  await expect(page.getByText('Convite: AGE FII Alfa')).toBeVisible();
  await page.getByRole('button', { name: 'Ver mensagem de Eva Souza' }).click();
  await expect(page.getByText('Como a linha 6 (Eva Souza) vai receber.')).toBeVisible();
  await expect(page.getByText('Convite: AGO FII Beta')).toBeVisible();
  const frame = page.frameLocator('iframe[title="Prévia do e-mail"]');
  await expect(frame.locator('body')).toContainText('O prazo para votar termina em 15/01/2027 18:00');

  // Sending says how many, then the counts move until it is sent.
  await page.getByRole('button', { name: 'Enviar agora' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Enviar a comunicação?' });
  await expect(confirm).toContainText('4 e-mails saem agora');
  await confirm.getByRole('button', { name: 'Enviar', exact: true }).click();
  const summary = page.getByRole('region', { name: 'Entregas' });
  await expect(summary.getByText('Falharam').locator('..')).toContainText('1', { timeout: 90_000 });
  await expect(page.getByRole('heading', { level: 1 }).locator('..')).toContainText('Enviada', {
    timeout: 30_000,
  });
  await expect(summary.getByText('Enviadas').locator('..')).toContainText('3');

  // Exactly one message per valid recipient; none for the refused mailbox, whose reason the table shows.
  for (const to of delivered) expect(await sinkMessages(to), to).toHaveLength(1);
  expect(await sinkMessages(address('davi', REFUSED_DOMAIN))).toHaveLength(0);
  const [ana] = await sinkMessages(delivered[0]);
  expect(ana!.subject).toBe('Convite: AGE FII Alfa');
  await page.getByRole('combobox', { name: 'Entrega' }).selectOption({ label: 'Falhou' });
  const recipients = page.getByRole('table', { name: 'Destinatários' });
  await expect(recipients.getByRole('row')).toHaveCount(2);
  await expect(recipients.getByRole('row').nth(1)).toContainText('Davi Rocha');
  await expect(recipients.getByRole('row').nth(1)).toContainText('550');

  // Resend to the failed: only Davi is tried again; nobody else gets a second message.
  await page.getByRole('button', { name: 'Reenviar às falhas' }).click();
  const resend = page.getByRole('alertdialog', { name: 'Reenviar aos que falharam?' });
  await expect(resend).toContainText('Só 1 destinatário recebe a mensagem de novo');
  await resend.getByRole('button', { name: 'Reenviar', exact: true }).click();
  await expect(resend).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 }).locator('..')).toContainText('Enviada', {
    timeout: 60_000,
  });
  await expect(summary.getByText('Falharam').locator('..')).toContainText('1');
  for (const to of delivered) expect(await sinkMessages(to), to).toHaveLength(1);
});
