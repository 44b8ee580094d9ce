import { mkdirSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { checkA11y, injectAxe } from 'axe-playwright';
import { accessCode, seenMessages } from './portal-mail';
import { portalWords, type PortalWords } from './portal-words';

// The steps of the voter portal as a voter goes through them, shared by the portal specs. Every step can be
// axe-checked and photographed (test-results/portal/<name>.png) on the way.

export interface Walk {
  page: Page;
  /** Prefix of the screenshots of this walk ('phone-pt-BR'); none when unset. */
  shots?: string;
  /** The portal's words in the walk's locale (pt-BR by default). */
  words?: PortalWords;
}

const PT_BR = portalWords('pt-BR');
const wordsOf = (walk: Walk) => walk.words ?? PT_BR;
const exactly = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

const SHOTS_DIR = 'test-results/portal';
const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** axe (WCAG 2.2 A/AA) on the page as it is, then a full-page screenshot when the walk takes them. */
export async function checkStep(walk: Walk, step: string): Promise<void> {
  await walk.page.waitForLoadState('networkidle');
  await injectAxe(walk.page);
  // React Aria's live announcer keeps, for 7 s, what it announced — a pending button is announced by reference
  // (role=img aria-labelledby the button), and once the step that had the button is gone the reference is empty.
  await checkA11y(
    walk.page,
    { exclude: [['[data-live-announcer]']] },
    {
      axeOptions: { runOnly: { type: 'tag', values: WCAG } },
      detailedReport: true,
      detailedReportOptions: { html: true },
    },
  );
  if (walk.shots) {
    mkdirSync(SHOTS_DIR, { recursive: true });
    await walk.page.screenshot({ path: `${SHOTS_DIR}/${walk.shots}-${step}.png`, fullPage: true });
  }
}

export interface Voter {
  name: string;
  taxId: string;
  email: string;
}

export const lastFour = (voter: Voter) => voter.taxId.slice(-4);

/** A last-4 that is not the voter's. */
export const wrongFour = (voter: Voter) => String((Number(lastFour(voter)) + 1111) % 10_000).padStart(4, '0');

/** From the opening screen to the documents: the last 4 (optionally wrong once first) and the PIN from the sink. */
export async function identify(
  walk: Walk,
  voter: Voter,
  options: { failOnce?: boolean } = {},
): Promise<void> {
  const { page } = walk;
  const w = wordsOf(walk);
  const field = page.getByRole('textbox', { name: w.lastFourCpf });
  await expect(field).toBeVisible();
  await checkStep(walk, '1-identity');
  if (options.failOnce) {
    await field.fill(wrongFour(voter));
    await page.getByRole('button', { name: w.sendCode }).click();
    await expect(page.getByText(w.identityMismatch)).toBeVisible();
    await checkStep(walk, '1b-identity-wrong');
  }
  const seen = await seenMessages(voter.email);
  await field.fill(lastFour(voter));
  await page.getByRole('button', { name: w.sendCode }).click();
  const pin = page.getByRole('textbox', { name: new RegExp(w.accessCode) });
  await expect(pin).toBeVisible();
  await checkStep(walk, '2-pin');
  await pin.fill(await accessCode(voter.email, seen));
  const confirm = page.getByRole('button', { name: w.confirm });
  if (await confirm.isVisible()) await confirm.click();
}

/** Opens the first document (its first page drawn), accepts the policy and goes on to the ballot. */
export async function readAndAccept(walk: Walk, documentName: string): Promise<void> {
  const { page } = walk;
  const w = wordsOf(walk);
  await expect(page.getByRole('heading', { name: w.documentsTitle })).toBeVisible();
  const toggle = page.getByRole('button', { name: new RegExp(documentName) });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await expect(page.getByText(w.page1of2)).toBeVisible({ timeout: 20_000 });
  await checkStep(walk, '3-documents');
  // The kit's checkbox draws its own box: the label is what a finger or a pointer presses.
  await page.getByText(w.policyAccept).click();
  await expect(page.getByRole('checkbox', { name: w.policyAccept })).toBeChecked();
  await page.getByRole('button', { name: w.continueToBallot }).click();
  await expect(page.getByRole('heading', { name: w.ballotTitle })).toBeVisible();
}

/** Answers every item of the voter's own ballot with `choice` ('Aprovar', 'Reprovar'…). */
export async function answerAll(
  page: Page,
  items: readonly string[],
  choice: string = PT_BR.approve,
): Promise<void> {
  for (const item of items) {
    const group = page.getByRole('radiogroup', { name: new RegExp(item) }).first();
    await group
      .locator('label')
      .filter({ hasText: exactly(choice) })
      .click();
    await expect(group.getByRole('radio', { name: choice, exact: true })).toBeChecked();
  }
}

/** Review → finish → the receipt; returns the receipt's hash. */
export async function finish(walk: Walk): Promise<string> {
  const { page } = walk;
  const w = wordsOf(walk);
  await expect(page.getByRole('heading', { name: w.reviewTitle })).toBeVisible();
  await checkStep(walk, '6-review');
  await page.getByRole('button', { name: w.finish }).click();
  await expect(page.getByRole('heading', { name: w.receiptTitle })).toBeVisible({
    timeout: 20_000,
  });
  await checkStep(walk, '7-receipt');
  const hash =
    (
      await page
        .getByText(/^[0-9a-f]{64}$/)
        .first()
        .textContent()
    )?.trim() ?? '';
  expect(hash).toMatch(/^[0-9a-f]{64}$/);
  return hash;
}

/** From the ballot (own votes answered) through the attachments to the review. */
export async function toReview(walk: Walk): Promise<void> {
  const { page } = walk;
  const w = wordsOf(walk);
  await checkStep(walk, '4-ballot');
  await page.getByRole('button', { name: w.continue, exact: true }).click();
  await expect(page.getByRole('heading', { name: w.attachmentsTitle, exact: true })).toBeVisible();
  await checkStep(walk, '5-attachments');
  await page.getByRole('button', { name: w.toReview, exact: true }).click();
}
