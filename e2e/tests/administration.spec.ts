import { expect, test } from '../support/test';
import { DEMO_PASSWORD, users } from '../support/demo';
import { signIn } from '../support/signIn';

// The other administration screens against the real server (their unit tests and stories run against fakes):
// company settings with the server's CPF/CNPJ check and a real logo upload, a workspace created and deleted, and a
// message template whose HTML the server sanitizes and previews.

// A 1×1 PNG: the server checks the bytes, not only the declared type.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test('an ADMIN edits the company settings and uploads its logo', async ({ page }) => {
  await signIn(page, users.admin.email, DEMO_PASSWORD);
  await page.goto('/company/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Configurações da empresa' })).toBeVisible();

  const number = page.getByRole('textbox', { name: 'CNPJ' });
  await number.fill('12.ABC.345/01DE-36');
  await page.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(
    page.getByText('CNPJ inválido: confira os 14 caracteres e os dígitos verificadores'),
  ).toBeVisible();

  // The alphanumeric CNPJ in force since July 2026.
  await number.fill('12.ABC.345/01DE-35');
  await page.getByRole('textbox', { name: 'Número de WhatsApp' }).fill('+5511987654321');
  await page.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(page.getByText('Configurações da empresa salvas')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'CNPJ' })).toHaveValue('12.ABC.345/01DE-35');

  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
  await page.getByRole('button', { name: 'Enviar logo' }).click();
  await expect(page.getByText('Logo atualizado')).toBeVisible();
  const logo = page.getByRole('img', { name: /^Logo de / }).first();
  await expect(logo).toBeVisible();
  const src = await logo.getAttribute('src');
  expect(src).toMatch(/^\/api\/files\/[0-9a-f-]{36}\.png$/);
  const file = await page.request.get(src!);
  expect(file.headers()['content-type']).toBe('image/png');
  expect(Buffer.from(await file.body()).equals(PNG)).toBe(true);
});

test('a MASTER creates a workspace with a member and deletes it', async ({ page }) => {
  const name = `Fundo E2E ${Date.now()}`;
  await signIn(page, 'master@demo.local', DEMO_PASSWORD);
  await page.goto('/workspaces/new');
  await page.getByRole('textbox', { name: 'Nome' }).fill(name);
  // The member search is a plain field until it is reached for: focusing it swaps in the combo box.
  await page.getByRole('textbox', { name: 'Adicionar membro' }).focus();
  await page.getByRole('combobox', { name: 'Adicionar membro' }).fill('olívia');
  await page.getByRole('option', { name: /Olívia Operadora/ }).click();
  // The list stays open for the next member; Escape closes it.
  await page.keyboard.press('Escape');
  await expect(page.getByRole('row', { name: /Olívia Operadora/ })).toBeVisible();
  await page.getByRole('button', { name: 'Criar workspace' }).click();
  await expect(page.getByText('Workspace criado')).toBeVisible();

  // The same name again, in other case and without accents, is refused by the server.
  await page.goto('/workspaces/new');
  await page.getByRole('textbox', { name: 'Nome' }).fill(name.toUpperCase());
  await page.getByRole('button', { name: 'Criar workspace' }).click();
  await expect(page.getByText('Já existe um workspace com este nome')).toBeVisible();

  await page.goto('/workspaces/list');
  await page.getByRole('searchbox', { name: 'Buscar workspace' }).fill(name);
  await page.getByRole('button', { name: `Excluir ${name}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Excluir' }).click();
  await expect(page.getByText('Workspace excluído')).toBeVisible();
  // The list says so in its empty state (a row that also names the search): no row of the workspace is left.
  await expect(page.getByText(/^Nenhum workspace encontrado para/)).toBeVisible();
  await expect(page.getByRole('rowheader', { name, exact: true })).toHaveCount(0);
});

test('an OPERATOR writes an e-mail template: unsafe HTML is removed, the preview fills the samples', async ({
  page,
}) => {
  const name = `Convite E2E ${Date.now()}`;
  await signIn(page, users.operator.email, DEMO_PASSWORD);
  await page.goto('/templates/new');
  await page.getByRole('textbox', { name: 'Nome', exact: true }).fill(name);
  await page.getByRole('textbox', { name: 'Assunto' }).fill('Convite: {{votacao}}');
  // The body as HTML (the visual editor's switch, by keyboard), to type what the editor's schema would never make.
  const asHtml = async () => {
    const toggle = page.getByRole('switch', { name: 'Editar como HTML' });
    await toggle.focus();
    await page.keyboard.press('Space');
    await expect(toggle).toBeChecked();
  };
  await asHtml();
  const body = page.getByRole('textbox', { name: 'Corpo' });
  await body.fill('<p onclick="alert(1)">Olá, {{nome}} {{Apelido}}</p><script>alert(2)</script>');
  await expect(page.getByText(/O placeholder \{\{Apelido\}\} tem um nome inválido/)).toBeVisible();

  await body.fill(
    '<p onclick="alert(1)">Olá, {{nome}}.</p><script>alert(2)</script><a href="{{link}}">Votar</a>',
  );
  const preview = page.frameLocator('iframe[title="Pré-visualização do e-mail"]');
  await expect(preview.getByText('Olá, Maria da Silva.')).toBeVisible();
  await expect(page.getByText('Convite: Assembleia do Fundo Imobiliário Exemplo')).toBeVisible();
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Modelo criado')).toBeVisible();

  await page
    .getByRole('row', { name: new RegExp(name) })
    .getByText(name)
    .click();
  // Stored sanitized, it opens in the visual editor: the placeholder a chip, the link its text.
  const editor = page.getByRole('textbox', { name: 'Corpo' });
  await expect(editor.locator('[data-placeholder="nome"]')).toHaveText('{{nome}}');
  await expect(editor.getByRole('link', { name: 'Votar' })).toBeVisible();
  await asHtml();
  await expect(page.getByRole('textbox', { name: 'Corpo' })).toHaveValue(
    '<p>Olá, {{nome}}.</p><a href="{{link}}">Votar</a>',
  );
});
