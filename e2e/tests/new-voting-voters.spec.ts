import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { DEMO_PASSWORD, users } from '../support/demo';
import { sinkMessages, type SinkMessage } from '../support/mail';
import { signIn } from '../support/signIn';

// Issue 16, the new-voting flow against the real server, job runner and SMTP sink: an OPERATOR adds two voters by
// hand — the first with an invalid CPF, refused in the dialog, which stays open on the voters step, then corrected —
// sends themself a test invitation (only they get it), and publishes through a confirmation that says how many
// invitation e-mails go out.

async function fillDateTime(page: Page, label: string, value: string) {
  // The browser's own datetime-local field (in the kit's field look): Playwright fills it with 'yyyy-mm-ddThh:mm'.
  await page.getByLabel(label).fill(value);
}

/** The flow's step on screen (its title, also while a dialog hides the page from the accessibility tree). */
const stepTitle = (page: Page) => page.locator('#voting-step-title');

/** Polls the sink until `pick` finds `count` new messages; returns them. */
async function awaitMessages(before: Set<string>, pick: (message: SinkMessage) => boolean, count: number) {
  let found: SinkMessage[] = [];
  await expect
    .poll(
      async () => {
        found = (await sinkMessages()).filter((message) => !before.has(message.id) && pick(message));
        return found.length;
      },
      { timeout: 60_000, intervals: [500, 1000, 2000] },
    )
    .toBe(count);
  return found;
}

test('two voters added by hand (one invalid, corrected), a test invitation to the operator, and a publish that says how many e-mails go out', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  const title = `Voters by hand E2E ${stamp}`;
  const voters = [
    { name: 'Beatriz Souza', taxId: '529.982.247-25', email: `beatriz.${stamp}@exemplo.com.br` },
    { name: 'Carlos Lima', taxId: '390.533.447-05', email: `carlos.${stamp}@exemplo.com.br` },
  ];
  const before = new Set((await sinkMessages()).map((message) => message.id));

  await signIn(page, users.operator.email, DEMO_PASSWORD);
  await page.goto('/votings/new');
  await page.getByRole('textbox', { name: 'Título' }).fill(title);
  await fillDateTime(page, 'Prazo para votar', `${new Date().getFullYear() + 2}-01-31T18:00`);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/\/votings\/new\?id=[0-9a-f-]{36}/);
  await page.getByRole('textbox', { name: 'Item 1', exact: true }).fill('Aprovar as contas de 2026');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(stepTitle(page)).toHaveText('Documentos');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(stepTitle(page)).toHaveText('Votantes');

  // The first voter, with a CPF whose digits are wrong: refused in the dialog (Enter), which keeps the focus.
  const addButton = page.getByRole('button', { name: 'Adicionar votante' });
  await addButton.click();
  let dialog = page.getByRole('dialog', { name: 'Adicionar votante' });
  await dialog.getByRole('textbox', { name: /Nome/ }).fill(voters[0]!.name);
  await dialog.getByRole('textbox', { name: /E-mail/ }).fill(voters[0]!.email);
  const taxId = dialog.getByRole('textbox', { name: /CPF ou CNPJ/ });
  await taxId.fill('111.111.111-11');
  await taxId.press('Enter');
  await expect(dialog.getByText('CPF ou CNPJ inválido: confira os dígitos')).toBeVisible();
  await expect(taxId).toBeFocused();
  await expect(dialog).toBeVisible();
  await expect(stepTitle(page)).toHaveText('Votantes');

  // Corrected: added, back on the voters step with the count read again and the focus on the button.
  await taxId.fill(voters[0]!.taxId);
  await dialog.getByRole('button', { name: 'Adicionar', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Votantes cadastrados: 1')).toBeVisible();
  await expect(stepTitle(page)).toHaveText('Votantes');
  await expect(addButton).toBeFocused();

  // The second one, right at once, by Enter.
  await addButton.press('Enter');
  dialog = page.getByRole('dialog', { name: 'Adicionar votante' });
  await dialog.getByRole('textbox', { name: /Nome/ }).fill(voters[1]!.name);
  await dialog.getByRole('textbox', { name: /CPF ou CNPJ/ }).fill(voters[1]!.taxId);
  await dialog.getByRole('textbox', { name: /E-mail/ }).fill(voters[1]!.email);
  await dialog.getByRole('textbox', { name: /E-mail/ }).press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Votantes cadastrados: 2')).toBeVisible();

  // Votantes is ticked only now that it has voters (seen from the next step).
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(stepTitle(page)).toHaveText('Convite');
  const steps = page.getByRole('list', { name: 'Etapas da criação da votação' });
  await expect(steps.getByRole('listitem').filter({ hasText: 'Votantes' })).toHaveAttribute(
    'data-status',
    'complete',
  );
  await page.locator('label', { hasText: 'Cédula de assembleia geral de cotistas' }).click();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(stepTitle(page)).toHaveText('Revisão');

  // A test invitation: to the operator only, marked as a test; no voter gets anything.
  const invitation = page.getByRole('region', { name: 'Convite' });
  await invitation.getByRole('button', { name: 'Enviar convite de teste para mim' }).click();
  await expect(invitation.getByRole('status')).toContainText(users.operator.email);
  const [testMail] = await awaitMessages(before, (message) => message.subject.includes(title), 1);
  expect(testMail!.subject.startsWith('[Teste] ')).toBe(true);
  expect(testMail!.to.map((address) => address.toLowerCase())).toEqual([users.operator.email]);
  expect(testMail!.html).toContain('Convite de teste');
  expect(testMail!.html).toContain('Aprovar as contas de 2026');

  // Publish: the confirmation says how many invitation e-mails go out; then each voter gets one.
  await page.getByRole('button', { name: 'Publicar agora' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Publicar e enviar os convites?' });
  await expect(confirm).toContainText(
    'A votação abre agora e 2 e-mails de convite saem neste momento, um para cada votante.',
  );
  await confirm.getByRole('button', { name: 'Publicar agora' }).click();
  await expect(page.getByText('Votação publicada')).toBeVisible();
  await expect(page).toHaveURL(/\/votings\/[0-9a-f-]{36}$/);

  const sent = await awaitMessages(before, (message) => message.subject.includes(title), 3);
  const invitations = sent.filter((message) => !message.subject.startsWith('[Teste]'));
  expect(invitations.flatMap((message) => message.to.map((address) => address.toLowerCase())).sort()).toEqual(
    voters.map((voter) => voter.email).sort(),
  );
});
