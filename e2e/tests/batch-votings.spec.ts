import { readFileSync } from 'node:fs';
import { type Browser, type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { csvFile, randomCnpj, randomCpf, seededRandom } from '../../apps/api/test/support/voter-csv-fixtures';
import { DEMO_PASSWORD, users } from '../support/demo';
import { sinkMessages } from '../support/mail';
import { answerAll, identify, type Walk } from '../support/portal-flow';
import { portalWords } from '../support/portal-words';
import { invitationPath } from '../support/portal-mail';
import { csvRows, pdfPages, xlsxSheets } from '../support/read-back';
import { signIn } from '../support/signIn';

// Issue 19 end to end against the real server, job runner and SMTP sink: an OPERATOR creates a financial-statement
// batch from one holders spreadsheet (each fund's auditor opinion and regulation set at confirm) and the funds' PDFs
// named by CNPJ, publishes it; a holder in two funds votes in both with one PIN ("repeat in every fund"); the batch
// is closed early (its bulk action: the call's 30-day notice keeps a real deadline out of a test's reach, and no
// test-only clock exists on the server); the outcomes, the consolidated report (CSV and XLSX) and one fund's
// minutes are read back. An OBSERVER reads the batch and changes nothing.
//
// The funds: the issue asks for one approved fund, a silent unqualified one approved tacitly and a silent qualified
// one that is not, besides a holder who votes in two funds — two voted funds and two silent ones, so four funds.
// - A (Jatobá) and B (Ipê): unqualified; Maria, in both with the same CPF and e-mail, votes in both;
// - C (Cedro): unqualified, its regulation allows tacit approval, nobody votes → 'Aprovada tacitamente';
// - D (Aroeira): QUALIFIED opinion, tacit approval allowed, nobody votes → 'Quórum não atingido'.

const random = seededRandom(Date.now() % 1_000_000);
const stamp = Date.now().toString(36);
const TITLE = `Aprovação de contas E2E ${stamp}`;
const TIME_ZONE = 'America/Sao_Paulo';

interface Holder {
  name: string;
  taxId: string;
  email: string;
}
const holder = (name: string): Holder => ({
  name,
  taxId: randomCpf(random),
  email: `${name.split(' ')[0]!.toLowerCase()}.${stamp}@cotistas.test`,
});
const maria = holder('Maria Aparecida Souza');
const bruno = holder('Bruno Lima');
const carla = holder('Carla Dias');
const davi = holder('Davi Reis');
const eva = holder('Eva Alves');
const fabio = holder('Fabio Melo');

interface Fund {
  key: 'A' | 'B' | 'C' | 'D';
  name: string;
  taxId: string;
  holders: { holder: Holder; quotas: string }[];
}
const fund = (key: Fund['key'], name: string, holders: Fund['holders']): Fund => ({
  key,
  name,
  taxId: randomCnpj(random),
  holders,
});
const FUNDS: Fund[] = [
  fund('A', 'FII Jatobá Renda', [
    { holder: maria, quotas: '600' },
    { holder: bruno, quotas: '400' },
  ]),
  fund('B', 'FII Ipê Logística', [
    { holder: maria, quotas: '1000' },
    { holder: carla, quotas: '250' },
  ]),
  fund('C', 'FII Cedro Lajes', [
    { holder: davi, quotas: '100' },
    { holder: eva, quotas: '50' },
  ]),
  fund('D', 'FII Aroeira Recebíveis', [{ holder: fabio, quotas: '100' }]),
];
const byKey = (key: Fund['key']) => FUNDS.find((f) => f.key === key)!;
const punctuated = (cnpj: string) =>
  `${cnpj.slice(0, 2)}.${cnpj.slice(2, 5)}.${cnpj.slice(5, 8)}/${cnpj.slice(8, 12)}-${cnpj.slice(12)}`;

/** The one spreadsheet of every fund's holders, in the columns (fund CNPJs punctuated, as exported). */
function holdersSpreadsheet(): Buffer {
  return csvFile(
    [
      ['cnpj_fundo', 'nome_fundo', 'cpf_cnpj_cotista', 'nome_cotista', 'email', 'celular', 'qtd_cotas'],
      ...FUNDS.flatMap((f) =>
        f.holders.map(({ holder: h, quotas }) => [
          punctuated(f.taxId),
          f.name,
          h.taxId,
          h.name,
          h.email,
          '',
          quotas,
        ]),
      ),
    ],
    { encoding: 'utf-8' },
  );
}
const HOLDER_ROWS = FUNDS.reduce((sum, f) => sum + f.holders.length, 0);

/** 'yyyy-mm-dd' of today in São Paulo, moved by `days`. */
function saoPauloDate(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE }).format(new Date());
  const [year, month, day] = today.split('-').map(Number);
  return new Date(Date.UTC(year!, month! - 1, day! + days)).toISOString().slice(0, 10);
}
// The calendar (packages/domain financialStatementCalendar) for an FII: the meeting (the deadline's date) 35 days
// ahead leaves the 30-day call notice; the fiscal year ended 90 days before it (within 120); the statements are
// available today, 35 days before (at least 15).
const MEETING = saoPauloDate(35);
const FISCAL_YEAR_END = saoPauloDate(35 - 90);
const STATEMENTS_ON = saoPauloDate(0);

