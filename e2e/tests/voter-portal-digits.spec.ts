import { readFileSync } from 'node:fs';
import { type Browser, type BrowserContextOptions, type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { randomCpf, seededRandom } from '../../apps/api/test/support/voter-csv-fixtures';
import { users } from '../support/demo';
import { operatorApi, publishVoting } from '../support/operator-api';
import { checkStep, lastFour, readAndAccept, wrongFour, type Voter, type Walk } from '../support/portal-flow';
import { accessCode, invitationPath, seenMessages } from '../support/portal-mail';
import { portalWords, type PortalWords } from '../support/portal-words';

// Issue 16 against the real server: a letter typed in the last 4 of the CPF or in the PIN is refused on the spot with
// the spec's words and spends no try — nor when sent to the server directly (400, nothing counted) — and each step
// counts its own tries (the first wrong PIN after a wrong last 4 has 4 left, not 3). On the way, on a phone in pt-BR
// and in Arabic: the bar with the company's logo and name and the language menu, the compact heading after the first
// screen, and the ballot step saying which item is unanswered. axe on every step; screenshots in
// test-results/portal/digits-<locale>-*.png.

const ITEMS = ['Aprovar as contas de 2025', 'Eleger o síndico do fundo'];
const DOCUMENT = 'edital-de-convocacao.pdf';
const PHONE: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
};

const random = seededRandom(Date.now() % 1_000_000);
const stamp = Date.now().toString(36);
const rita: Voter = {
  name: 'Rita Digitos Campos',
  taxId: randomCpf(random),
  email: `rita.${stamp}@cotistas.test`,
};
const samir: Voter = {
  name: 'Samir Nassar Haddad',
  taxId: randomCpf(random),
  email: `samir.${stamp}@cotistas.test`,
};
const title = `Consulta dígitos E2E ${stamp}`;
let companyName = '';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  // The company's logo, drawn here as a PNG, uploaded by an ADMIN: the portal's bar shows it.
  await page.setContent(
    `<div id="logo" style="display:inline-flex;align-items:center;gap:6px;padding:4px;font:700 18px sans-serif;color:#0f766e">
       <span style="width:28px;height:28px;border-radius:7px;background:#0f766e"></span>VILA</div>`,
  );
  const logo = await page.locator('#logo').screenshot({ omitBackground: true });
  const admin = await operatorApi(page, users.admin.email);
  const auth = { authorization: `Bearer ${admin.token}` };
  const session = await (await admin.request.get('/api/session-user', { headers: auth })).json();
  const companyId: string = session.user.workspace.companyId;
  const uploaded = await admin.request.put(`/api/companies/${companyId}/logo`, {
    headers: { ...auth, 'content-type': 'image/png' },
    data: logo,
  });
  expect(uploaded.ok(), await uploaded.text()).toBe(true);
  companyName = (await uploaded.json()).company.name;
  await context.close();

  const operatorPage = await (await browser.newContext()).newPage();
  const operator = await operatorApi(operatorPage);
  await publishVoting(operator, {
    title,
    items: ITEMS,
    document: { name: DOCUMENT, bytes: readFileSync('test-data/portal/edital-de-convocacao.pdf') },
    voters: [rita, samir].map((voter) => ({ ...voter, weight: '1' })),
  });
});

async function open(browser: Browser, locale: 'pt-BR' | 'ar', voter: Voter) {
  const context = await browser.newContext({ ...PHONE, locale });
  const page = await context.newPage();
  const path = await invitationPath(voter.email, title);
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  return { page, token: path.split('/').at(-1)! };
}

/** What the voter's tries have cost so far, as the server counts them: a wrong answer's `attemptsLeft`. */
async function postIdentity(page: Page, token: string, last4: string) {
  return page.request.post(`/api/portal/${token}/identity`, { data: { last4 } });
}

