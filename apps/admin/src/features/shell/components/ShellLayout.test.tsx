import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { signOut } from 'aws-amplify/auth';
import type { Role } from '@backoffice/domain';
import { demoCompany, demoUser } from '@admin/testing/demo-data';
import { renderSignedIn } from '@admin/testing/signed-in';

const nav = () => screen.findByRole('navigation', { name: 'Menu de navegação' });
const assistantNav = () => screen.findByRole('navigation', { name: 'Assistente de IA' });

/** Opens every collapse of the areas nav and returns the names of the links it holds. */
async function allLinks(): Promise<string[]> {
  const user = userEvent.setup();
  const areas = await nav();
  for (const button of within(areas).getAllByRole('button')) {
    if (button.getAttribute('aria-expanded') === 'false') await user.click(button);
  }
  const assistant = screen.queryByRole('navigation', { name: 'Assistente de IA' });
  for (const button of assistant ? within(assistant).getAllByRole('button') : []) {
    if (button.getAttribute('aria-expanded') === 'false') await user.click(button);
  }
  return screen
    .getAllByRole('link')
    .map((link) => link.getAttribute('href') ?? '')
    .filter((href) => href.startsWith('/'))
    .sort();
}

const lists = [
  '/batch-votings/list',
  '/communication/list',
  '/forms/list',
  '/templates/list',
  '/transformation/list',
  '/users/list',
  '/votings/list',
  '/workspaces/list',
];
const runs = [
  '/batch-votings/new',
  '/batch-votings/new-financial-statement',
  '/communication/new',
  '/communication/new-communication-parameterizable',
  '/forms/new',
  '/templates/new',
  '/transformation/new',
  '/votings/new',
];
const manages = ['/users/new', '/workspaces/new'];