test.describe.configure({ mode: 'serial' });
test.use({ timezoneId: TIME_ZONE, viewport: { width: 1280, height: 900 } });

let batchPath = '';
const batchId = () => batchPath.split('/').pop()!;

/** As a person does it: the drop zone's button opens the file chooser. */
async function chooseFiles(
  page: Page,
  button: RegExp,
  files: { name: string; mimeType: string; buffer: Buffer }[],
) {
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    page.getByRole('button', { name: button }).click(),
  ]);
  await chooser.setFiles(files);
}

async function signedIn(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext({ timezoneId: TIME_ZONE, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await signIn(page, email, DEMO_PASSWORD);
  return page;
}

const DOCUMENT_OF: Record<Fund['key'], (cnpj: string) => string> = {
  // The CNPJ as file names carry it: punctuated with '_' for the '/', bare digits, dashes, spaces.
  A: (cnpj) => `DF 2025 - ${punctuated(cnpj).replace('/', '_')}.pdf`,
  B: (cnpj) => `${cnpj}_parecer.pdf`,
  C: (cnpj) => `fii-${punctuated(cnpj).replace(/[./]/g, '-')}.pdf`,
  D: (cnpj) => `Demonstracoes ${cnpj.slice(0, 2)} ${cnpj.slice(2, 8)} ${cnpj.slice(8)}.pdf`,
};
const documentName = (f: Fund) => DOCUMENT_OF[f.key](f.taxId);
const PDF_BYTES = readFileSync('test-data/portal/edital-de-convocacao.pdf');
const pdf = (name: string) => ({ name, mimeType: 'application/pdf', buffer: PDF_BYTES });
const words = portalWords('pt-BR');
const ITEM = (() => {
  const [y, m, d] = FISCAL_YEAR_END.split('-');
  return `Aprovar as contas e as demonstrações financeiras do exercício social encerrado em ${d}/${m}/${y}`;
})();

/** A table by its name: a grid where rows can be selected (a runner's funds), a plain table otherwise. */
const tableNamed = (page: Page, name: string) =>
  page.getByRole('grid', { name, exact: true }).or(page.getByRole('table', { name, exact: true }));
const fundsTable = (page: Page) => tableNamed(page, 'Fundos');
const fundRow = (page: Page, f: Fund) => fundsTable(page).getByRole('row').filter({ hasText: f.name });

/** A download's bytes, from the button that starts it. */
async function download(page: Page, button: RegExp | string): Promise<{ name: string; bytes: Buffer }> {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button }).click(),
  ]);
  const stream = await file.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return { name: file.suggestedFilename(), bytes: Buffer.concat(chunks) };
}

