import { mkdirSync, readFileSync } from 'node:fs';
import { type Browser, type BrowserContextOptions, type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { csvFile, randomCpf, seededRandom } from '../../apps/api/test/support/voter-csv-fixtures';
import { operatorApi, publishVoting, votingResults, type OperatorApi } from '../support/operator-api';
import {
  answerAll,
  checkStep,
  finish,
  type Walk,
  identify,
  readAndAccept,
  toReview,
  type Voter,
} from '../support/portal-flow';
import { portalWords } from '../support/portal-words';
import { accessCode, approvalPath, invitationPath, seenMessages } from '../support/portal-mail';

// Issue 6 end to end against the real server, job runner and SMTP sink: a voter on a phone and an attorney on a
// desktop go from the invitation in the sink to the receipt; the attorney's 50 represented parties (CSV) count only
// once the third-party approver approves them, and then the operator's totals include them.

const ITEMS = ['Aprovar as demonstrações financeiras de 2025', 'Eleger o representante dos cotistas'];
const DOCUMENT = 'edital-de-convocacao.pdf';
const PHONE: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
  locale: 'pt-BR',
};
const DESKTOP: BrowserContextOptions = { viewport: { width: 1280, height: 800 }, locale: 'pt-BR' };

const random = seededRandom(Date.now() % 1_000_000);
const stamp = Date.now().toString(36);
const person = (name: string): Voter => ({
  name,
  taxId: randomCpf(random),
  email: `${name
    .split(' ')[0]!
    .normalize('NFD')
    .replace(/[^a-z]/gi, '')
    .toLowerCase()}.${stamp}@cotistas.test`,
});
const maria = person('Maria Aparecida Souza');
const joao = person('João Procurador Lima');
const carla = person('Carla Teclado Nunes');
const amira = person('Amira Haddad Farah');
const approver = { name: 'Beatriz Aprovadora', email: `beatriz.${stamp}@auditoria.test` };
const parties = Array.from({ length: 50 }, (_, index) => ({
  name: `Cotista Representado ${String(index + 1).padStart(2, '0')} Ação`,
  taxId: randomCpf(random),
}));

let operator: OperatorApi;
let votingId: string;
const title = `Consulta formal E2E ${stamp}`;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser }) => {
  const page = await (await browser.newContext(DESKTOP)).newPage();
  operator = await operatorApi(page);
  const { voting } = await publishVoting(operator, {
    title,
    items: ITEMS,
    document: { name: DOCUMENT, bytes: readFileSync('test-data/portal/edital-de-convocacao.pdf') },
    voters: [maria, joao, carla, amira].map((voter) => ({ ...voter, weight: '1' })),
  });
  votingId = voting.id;
});

/** As a person does it: the drop zone's button opens the file chooser. */
async function chooseFile(
  page: Page,
  button: RegExp,
  file: { name: string; mimeType: string; buffer: Buffer },
) {
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    page.getByRole('button', { name: button }).click(),
  ]);
  await chooser.setFiles(file);
}

async function open(browser: Browser, options: BrowserContextOptions, path: string) {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  return page;
}

test('a voter on a phone: invitation, a wrong last-4, the PIN from the e-mail, a document, the policy, the votes, the receipt', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const page = await open(browser, PHONE, await invitationPath(maria.email, title));
  const walk = { page, shots: 'phone-pt-BR' };
  await identify(walk, maria, { failOnce: true });
  await readAndAccept(walk, DOCUMENT);

  await answerAll(page, ITEMS);
  await toReview(walk);
  const receipt = await finish(walk);

  // The receipt downloads as a PDF, and its hash is an entry of the voting's audit chain.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Baixar comprovante (PDF)' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const audit = await operator.request.get(`/api/votings/${votingId}/audit?limit=100`, {
    headers: { authorization: `Bearer ${operator.token}` },
  });
  expect(JSON.stringify(await audit.json())).toContain(receipt);

  // Opening the link again shows the vote is in (after the identity check).
  const results = await votingResults(operator, votingId);
  expect(results.items.map((item) => item.approve.count)).toEqual([1, 1]);

  // A shared phone: "Sair" ends the session; the page is back at the identity step, and stays there on a reload.
  await headerShot(walk, '7b-header-360');
  await signOut(walk);
  await checkStep(walk, '8-signed-out');
  await page.reload();
  await expect(
    page.getByRole('heading', { level: 2, name: portalWords('pt-BR').identityTitle }),
  ).toBeVisible();
});