describe('shell navigation', () => {
  it.each<[Role, string[]]>([
    ['OBSERVER', lists],
    ['OPERATOR', [...lists, ...runs]],
    ['MASTER', [...lists, ...runs, ...manages]],
    ['ADMIN', [...lists, ...runs, ...manages, '/company/settings']],
  ])('shows %s only the entries of its role', async (role, expected) => {
    await renderSignedIn('/templates/list', role);
    expect(await allLinks()).toEqual([...expected].sort());
  });

  it('hides communication and forms when the company has those features off', async () => {
    await renderSignedIn('/votings/list', 'ADMIN', {
      company: demoCompany({ communication: false, forms: false }),
    });
    const areas = await nav();
    expect(within(areas).getByRole('button', { name: /Votações/ })).toBeInTheDocument();
    expect(within(areas).queryByRole('button', { name: /Comunicação/ })).not.toBeInTheDocument();
    expect(within(areas).queryByRole('button', { name: /Formulários/ })).not.toBeInTheDocument();
    expect(
      (await allLinks()).some((href) => href.startsWith('/communication') || href.startsWith('/forms')),
    ).toBe(false);
  });

  it('marks the entry of the current path active and opens only its collapse', async () => {
    await renderSignedIn('/communication/new-communication-parameterizable');
    const areas = await nav();
    const active = await within(areas).findByRole('link', { name: 'Nova comunicação parametrizável' });
    expect(active).toHaveAttribute('aria-current', 'page');
    expect(within(areas).getByRole('button', { name: /Comunicação/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(within(areas).getByRole('button', { name: /Votações/ })).toHaveAttribute('aria-expanded', 'false');
    expect(within(areas).queryByRole('link', { name: 'Nova votação' })).not.toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Nova comunicação parametrizável' }),
    ).toBeInTheDocument();
  });

  it.each([
    ['/votings/3f1c9a52-8d7e-4b1a-9c55-0e6f2a1b7d40', /^Votações/, 'Todas as votações'],
    ['/templates/3f1c9a52-8d7e-4b1a-9c55-0e6f2a1b7d40', /^Modelos/, 'Todos os modelos'],
    ['/users/3f1c9a52-8d7e-4b1a-9c55-0e6f2a1b7d40', /^Usuários/, 'Todos os usuários'],
    ['/workspaces/3f1c9a52-8d7e-4b1a-9c55-0e6f2a1b7d40', /^Workspaces/, 'Todos os workspaces'],
  ])('keeps the section of %s active: its list entry, its collapse open', async (path, area, list) => {
    await renderSignedIn(path);
    const areas = await nav();
    expect(within(areas).getByRole('button', { name: area })).toHaveAttribute('aria-expanded', 'true');
    expect(await within(areas).findByRole('link', { name: list })).toHaveAttribute('aria-current', 'page');
    expect(
      within(areas)
        .getAllByRole('link')
        .filter((link) => link.hasAttribute('aria-current')),
    ).toHaveLength(1);
  });

  it('opens the AI assistant on its routes with its three entries', async () => {
    await renderSignedIn('/batch-votings/new-financial-statement');
    const assistant = await assistantNav();
    expect(within(assistant).getByRole('button', { name: /Assistente.*IA/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(within(assistant).getByRole('link', { name: /Todas as votações em lote/ })).toBeInTheDocument();
    expect(within(assistant).getByRole('link', { name: /^Nova votação em lote/ })).toBeInTheDocument();
    const statement = within(assistant).getByRole('link', { name: /Nova votação de aprovação de contas/ });
    expect(statement).toHaveAttribute('aria-current', 'page');
    expect(statement).toHaveTextContent('Demonstrativo financeiro');
    expect(statement).toHaveTextContent('Novo');
  });

  it('follows a nav link to its route and opens the collapse above a route reached later', async () => {
    const user = userEvent.setup();
    await renderSignedIn('/votings/list');
    const areas = await nav();
    await user.click(within(areas).getByRole('link', { name: 'Nova votação' }));
    expect(window.location.pathname).toBe('/votings/new');
    expect(await screen.findByRole('heading', { level: 1, name: 'Nova votação' })).toBeInTheDocument();
    expect(within(areas).getByRole('link', { name: 'Nova votação' })).toHaveAttribute('aria-current', 'page');
  });
});

describe('shell frame', () => {
  it('shows the user panel with name and role, and the default admin label when the name is missing', async () => {
    await renderSignedIn('/votings/list', 'OPERATOR');
    expect(await screen.findByText('Olívia Operadora')).toBeInTheDocument();
    expect(screen.getByText('Operador')).toBeInTheDocument();
  });

  it('falls back to the default admin label for a user without a name', async () => {
    await renderSignedIn('/votings/list', 'ADMIN', { user: demoUser('ADMIN', { name: '' }) });
    const panel = (await screen.findByRole('button', { name: 'Menu do usuário' })).parentElement!;
    expect(within(panel).getAllByText('Administrador')).toHaveLength(2);
  });

  it('signs out from the user menu: identity sign-out, both token stores cleared, back to sign-in', async () => {
    const user = userEvent.setup();
    await renderSignedIn('/votings/list');
    expect(localStorage.getItem('user-token')).not.toBeNull();
    await user.click(await screen.findByRole('button', { name: 'Menu do usuário' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sair' }));

    await waitFor(() => expect(window.location.pathname).toBe('/signin'));
    expect(signOut).toHaveBeenCalled();
    expect(localStorage.getItem('user-token')).toBeNull();
    expect(document.cookie).not.toMatch(/(^|;\s*)token=/);
    expect(await screen.findByRole('heading', { level: 1, name: 'Entrar' })).toBeInTheDocument();
  });

  it('goes to sign-in when the API answers 401', async () => {
    await renderSignedIn('/votings/list', 'ADMIN', { unauthorized: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Entrar' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/signin');
    expect(localStorage.getItem('user-token')).toBeNull();
  });

  it('still opens the shell when the company cannot be loaded (logged only)', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await renderSignedIn('/votings/list', 'ADMIN', { companyFails: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Todas as votações' })).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith('Company load failed', expect.anything());
    // Without the company's flags the flagged areas stay hidden.
    expect(within(await nav()).queryByRole('button', { name: /Comunicação/ })).not.toBeInTheDocument();
  });

  it('opens the knowledge centre in a new tab from the help button', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    const user = userEvent.setup();
    await renderSignedIn('/votings/list');
    await user.click(await screen.findByRole('button', { name: 'Área do Conhecimento - Centro de Ajuda' }));
    expect(open).toHaveBeenCalledWith('https://ajuda.example.com', '_blank', 'noopener,noreferrer');
  });

  it('shows the help tooltip on hover', async () => {
    const user = userEvent.setup();
    await renderSignedIn('/votings/list');
    await user.hover(await screen.findByRole('button', { name: 'Área do Conhecimento - Centro de Ajuda' }));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Área do Conhecimento - Centro de Ajuda');
  });

  it('shows the menu button only below the large breakpoint, where it opens the navigation drawer', async () => {
    const { setLargeScreen } = await import('@admin/testing/setup');
    setLargeScreen(false);
    const user = userEvent.setup();
    await renderSignedIn('/votings/list');
    const menu = await screen.findByRole('button', { name: 'Abrir menu' });
    expect(screen.queryByRole('navigation', { name: 'Menu de navegação' })).not.toBeInTheDocument();
    await user.click(menu);
    expect(await screen.findByRole('dialog', { name: 'Menu de navegação' })).toBeInTheDocument();
    expect(await nav()).toBeInTheDocument();
  });

  it('has no menu button on large screens, where the sidebar is fixed', async () => {
    await renderSignedIn('/votings/list');
    expect(await nav()).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Abrir menu' })).not.toBeInTheDocument();
  });

  it("shows an honest not-available page, under the area's title, for an area not built yet", async () => {
    await renderSignedIn('/transformation/new');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Ainda não disponível' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Nova transformação | Backoffice | Admin');
  });

  it('shows the 404 page for a path that is no route', async () => {
    await renderSignedIn('/no/such/page');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Página não encontrada' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir para o início' })).toHaveAttribute('href', '/votings/list');
  });

  it('has no footer by default', async () => {
    await renderSignedIn('/votings/list');
    await nav();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });
});