test('an OPERATOR creates a financial-statement batch from one holders spreadsheet, each fund with its opinion', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signIn(page, users.operator.email, DEMO_PASSWORD);
  await page.goto('/batch-votings/new-financial-statement');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Nova votação de aprovação de contas' }),
  ).toBeVisible();

  // The details every fund's voting shares; the calendar is checked as the dates are picked.
  await page.getByRole('textbox', { name: 'Título' }).fill(TITLE);
  await expect(page.getByRole('radio', { name: 'Fundo imobiliário (FII)' })).toBeChecked();
  await page
    .getByRole('combobox', { name: /Modelo do convite/ })
    .selectOption({ label: 'Cédula de assembleia geral de cotistas' });
  await page.getByRole('textbox', { name: 'Prazo para votar' }).fill(`${MEETING}T18:00`);
  await page.getByRole('textbox', { name: 'Encerramento do exercício' }).fill(FISCAL_YEAR_END);
  await expect(page.getByText(ITEM)).toBeVisible();
  // Statements available too close to the meeting block publishing; the right date passes.
  const statements = page.getByRole('textbox', { name: 'Demonstrações disponíveis em' });
  await statements.fill(saoPauloDate(30));
  await expect(page.getByText('Impede a publicação:')).toBeVisible();
  await statements.fill(STATEMENTS_ON);
  await expect(page.getByText('As datas atendem ao calendário legal.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Título' })).toHaveValue(TITLE);
  await page.getByRole('button', { name: 'Continuar para a planilha' }).click();

  // One spreadsheet of every fund's holders: read and previewed, nothing written yet.
  await expect(page.getByRole('heading', { name: 'Planilha de cotistas' })).toBeVisible({ timeout: 20_000 });
  await chooseFiles(page, /^Escolher arquivos? Escolher a planilha/, [
    { name: 'cotistas-dos-fundos.csv', mimeType: 'text/csv', buffer: holdersSpreadsheet() },
  ]);
  await expect(page.getByText(`4 fundos encontrados, ${HOLDER_ROWS} linhas válidas.`)).toBeVisible({
    timeout: 30_000,
  });

  // Each fund's data at confirm: its holders as read, D's auditor opinion qualified, C's and D's regulation
  // providing for tacit approval (D's opinion alone keeps it from a tacit approval).
  const options = tableNamed(page, 'Dados de cada fundo');
  for (const f of FUNDS) {
    const row = options.getByRole('row').filter({ hasText: f.name });
    await expect(row).toContainText(punctuated(f.taxId));
    await expect(row.getByRole('cell').nth(1)).toHaveText(String(f.holders.length));
  }
  const aroeira = byKey('D').name;
  await page.getByRole('combobox', { name: `Parecer do auditor de ${aroeira}` }).selectOption({
    label: 'Com ressalva',
  });
  for (const f of [byKey('C'), byKey('D')]) {
    const tacit = page.getByRole('checkbox', { name: `O regulamento de ${f.name} prevê aprovação tácita` });
    await tacit.focus();
    await page.keyboard.press('Space');
    await expect(tacit).toBeChecked();
  }
  await expect(
    page.getByRole('checkbox', { name: `O regulamento de ${byKey('A').name} prevê aprovação tácita` }),
  ).not.toBeChecked();

  await page.getByRole('button', { name: 'Criar 4 votações (uma por fundo)' }).click();
  await expect(page).toHaveURL(/\/batch-votings\/[0-9a-f-]{36}$/, { timeout: 30_000 });
  batchPath = new URL(page.url()).pathname;
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  for (const f of FUNDS) {
    await expect(fundRow(page, f)).toContainText('Rascunho');
    await expect(fundRow(page, f)).toContainText(`0 de ${f.holders.length}`);
  }
  // A runner sees the bulk publish (the OBSERVER below does not).
  await expect(page.getByRole('button', { name: 'Publicar os 4 fundos em rascunho' })).toBeVisible();
});

