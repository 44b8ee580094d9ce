import { mkdirSync, readFileSync } from 'node:fs';
import type { BrowserContextOptions, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { randomCpf, seededRandom } from '../../apps/api/test/support/voter-csv-fixtures';
import { operatorApi, publishVoting, votingResults, type OperatorApi } from '../support/operator-api';
import {
  answerAll,
  finish,
  identify,
  readAndAccept,
  toReview,
  wrongFour,
  type Voter,
} from '../support/portal-flow';
import { portalWords } from '../support/portal-words';
import { invitationPath } from '../support/portal-mail';

// Issue 16's safeguards end to end, against the product as `npm start` runs it: an operator duplicates last year's
// voting as a new draft (and discards it from the list); a voter locked out of the portal by five wrong last-4s is
// unlocked by the operator from the voters tab, and then votes.

const ITEMS = ['Aprovar as demonstrações financeiras de 2025', 'Eleger o representante dos cotistas'];
const DOCUMENT = 'edital-de-convocacao.pdf';
const DESKTOP: BrowserContextOptions = { viewport: { width: 1280, height: 900 }, locale: 'pt-BR' };
const SHOTS = 'test-results/safeguards';

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

let operatorPage: Page;
let operator: OperatorApi;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser }) => {
  operatorPage = await (await browser.newContext(DESKTOP)).newPage();
  operator = await operatorApi(operatorPage);
  mkdirSync(SHOTS, { recursive: true });
});