/**
 * The top of the page — the language bar and the voting's header with "Sair" — on a 360 px wide phone: the button
 * stays whole inside the width (test-results/portal/<walk>-<name>.png, to look at).
 */
async function headerShot(walk: Walk, name: string) {
  const { page } = walk;
  const words = walk.words ?? portalWords('pt-BR');
  await page.setViewportSize({ width: 360, height: 740 });
  await page.evaluate(() => window.scrollTo(0, 0));
  const button = await page.getByRole('button', { name: words.signOut, exact: true }).boundingBox();
  expect(button!.x).toBeGreaterThanOrEqual(0);
  expect(button!.x + button!.width).toBeLessThanOrEqual(360);
  expect(button!.height).toBeGreaterThanOrEqual(44);
  const header = await page
    .getByRole('heading', { level: 1, name: title })
    .locator('xpath=ancestor::header[1]')
    .boundingBox();
  mkdirSync('test-results/portal', { recursive: true });
  await page.screenshot({
    path: `test-results/portal/${walk.shots}-${name}.png`,
    clip: { x: 0, y: 0, width: 360, height: Math.ceil(header!.y + header!.height + 8) },
  });
  await page.setViewportSize(PHONE.viewport!);
}

/** "Sair": back at the identity step, the focus on the voting's title, the notice said. */
async function signOut(walk: Walk) {
  const { page } = walk;
  const words = walk.words ?? portalWords('pt-BR');
  await page.getByRole('button', { name: words.signOut, exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: words.identityTitle })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeFocused();
  await expect(page.getByRole('status').filter({ hasText: words.signedOut })).toBeVisible();
  await expect(page.getByRole('button', { name: words.signOut, exact: true })).toHaveCount(0);
}

test('an attorney on a desktop votes for 50 represented parties from a CSV with a power of attorney; they count once the approver approves', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const page = await open(browser, DESKTOP, await invitationPath(joao.email, title));
  const walk = { page, shots: 'desktop-pt-BR-attorney' };
  await identify(walk, joao);
  await readAndAccept(walk, DOCUMENT);

  // The represented parties: the example CSV downloads; a Windows-1252 file with 50 good rows and 2 bad ones.
  const [example] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Baixar exemplo de CSV' }).click(),
  ]);
  expect(example.suggestedFilename()).toMatch(/\.csv$/);
  const rows = [
    ['Nome', 'CPF/CNPJ', 'Peso'],
    ...parties.map((party) => [party.name, party.taxId, '1']),
    ['Linha Ruim', '123.456.789-00', '1'],
    ['', parties[0]!.taxId, '1'],
  ];
  await chooseFile(page, /Escolher arquivo.*Arquivo CSV de representados/, {
    name: 'representados.csv',
    mimeType: 'text/csv',
    buffer: csvFile(rows, { encoding: 'windows-1252' }),
  });
  // (the file's name is isolated for right-to-left pages: U+2068 … U+2069 around it)
  await expect(page.getByText(/representados\.csv\W*: 50 de 52 linhas adicionadas/)).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByRole('listitem').filter({ hasText: 'Linha 52 · CPF/CNPJ' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Linha 53 · Nome' })).toBeVisible();
  await checkStep(walk, '4-ballot-parties');

  await answerAll(page, ITEMS, 'Aprovar');
  // On by default: the attorney's answers above go for every represented party.
  await expect(
    page.getByRole('switch', { name: 'Usar as mesmas respostas para todos os representados' }),
  ).toBeChecked();
  await page.getByRole('button', { name: 'Continuar' }).click();

  // Attachments: the power of attorney and the third-party approver.
  await expect(page.getByRole('heading', { name: 'Anexos' })).toBeVisible();
  await chooseFile(page, /Escolher arquivo.*[Pp]rocura/, {
    name: 'procuracao.pdf',
    mimeType: 'application/pdf',
    buffer: readFileSync('test-data/portal/procuracao.pdf'),
  });
  // exact: the live region's "procuracao.pdf foi anexado." may still be there
  await expect(page.getByText('procuracao.pdf', { exact: true })).toBeVisible({ timeout: 20_000 });
  await page.getByText('Enviar meus votos para um aprovador').click();
  await expect(page.getByRole('switch', { name: 'Enviar meus votos para um aprovador' })).toBeChecked();
  await page.getByRole('textbox', { name: 'Nome do aprovador' }).fill(approver.name);
  await page.getByRole('textbox', { name: 'E-mail do aprovador' }).fill(approver.email);
  await checkStep(walk, '5-attachments');
  await page.getByRole('button', { name: 'Revisar' }).click();
  await finish(walk);
  await expect(page.getByText('Em análise pelo aprovador')).toBeVisible();

  // Under review: not counted yet (Maria's votes only).
  expect((await votingResults(operator, votingId)).items.map((item) => item.approve.count)).toEqual([1, 1]);

  // The approver reviews the registered votes and approves them.
  const review = await (await browser.newContext(DESKTOP)).newPage();
  await review.goto(await approvalPath(approver.email));
  await expect(review.getByRole('heading', { name: title })).toBeVisible();
  await expect(review.getByText(parties[0]!.name)).toBeVisible();
  await checkStep({ page: review, shots: 'desktop-pt-BR-approver' }, '1-review');
  await review.getByRole('button', { name: 'Aprovar os votos' }).click();
  await review
    .getByRole('alertdialog', { name: 'Aprovar os votos?' })
    .getByRole('button', { name: 'Aprovar' })
    .click();
  await expect(review.getByRole('heading', { name: 'Votos aprovados' })).toBeVisible();
  await checkStep({ page: review, shots: 'desktop-pt-BR-approver' }, '2-approved');

  // The operator's totals now include the attorney and the 50 parties.
  await expect
    .poll(async () => (await votingResults(operator, votingId)).items.map((item) => item.approve.count))
    .toEqual([52, 52]);
});