test("the OPERATOR attaches the funds' PDFs by the CNPJ in their names; the unmatched file and the fund without one are listed", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, users.operator.email, DEMO_PASSWORD);
  await page.goto(batchPath);
  await expect(page.getByRole('heading', { name: 'Documentos dos fundos' })).toBeVisible({ timeout: 20_000 });

  // Three funds' PDFs and one file with no CNPJ: a preview first, nothing written.
  const three = [byKey('A'), byKey('B'), byKey('C')];
  await chooseFiles(page, /^Escolher arquivos? Escolher PDFs ou um ZIP/, [
    ...three.map((f) => pdf(documentName(f))),
    pdf('leia-me.pdf'),
  ]);
  await expect(page.getByText('3 arquivos associados a fundos. Nada foi gravado ainda.')).toBeVisible({
    timeout: 30_000,
  });
  const matched = tableNamed(page, 'Arquivos por fundo');
  for (const f of three)
    await expect(matched.getByRole('row').filter({ hasText: documentName(f) })).toContainText(f.name);
  await expect(
    tableNamed(page, 'Arquivos não associados').getByRole('row').filter({ hasText: 'leia-me.pdf' }),
  ).toContainText('Nenhum CNPJ no nome do arquivo');
  await page.getByRole('button', { name: 'Anexar 3 documentos' }).click();
  await expect(page.getByText('3 documentos anexados.')).toBeVisible({ timeout: 30_000 });
  // Before publishing, the fund still without a document is named.
  await expect(page.getByText('1 fundo sem documentos')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: byKey('D').name })).toBeVisible();

  await page.getByRole('button', { name: 'Escolher outros arquivos' }).click();
  await chooseFiles(page, /^Escolher arquivos? Escolher PDFs ou um ZIP/, [pdf(documentName(byKey('D')))]);
  await page.getByRole('button', { name: 'Anexar 1 documento' }).click();
  await expect(page.getByText('1 documento anexado.')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Todos os fundos têm documentos.')).toBeVisible();
});

test('an OBSERVER reads the batch with no action, and the server refuses their publish', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const page = await signedIn(browser, users.observer.email);
  await page.goto(batchPath);
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible({ timeout: 20_000 });
  for (const f of FUNDS) await expect(fundRow(page, f)).toContainText('Rascunho');
  // Nothing to act with: no publish nor any other bulk action, no selection, no documents upload.
  for (const name of [/Publicar/, 'Lembrar pendentes', 'Prorrogar prazo', 'Encerrar agora', /Escolher PDFs/])
    await expect(page.getByRole('button', { name })).toHaveCount(0);
  await expect(fundsTable(page).getByRole('checkbox')).toHaveCount(0);

  const token = await page.evaluate(() => localStorage.getItem('user-token'));
  const headers = { authorization: `Bearer ${token}` };
  const publish = await page.request.post(`/api/voting-batches/${batchId()}/publish`, { headers, data: {} });
  expect(publish.status()).toBe(403);
  const read = await page.request.get(`/api/voting-batches/${batchId()}`, { headers });
  expect(read.status()).toBe(200);
  const { votingBatch } = (await read.json()) as { votingBatch: { children: { status: string }[] } };
  expect(votingBatch.children.map((child) => child.status)).toEqual(['draft', 'draft', 'draft', 'draft']);
  await page.context().close();
});