/** The bar: the company's logo (loaded) and name, and the kit's language button. */
async function expectBar(page: Page) {
  const bar = page.locator('body > div header').first();
  await expect(bar.getByText(companyName, { exact: true })).toBeVisible();
  const logo = bar.locator('img');
  await expect(logo).toHaveAttribute('alt', '');
  await expect.poll(() => logo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await expect(bar.getByRole('button', { name: /^(PT|AR) – / })).toBeVisible();
}

async function walkDigits(walk: Walk & { words: PortalWords }, voter: Voter, token: string) {
  const { page, words: w } = walk;
  const identityPosts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/identity')) identityPosts.push(request.url());
  });
  await expectBar(page);
  const field = page.getByRole('textbox', { name: w.lastFourCpf });
  await checkStep(walk, '1-identity');

  // Letters in the last 4: refused as typed, with the spec's words; nothing sent.
  await field.pressSequentially(`${lastFour(voter).slice(0, 2)}ab`);
  await expect(field).toHaveValue(lastFour(voter).slice(0, 2));
  await expect(page.getByText(w.last4DigitsOnly, { exact: true })).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await checkStep(walk, '1b-identity-letters');
  expect(identityPosts).toHaveLength(0);
  // Sent straight to the server, a CPF's last 4 with a letter is a 400 that counts nothing either.
  const malformed = await postIdentity(page, token, '12ab');
  expect(malformed.status()).toBe(400);
  expect((await malformed.json()).errors).toEqual([{ field: 'last4', code: 'last4DigitsOnly' }]);

  // The first wrong answer still has all 5 tries but one: nothing was spent above. Two lines, not one run-on.
  await field.fill(wrongFour(voter));
  await page.getByRole('button', { name: w.sendCode }).click();
  await expect(page.getByText(w.identityMismatch, { exact: true })).toBeVisible();
  await expect(page.getByText(w.attemptsLeft(4), { exact: true })).toBeVisible();
  await checkStep(walk, '1c-identity-wrong');

  const seen = await seenMessages(voter.email);
  await field.fill(lastFour(voter));
  await page.getByRole('button', { name: w.sendCode }).click();
  const pin = page.getByRole('textbox', { name: new RegExp(w.accessCode) });
  await expect(pin).toBeVisible();
  const code = await accessCode(voter.email, seen);

  // Letters in the PIN: refused as typed, said, never sent; a PIN with a letter sent directly is a 400.
  await pin.pressSequentially('12a');
  await expect(pin).toHaveValue('12');
  await expect(page.getByText(w.pinDigitsOnly, { exact: true })).toBeVisible();
  await checkStep(walk, '2-pin-letters');
  const malformedPin = await page.request.post(`/api/portal/${token}/pin`, { data: { pin: '12a456' } });
  expect(malformedPin.status()).toBe(400);

  // The PIN counts its own tries: after a wrong last 4 the first wrong PIN still has 4 left.
  const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
  await pin.fill('');
  await pin.pressSequentially(wrong);
  await page.getByRole('button', { name: w.confirm }).click();
  await expect(page.getByText(w.pinMismatch, { exact: true })).toBeVisible();
  await expect(page.getByText(w.attemptsLeft(4), { exact: true })).toBeVisible();
  await checkStep(walk, '2b-pin-wrong');

  await pin.fill('');
  await pin.pressSequentially(code);
  await page.getByRole('button', { name: w.confirm }).click();
  await readAndAccept(walk, DOCUMENT);

  // The heading is compact after the first screen: the step is in view on the phone.
  await expectBar(page);
  const heading = await page.getByRole('heading', { level: 1 }).boundingBox();
  expect(heading!.height).toBeLessThan(844 * 0.15);

  // One item answered of two: "Continuar" stays and says which is missing, at this step.
  const groups = page.getByRole('radiogroup');
  await groups.first().locator('label').first().click();
  await checkStep(walk, '4-ballot');
  await page.getByRole('button', { name: w.continue, exact: true }).click();
  const missing = page.getByRole('alert').filter({ hasText: w.missingTitle });
  await expect(missing).toBeVisible();
  await expect(missing).toContainText(ITEMS[1]!);
  await expect(page.getByRole('heading', { level: 2, name: w.ballotTitle })).toBeVisible();
  await expect(groups.nth(1)).toHaveAttribute('aria-invalid', 'true');
  await checkStep(walk, '4b-ballot-missing');
}

test('pt-BR on a phone: letters in the last 4 and the PIN cost no try, each step counts its own, the ballot says what is missing', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const { page, token } = await open(browser, 'pt-BR', rita);
  await walkDigits({ page, shots: 'digits-pt-BR', words: portalWords('pt-BR') }, rita, token);
});

test('the same in Arabic on a phone, right to left', async ({ browser }) => {
  test.setTimeout(150_000);
  const { page, token } = await open(browser, 'ar', samir);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await walkDigits({ page, shots: 'digits-ar', words: portalWords('ar') }, samir, token);
});