test('the whole voter flow in Arabic on a phone: right to left, axe on every step, screenshots', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const page = await open(browser, { ...PHONE, locale: 'ar' }, await invitationPath(amira.email, title));
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  const walk = { page, shots: 'phone-ar', words: portalWords('ar') };
  await identify(walk, amira, { failOnce: true });
  await readAndAccept(walk, DOCUMENT);
  await answerAll(page, ITEMS, walk.words.approve);
  await toReview(walk);
  await finish(walk);
  await headerShot(walk, '7b-header-360');
});

test('the whole voter flow by keyboard alone', async ({ browser }) => {
  test.setTimeout(120_000);
  const page = await open(browser, DESKTOP, await invitationPath(carla.email, title));
  const w = portalWords('pt-BR');
  const seen = await seenMessages(carla.email);

  await tabTo(page, page.getByRole('textbox', { name: w.lastFourCpf }));
  await page.keyboard.type(carla.taxId.slice(-4));
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByRole('textbox', { name: new RegExp(w.accessCode) }));
  await page.keyboard.type(await accessCode(carla.email, seen));
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { name: w.documentsTitle })).toBeVisible();
  const toggle = page.getByRole('button', { name: new RegExp(DOCUMENT) });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') {
    await tabTo(page, toggle);
    await page.keyboard.press('Enter');
  }
  await expect(page.getByText(w.page1of2)).toBeVisible({ timeout: 20_000 });
  await tabTo(page, page.getByRole('checkbox', { name: w.policyAccept }));
  await page.keyboard.press('Space');
  await tabTo(page, page.getByRole('button', { name: w.continueToBallot, exact: true }));
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { name: w.ballotTitle })).toBeVisible();
  for (const item of ITEMS) {
    // Tab enters a radio group on its first radio; Space chooses it.
    const group = page.getByRole('radiogroup', { name: new RegExp(item) }).first();
    await tabTo(page, group.getByRole('radio', { name: w.approve, exact: true }));
    await page.keyboard.press('Space');
    await expect(group.getByRole('radio', { name: w.approve, exact: true })).toBeChecked();
  }
  await tabTo(page, page.getByRole('button', { name: w.continue, exact: true }));
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByRole('button', { name: w.toReview, exact: true }));
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByRole('button', { name: w.finish, exact: true }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: w.receiptTitle })).toBeVisible({ timeout: 20_000 });
});

/** Presses Tab (at most 80 times) until the element has the focus: the keyboard's way there. */
async function tabTo(page: Page, target: ReturnType<Page['locator']>) {
  await expect(target).toBeVisible();
  for (let presses = 0; presses < 80; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target}`);
}