test('the OPERATOR publishes every fund and each holder of each fund is invited', async ({ page }) => {
  test.setTimeout(120_000);
  const before = new Set((await sinkMessages()).map((message) => message.id));
  await signIn(page, users.operator.email, DEMO_PASSWORD);
  await page.goto(batchPath);
  await page.getByRole('button', { name: 'Publicar os 4 fundos em rascunho' }).click();
  await expect(page.getByText('4 fundos publicados.')).toBeVisible({ timeout: 30_000 });
  for (const f of FUNDS) await expect(fundRow(page, f)).toContainText('Aberta');

  // One invitation per holder per fund: Maria gets two, one for each of her funds.
  const expected = FUNDS.flatMap((f) =>
    f.holders.map(({ holder: h }) => `${h.email} ${TITLE} — ${f.name}`),
  ).sort();
  let got: string[] = [];
  await expect
    .poll(
      async () => {
        got = (await sinkMessages())
          .filter((message) => !before.has(message.id) && message.subject.includes(TITLE))
          .flatMap((message) =>
            message.to.map(
              (to) => `${to.toLowerCase()} ${message.subject.slice(message.subject.indexOf(TITLE))}`,
            ),
          )
          .sort();
        return got.length;
      },
      { timeout: 60_000, intervals: [500, 1000, 2000] },
    )
    .toBe(expected.length);
  expect(got).toEqual(expected);
});

test('Maria, a holder of two funds, votes in both with one PIN by repeating her answers in every fund', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const jatoba = byKey('A');
  const ipe = byKey('B');
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'pt-BR' });
  const page = await context.newPage();
  await page.goto(await invitationPath(maria.email, `${TITLE} — ${jatoba.name}`));
  const walk: Walk = { page, shots: 'batch-holder' };
  // One identity check and one PIN, on the first fund's link.
  await identify(walk, maria);
  // The first fund's document read and the policy accepted (readAndAccept's steps; the batch's next screen is her
  // funds' list, not the single ballot).
  await expect(page.getByRole('heading', { name: words.documentsTitle })).toBeVisible();
  const toggle = page.getByRole('button', { name: new RegExp(documentName(jatoba)) });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await expect(page.getByText(words.page1of2)).toBeVisible({ timeout: 20_000 });
  await page.getByText(words.policyAccept).click();
  await expect(page.getByRole('checkbox', { name: words.policyAccept })).toBeChecked();
  await page.getByRole('button', { name: words.continueToBallot }).click();

  // Her funds in the batch, each to answer; she answers the first and repeats it in the other.
  await expect(page.getByRole('heading', { name: 'Seus fundos nesta votação' })).toBeVisible();
  const funds = page.getByRole('list', { name: 'Seus fundos nesta votação' });
  await expect(funds.getByRole('listitem')).toHaveCount(2);
  await page.getByRole('button', { name: `Responder ${jatoba.name}` }).click();
  await expect(page.getByRole('heading', { name: 'Votação do fundo' })).toBeVisible();
  await answerAll(page, [ITEM], 'Aprovar');
  await page.getByRole('button', { name: 'Repetir minhas respostas em todos os fundos' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Respostas repetidas em 1 fundo.' })).toBeVisible();
  await page.getByRole('button', { name: 'Concluir este fundo' }).click();
  for (const f of [jatoba, ipe])
    await expect(funds.getByRole('listitem').filter({ hasText: f.name })).toContainText('Respostas prontas');

  // A review per fund, then one request records a ballot in each fund's own voting.
  await page.getByRole('button', { name: 'Revisar e registrar' }).click();
  await expect(page.getByRole('heading', { name: 'Revise seus votos por fundo' })).toBeVisible();
  for (const f of [jatoba, ipe]) await expect(page.getByText(f.name).first()).toBeVisible();
  await page.getByRole('button', { name: 'Registrar votos em 2 fundos' }).click();
  await expect(page.getByRole('heading', { name: 'Comprovantes por fundo' })).toBeVisible({
    timeout: 30_000,
  });
  // Two receipts, each its own hash.
  const hashes = await page.getByText(/^[0-9a-f]{64}$/).allTextContents();
  expect(new Set(hashes.map((hash) => hash.trim())).size).toBe(2);
  await context.close();
});

