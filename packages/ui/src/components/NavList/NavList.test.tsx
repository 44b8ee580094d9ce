import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUi } from '../../test/render';
import { NavList, type UiNavNode } from './NavList';

const items: UiNavNode[] = [
  {
    type: 'group',
    id: 'admin',
    label: 'Administração',
    children: [
      {
        type: 'collapse',
        id: 'users',
        label: 'Usuários',
        children: [
          { type: 'item', id: 'users-list', label: 'Listar usuários', href: '/users/list' },
          { type: 'item', id: 'users-new', label: 'Novo usuário', href: '/users/new' },
        ],
      },
      {
        type: 'collapse',
        id: 'assistant',
        label: 'Assistente',
        badge: 'IA',
        children: [
          {
            type: 'item',
            id: 'fs',
            label: 'Nova votação de aprovação de contas',
            caption: 'Demonstrativo financeiro',
            badge: 'Novo',
            href: '/batch-votings/new-financial-statement',
          },
        ],
      },
    ],
  },
  { type: 'item', id: 'help', label: 'Ajuda', href: 'https://ajuda.example.com', external: true },
];

function ControlledNav({ activeId, initial }: { activeId: string | null; initial: string[] }) {
  const [expanded, setExpanded] = useState(initial);
  return (
    <>
      <NavList
        items={items}
        activeId={activeId}
        expandedIds={expanded}
        onExpandedChange={setExpanded}
        aria-label="Navegação"
      />
      <output data-testid="expanded">{expanded.join(',')}</output>
    </>
  );
}

describe('NavList', () => {
  it('marks the active item with aria-current=page and only it', () => {
    renderWithUi(<ControlledNav activeId="users-new" initial={['users']} />);
    const nav = screen.getByRole('navigation', { name: 'Navegação' });
    expect(within(nav).getByRole('link', { name: 'Novo usuário' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Listar usuários' })).not.toHaveAttribute('aria-current');
    expect(nav.querySelectorAll('[aria-current]')).toHaveLength(1);
  });

  it('shows the children of expanded collapses only', () => {
    renderWithUi(<ControlledNav activeId={null} initial={['users']} />);
    expect(screen.getByRole('button', { name: 'Usuários' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Listar usuários' })).toBeVisible();
    expect(screen.getByRole('button', { name: /Assistente/ })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: /Nova votação de aprovação de contas/ })).toBeNull();
  });

  it('reports opening and closing through onExpandedChange, by keyboard', async () => {
    const user = userEvent.setup();
    const onExpandedChange = vi.fn();
    renderWithUi(
      <NavList
        items={items}
        activeId={null}
        expandedIds={['users']}
        onExpandedChange={onExpandedChange}
        aria-label="Navegação"
      />,
    );
    screen.getByRole('button', { name: /Assistente/ }).focus();
    await user.keyboard('{Enter}');
    expect(onExpandedChange).toHaveBeenLastCalledWith(['users', 'assistant']);
    screen.getByRole('button', { name: 'Usuários' }).focus();
    await user.keyboard(' ');
    expect(onExpandedChange).toHaveBeenLastCalledWith([]);
  });

  it('renders captions and badges, and opens external items in a new tab', async () => {
    const user = userEvent.setup();
    renderWithUi(<ControlledNav activeId={null} initial={[]} />);
    await user.click(screen.getByRole('button', { name: /Assistente/ }));
    expect(screen.getByTestId('expanded')).toHaveTextContent('assistant');
    const link = screen.getByRole('link', { name: /Nova votação de aprovação de contas/ });
    expect(link).toHaveTextContent('Demonstrativo financeiro');
    expect(link).toHaveTextContent('Novo');
    const help = screen.getByRole('link', { name: 'Ajuda' });
    expect(help).toHaveAttribute('target', '_blank');
    expect(help).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('routes item clicks through the UiProvider navigate function', async () => {
    const user = userEvent.setup();
    const navigate = vi.fn();
    renderWithUi(<ControlledNav activeId={null} initial={['users']} />, { navigate });
    await user.click(screen.getByRole('link', { name: 'Listar usuários' }));
    expect(navigate).toHaveBeenCalledWith('/users/list', undefined);
  });
});
