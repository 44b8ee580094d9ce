import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { DEMO_PASSWORD, users } from '../support/demo';
import { fillSignIn } from '../support/signIn';

// Issue 16's small things of the shell, in the product as `npm start` runs it: the top bar on a 390 px phone (in
// Portuguese and in Arabic), the breadcrumb's chevrons in Arabic, `?is_rtl=true` on a Portuguese page (numbers in
// their order, and only for the visit) and the sidebar's section on a voting's page. Each test saves the screenshots
// it was checked with beside its results (test-results/e2e/…), or in SHELL_SCREENSHOTS_DIR when set (the results
// directory is emptied by the next run).

const screenshotPath = (name: string) =>
  process.env.SHELL_SCREENSHOTS_DIR
    ? path.join(process.env.SHELL_SCREENSHOTS_DIR, name)
    : test.info().outputPath(name);

/** A voting's own page (not a draft, which opens in the new-voting flow). */
const votingLink = (page: Page) =>
  page.locator('main table a[href^="/votings/"]:not([href^="/votings/new"])').first();

async function signInTo(page: Page) {
  await fillSignIn(page, users.operator.email, DEMO_PASSWORD);
  await expect(page.getByRole('heading', { level: 1, name: 'Todas as votações' })).toBeVisible({
    timeout: 20_000,
  });
}

/** Nothing scrolls sideways, and every control of the top bar is whole on the screen. */
async function expectTopBarFits(page: Page, helpName: RegExp) {
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(widths.scroll).toBeLessThanOrEqual(widths.client);
  const banner = page.getByRole('button', { name: helpName }).locator('xpath=ancestor::header');
  for (const button of await banner.getByRole('button').all()) {
    const box = (await button.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(widths.client);
  }
}

/** Where the two numbers and the "de" of the first "N de M" in `scope` are drawn: their left edges. */
async function numbersOf(scope: Locator): Promise<number[] | null> {
  return scope.evaluate((root) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      const match = /(\d+) de (\d+)/.exec(node.data);
      if (!match) continue;
      const text = node;
      const left = (start: number, length: number) => {
        const range = document.createRange();
        range.setStart(text, start);
        range.setEnd(text, start + length);
        return range.getBoundingClientRect().left;
      };
      const of = match.index + match[1]!.length + 1;
      return [left(match.index, match[1]!.length), left(of, 2), left(of + 3, match[2]!.length)];
    }
    return null;
  });
}

test('the admin on a 390 px phone fits the screen in Portuguese and in Arabic; the breadcrumb mirrors its chevrons in Arabic', async ({
  browser,
}) => {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'pt-BR',
  });
  const page = await context.newPage();
  try {
    await signInTo(page);
    await expectTopBarFits(page, /Centro de Ajuda/);
    await page.screenshot({ path: screenshotPath('admin-390-pt-BR.png') });

    await page.getByRole('button', { name: /Idioma:/ }).click();
    await page.getByRole('menuitemradio', { name: /العربية/ }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expectTopBarFits(page, /مركز المساعدة/);
    await page.screenshot({ path: screenshotPath('admin-390-ar.png') });

    // A voting's page: its breadcrumb leads back to the list, its chevron pointing the way Arabic reads (left).
    await votingLink(page).click();
    await expect(page).toHaveURL(/\/votings\/[0-9a-f-]{36}$/);
    const breadcrumb = page.locator('main nav ol').first();
    const chevron = breadcrumb.locator('svg').first();
    await expect(chevron).toBeVisible();
    expect(await chevron.evaluate((svg) => new DOMMatrix(getComputedStyle(svg).transform).a)).toBe(-1);
    const [listLink, current] = await Promise.all([
      breadcrumb.locator('li').first().boundingBox(),
      breadcrumb.locator('li').last().boundingBox(),
    ]);
    expect(listLink!.x).toBeGreaterThan(current!.x);
    await breadcrumb.screenshot({ path: screenshotPath('breadcrumb-ar.png') });
    await expectTopBarFits(page, /مركز المساعدة/);
    await page.screenshot({ path: screenshotPath('voting-390-ar.png') });
  } finally {
    // Back to Portuguese for the following tests.
    await page.getByRole('button', { name: /اللغة/ }).click();
    await page.getByRole('menuitemradio', { name: /Português/ }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await context.close();
  }
});

test('?is_rtl=true mirrors a Portuguese page for the visit, its numbers in their order; a voting keeps its section active', async ({
  page,
}) => {
  await signInTo(page);
  await page.goto('/votings/list?is_rtl=true');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
  const table = page.locator('main table').first();
  await expect(table).toBeVisible();
  // "32 de 37" reads left to right: it showed as "de 37 32".
  const edges = await numbersOf(table);
  expect(edges).not.toBeNull();
  expect(edges![0]).toBeLessThan(edges![1]!);
  expect(edges![1]).toBeLessThan(edges![2]!);
  // The layout is mirrored: the sidebar on the right.
  const nav = (await page.getByRole('navigation', { name: 'Menu de navegação' }).boundingBox())!;
  expect(nav.x + nav.width / 2).toBeGreaterThan(page.viewportSize()!.width / 2);
  await page.screenshot({ path: screenshotPath('is-rtl-pt-BR.png') });

  // Across the app's own pages it stays; the sidebar keeps the votings' section active on a voting's page.
  await votingLink(page).click();
  await expect(page).toHaveURL(/\/votings\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const sidebar = page.getByRole('navigation', { name: 'Menu de navegação' });
  await expect(sidebar.getByRole('link', { name: 'Todas as votações' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await page.screenshot({ path: screenshotPath('is-rtl-pt-BR-voting.png') });

  // A page loaded without it follows the language again.
  await page.goto('/votings/list');
  await expect(page.getByRole('heading', { level: 1, name: 'Todas as votações' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
});