async function api<T>(path: string): Promise<T> {
  const response = await operator.request.get(`/api${path}`, {
    headers: { authorization: `Bearer ${operator.token}` },
  });
  expect(response.ok(), `GET ${path} → ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

test('a voting is duplicated as a new draft with its voters, then the draft is discarded from the list', async () => {
  test.setTimeout(180_000);
  const title = `AGO Fundo Jatobá ${stamp} — 2026`;
  const voters = [person('Helena Duplicada'), person('Otávio Copiado')];
  const { voting } = await publishVoting(operator, {
    title,
    items: ITEMS,
    document: { name: DOCUMENT, bytes: readFileSync('test-data/portal/edital-de-convocacao.pdf') },
    voters: voters.map((voter) => ({ ...voter, weight: '10' })),
  });

  const page = operatorPage;
  await page.goto(`/votings/${voting.id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await page.getByRole('button', { name: 'Duplicar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Duplicar votação' });
  const name = dialog.getByRole('textbox', { name: /^Título da nova votação/ });
  await expect(name).toHaveValue(title);
  const copyTitle = `AGO Fundo Jatobá ${stamp} — 2027`;
  await name.fill(copyTitle);
  // The kit's checkbox draws its own box: its label is what a pointer presses.
  await dialog.getByText('Copiar também os 2 votantes ativos').click();
  await expect(dialog.getByRole('checkbox', { name: 'Copiar também os 2 votantes ativos' })).toBeChecked();
  await page.screenshot({ path: `${SHOTS}/duplicate-dialog.png` });
  await dialog.getByRole('button', { name: 'Duplicar' }).click();

  // The new draft's flow opens; the copy is a draft with the items, the document and the voters, none of the votes.
  await expect(page).toHaveURL(/\/votings\/new\?id=/);
  const copyId = new URL(page.url()).searchParams.get('id')!;
  expect(copyId).not.toBe(voting.id);
  await expect(
    page.getByText('Votação duplicada: revise o rascunho e publique quando estiver pronto'),
  ).toBeVisible();
  const copy = (await api<{ voting: typeof voting }>(`/votings/${copyId}`)).voting;
  expect(copy).toMatchObject({ title: copyTitle, status: 'draft', opensAt: null });
  expect(copy.items.map((item) => item.title)).toEqual(ITEMS);
  expect(copy.documents.map((document) => document.name)).toEqual([DOCUMENT]);
  const copied = (
    await api<{ voters: { name: string; votedAt: string | null }[] }>(`/votings/${copyId}/voters`)
  ).voters;
  expect(copied.map((voter) => voter.name).sort()).toEqual(voters.map((voter) => voter.name).sort());
  expect(copied.every((voter) => voter.votedAt === null)).toBe(true);

  // The list offers to discard the draft (not the published original); after the confirmation it is gone.
  await page.goto('/votings/list');
  await page.getByRole('searchbox', { name: 'Buscar votação' }).fill(stamp);
  await expect(page.getByRole('row', { name: new RegExp(copyTitle) })).toBeVisible();
  await expect(page.getByRole('button', { name: `Descartar o rascunho ${title}` })).toHaveCount(0);
  await page.getByRole('button', { name: `Descartar o rascunho ${copyTitle}` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Descartar rascunho?' });
  await expect(confirm).toContainText('Esta ação não pode ser desfeita.');
  await confirm.getByRole('button', { name: 'Descartar' }).click();
  await expect(page.getByText('Rascunho descartado')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(copyTitle) })).toHaveCount(0);
  await expect(page.getByRole('row', { name: new RegExp(title) })).toBeVisible();
});

test('a voter locked out of the portal is unlocked by the operator, and then votes', async ({ browser }) => {
  test.setTimeout(180_000);
  const title = `Consulta formal desbloqueio ${stamp}`;
  const lia = person('Lia Bloqueada Teixeira');
  const { voting } = await publishVoting(operator, {
    title,
    items: ITEMS,
    document: { name: DOCUMENT, bytes: readFileSync('test-data/portal/edital-de-convocacao.pdf') },
    voters: [{ ...lia, weight: '1' }],
  });
  const words = portalWords('pt-BR');

  // Five wrong last-4s lock the link.
  const voterPage = await (await browser.newContext(DESKTOP)).newPage();
  await voterPage.goto(await invitationPath(lia.email, title));
  await expect(voterPage.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const field = voterPage.getByRole('textbox', { name: words.lastFourCpf });
  for (let attempt = 1; attempt <= 5; attempt += 1) {
    await field.fill(wrongFour(lia));
    await voterPage.getByRole('button', { name: words.sendCode }).click();
    if (attempt < 5) await expect(voterPage.getByText(words.attemptsLeft(5 - attempt))).toBeVisible();
  }
  await expect(voterPage.getByText(/^Muitas tentativas erradas/)).toBeVisible();

  // The operator sees who is locked, and unlocks them (audited).
  const page = operatorPage;
  await page.goto(`/votings/${voting.id}?tab=pending`);
  const row = page.getByRole('row', { name: new RegExp(lia.name) });
  await expect(row.getByText(/^Bloqueado até /)).toBeVisible();
  await row.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/voters-locked.png` });
  await row.getByRole('button', { name: `Ações de ${lia.name}` }).click();
  await page.getByRole('menuitem', { name: 'Desbloquear acesso' }).click();
  const dialog = page.getByRole('dialog', { name: 'Desbloquear o acesso ao portal?' });
  await expect(dialog).toContainText('O desbloqueio fica registrado na trilha de auditoria, em seu nome.');
  await dialog.getByRole('button', { name: 'Desbloquear' }).click();
  await expect(page.getByText('Acesso desbloqueado: o votante já pode entrar no portal')).toBeVisible();
  await expect(row.getByText(/^Bloqueado até /)).toHaveCount(0);
  const audit = await api<{ entries: { action: string; actor: { kind: string } }[] }>(
    `/votings/${voting.id}/audit?limit=100`,
  );
  expect(audit.entries.filter((entry) => entry.action === 'voter.access_unlocked')).toEqual([
    expect.objectContaining({ actor: expect.objectContaining({ kind: 'user' }) }),
  ]);

  // The voter starts again: the right last 4, the PIN from the e-mail, the document, the votes, the receipt.
  await voterPage.reload();
  const walk = { page: voterPage };
  await identify(walk, lia);
  await readAndAccept(walk, DOCUMENT);
  await answerAll(voterPage, ITEMS);
  await toReview(walk);
  await finish(walk);
  const results = await votingResults(operator, voting.id);
  expect(results.items.map((item) => item.approve.count)).toEqual([1, 1]);
});