test('closed early, one voted fund is approved, the silent unqualified one tacitly, the silent qualified one not', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, users.operator.email, DEMO_PASSWORD);
  await page.goto(batchPath);
  await expect(fundRow(page, byKey('A'))).toContainText('1 de 2', { timeout: 20_000 });
  await expect(fundRow(page, byKey('B'))).toContainText('1 de 2');
  await expect(fundRow(page, byKey('C'))).toContainText('0 de 2');
  await expect(fundRow(page, byKey('D'))).toContainText('0 de 1');

  // The early close, as the bulk action: every open fund, with its reason, each audited in its own chain.
  await page.getByRole('button', { name: 'Encerrar agora' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Encerrar as votações agora?' });
  await expect(dialog).toContainText('Vale para os 4 fundos em votação.');
  await dialog
    .getByRole('textbox', { name: 'Motivo' })
    .fill('Encerramento antecipado do teste de ponta a ponta');
  await dialog.getByRole('button', { name: 'Encerrar votações' }).click();
  await expect(page.getByText('4 fundos concluídos.')).toBeVisible({ timeout: 30_000 });

  const outcomes: Record<Fund['key'], string> = {
    A: 'Aprovada',
    B: 'Aprovada',
    C: 'Aprovada tacitamente',
    D: 'Quórum não atingido',
  };
  for (const f of FUNDS) {
    const row = fundRow(page, f);
    await expect(row).toContainText('Encerrada');
    // The outcome is the row's last cell (a table's cell, or a grid's while rows can be selected).
    await expect(row.getByRole('cell').or(row.getByRole('gridcell')).last()).toHaveText(outcomes[f.key]);
  }
});

test("the consolidated report (CSV and XLSX) and one fund's minutes are downloaded and read back", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, users.operator.email, DEMO_PASSWORD);
  await page.goto(batchPath);
  await expect(fundRow(page, byKey('A'))).toContainText('Encerrada', { timeout: 20_000 });

  // One row per fund and item (one item here), the same outcomes as the table.
  const expected = [
    [byKey('A'), 'Aprovada', '600'],
    [byKey('B'), 'Aprovada', '1000'],
    [byKey('C'), 'Aprovada tacitamente', '0'],
    [byKey('D'), 'Quórum não atingido', '0'],
  ] as const;
  const pick = (rows: string[][]) => {
    const [header, ...body] = rows;
    const at = (name: string) => header!.indexOf(name);
    return body.map((row) => [
      row[at('Fundo')],
      row[at('CNPJ do fundo')],
      row[at('Resultado')],
      row[at('Cotas a favor')],
    ]);
  };
  const wanted = expected.map(([f, outcome, approve]) => [f.name, punctuated(f.taxId), outcome, approve]);
  const sortRows = (rows: (string | undefined)[][]) => [...rows].sort((a, b) => a[0]!.localeCompare(b[0]!));

  const csv = await download(page, /relatório consolidado.*CSV/i);
  expect(csv.name).toMatch(/\.csv$/);
  expect(sortRows(pick(csvRows(csv.bytes.toString('utf8'))).filter((row) => row.some(Boolean)))).toEqual(
    sortRows(wanted),
  );
  const xlsx = await download(page, /relatório consolidado.*XLSX/i);
  expect(xlsx.name).toMatch(/\.xlsx$/);
  const [sheet] = await xlsxSheets(xlsx.bytes);
  expect(sortRows(pick(sheet!.rows))).toEqual(sortRows(wanted));

  // The silent unqualified fund's minutes: its own voting's report, with the tacit approval and its proof.
  const cedro = byKey('C');
  await fundsTable(page).getByRole('link', { name: cedro.name }).click();
  await expect(page.getByRole('heading', { level: 1, name: `${TITLE} — ${cedro.name}` })).toBeVisible({
    timeout: 20_000,
  });
  const minutes = await download(page, 'Baixar relatório (PDF)');
  expect(minutes.name).toMatch(/\.pdf$/);
  const text = (await pdfPages(minutes.bytes)).join('\n').replace(/\s+/g, ' ');
  expect(text).toContain(`${TITLE} — ${cedro.name}`);
  expect(text).toContain(ITEM);
  expect(text).toContain('Aprovada tacitamente');
  expect(text).toContain('Nenhum cotista participou da consulta');
  expect(text).toContain(documentName(cedro));
});
