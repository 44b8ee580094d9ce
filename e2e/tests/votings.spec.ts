import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { voterCsvWithErrors } from '../../apps/api/test/support/voter-csv-fixtures';
import { DEMO_PASSWORD } from '../support/demo';
import { sinkMessages, type SinkMessage } from '../support/mail';
import { signIn } from '../support/signIn';

// Issue 5 end to end against the real server, job runner and SMTP sink: an OPERATOR creates a voting with two items
// and a PDF, imports a 1,000-row voter CSV with bad rows (sees them reported, drops them), publishes, and the sink
// receives exactly one invitation per valid voter, each with its own link.

// The smallest PDF the server accepts (it checks the %PDF- signature).
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

async function fillDateTime(page: Page, label: string, value: string) {
  // The browser's own datetime-local field (in the kit's field look): Playwright fills it with 'yyyy-mm-ddThh:mm'.
  await page.getByLabel(label).fill(value);
}

test('an OPERATOR creates a voting, imports voters dropping the bad rows, publishes, and every valid voter is invited once', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const title = `AGE E2E ${Date.now()}`;
  const csv = voterCsvWithErrors(1000, 50, Date.now() % 100_000);
  const before = new Set((await sinkMessages()).map((message) => message.id));

  await signIn(page, 'operator@demo.local', DEMO_PASSWORD);
  await page.goto('/votings/new');
  await expect(page.getByRole('heading', { level: 1, name: 'Nova votação' })).toBeVisible();

  // Detalhes: leaving the step creates the draft.
  await page.getByRole('textbox', { name: 'Título' }).fill(title);
  await page.getByText('Pelas cotas do votante', { exact: true }).click();
  await expect(page.getByRole('radio', { name: 'Pelas cotas do votante' })).toBeChecked();
  await fillDateTime(page, 'Prazo para votar', `${new Date().getFullYear() + 2}-01-31T18:00`);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/\/votings\/new\?id=[0-9a-f-]{36}/);

  // Itens.
  await page
    .getByRole('textbox', { name: 'Item 1', exact: true })
    .fill('Aprovar as demonstrações financeiras de 2025');
  await page.getByRole('button', { name: 'Adicionar item' }).click();
  await page
    .getByRole('textbox', { name: 'Item 2', exact: true })
    .fill('Eleger o representante dos cotistas');
  await page.getByRole('button', { name: 'Continuar' }).click();

  // Documentos. A step's code loads when the step opens (its heading shows first): the file input is this step's only
  // once the step's own content is on the page.
  await expect(page.getByText('PDF, PNG ou JPEG, até 20 MB cada.')).toBeVisible();
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'edital-de-convocação.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(page.getByText('Documentos anexados (1)')).toBeVisible();
  await expect(page.getByText('edital-de-convocação.pdf')).toBeVisible();
  await page.getByRole('button', { name: 'Continuar' }).click();

  // Votantes: the file is read and its bad rows reported by line and reason; nothing is written yet.
  await expect(page.getByRole('button', { name: 'Baixar exemplo de CSV' })).toBeVisible();
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'cotistas.csv', mimeType: 'text/csv', buffer: Buffer.from(csv.bytes) });
  await expect(page.getByText('Arquivo lido: cotistas.csv')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'Linhas com erro' })).toBeVisible();
  const firstBad = csv.invalid[0]!;
  await expect(page.getByRole('row', { name: new RegExp(`^${firstBad.line}\\b`) }).first()).toBeVisible();
  await expect(page.getByText('Votantes cadastrados: 0')).toBeVisible();

  // Drop the bad rows: import only the valid ones.
  await page.getByRole('button', { name: `Importar ${csv.valid.length} votantes` }).click();
  await expect(page.getByText(`${csv.valid.length} votantes importados.`)).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText(`Votantes cadastrados: ${csv.valid.length}`)).toBeVisible();
  // The table's first page arrives after the count and pushes the buttons down: a click before it landed beside
  // "Continuar" under CI load (the step stayed). Wait for the page of voters, then go on.
  await expect(page.getByRole('navigation', { name: 'Páginas dos votantes' })).toContainText(
    `de ${csv.valid.length}`,
  );
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Convite' })).toBeVisible();

  // Convite.
  await page.locator('label', { hasText: 'Cédula de assembleia geral de cotistas' }).click();
  await expect(page.getByRole('radio', { name: 'Cédula de assembleia geral de cotistas' })).toBeChecked();
  await expect(page.getByText('Prévia do convite')).toBeVisible();
  await page.getByRole('button', { name: 'Continuar' }).click();

  // Revisão → publish now, confirmed: it says how many invitation e-mails go out.
  await page.getByRole('button', { name: 'Publicar agora' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Publicar e enviar os convites?' });
  await expect(confirm).toContainText(
    `${csv.valid.length.toLocaleString('pt-BR')} e-mails de convite saem neste momento`,
  );
  await confirm.getByRole('button', { name: 'Publicar agora' }).click();
  await expect(page.getByText('Votação publicada')).toBeVisible();
  await expect(page).toHaveURL(/\/votings\/[0-9a-f-]{36}$/);

  // The sink receives one invitation per valid voter (the job runner sends them in the background).
  const expected = new Set(csv.valid.map((voter) => voter.email));
  let invitations: SinkMessage[] = [];
  await expect
    .poll(
      async () => {
        invitations = (await sinkMessages()).filter(
          (message) => !before.has(message.id) && message.subject.includes(title),
        );
        return invitations.length;
      },
      { timeout: 120_000, intervals: [1000, 2000, 5000] },
    )
    .toBe(expected.size);
  const recipients = invitations.flatMap((message) => message.to.map((address) => address.toLowerCase()));
  expect(new Set(recipients).size).toBe(recipients.length);
  expect(new Set(recipients)).toEqual(expected);
  const links = new Set(
    invitations.map((message) => /\/v\/[A-Za-z0-9_-]{20,}/.exec(message.html ?? '')?.[0]),
  );
  expect(links.has(undefined)).toBe(false);
  expect(links.size).toBe(expected.size);
  const sample = invitations[0]!;
  expect(sample.html).toContain('Aprovar as demonstrações financeiras de 2025');
  expect(sample.html).toContain('Eleger o representante dos cotistas');
});
