import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUi } from '../../test/render';
import { Tag, TagGroup, type TagGroupProps } from './TagGroup';

const cities = [
  { id: 'sp', name: 'São Paulo' },
  { id: 'rj', name: 'Rio de Janeiro' },
];

function Cities(props: Partial<TagGroupProps<(typeof cities)[number]>>) {
  const [items, setItems] = useState(cities);
  return (
    <TagGroup
      label="Cidades"
      {...props}
      items={items}
      onRemove={(keys) => {
        props.onRemove?.(keys);
        setItems((current) => current.filter((city) => !keys.has(city.id)));
      }}
    >
      {(city) => <Tag id={city.id}>{city.name}</Tag>}
    </TagGroup>
  );
}

describe('TagGroup', () => {
  it('names each remove button with the built-in label and the tag text', async () => {
    const user = userEvent.setup();
    const onRemove = vi.fn();
    renderWithUi(<Cities onRemove={onRemove} />);
    await user.click(screen.getByRole('button', { name: 'Remover São Paulo' }));
    expect(onRemove).toHaveBeenCalledWith(new Set(['sp']));
    expect(screen.queryByRole('row', { name: 'São Paulo' })).toBeNull();
  });

  it('takes the remove label from the locale or from removeLabel', () => {
    const { unmount } = renderWithUi(<Cities />, { locale: 'es' });
    expect(screen.getByRole('button', { name: 'Quitar Rio de Janeiro' })).toBeInTheDocument();
    unmount();
    renderWithUi(<Cities removeLabel="Tirar filtro" />);
    expect(screen.getByRole('button', { name: 'Tirar filtro Rio de Janeiro' })).toBeInTheDocument();
  });

  it('removes the focused tag with Delete and Backspace', async () => {
    const user = userEvent.setup();
    renderWithUi(<Cities />);
    await user.tab();
    expect(screen.getByRole('row', { name: 'São Paulo' })).toHaveFocus();
    await user.keyboard('{Delete}');
    expect(screen.queryByRole('row', { name: 'São Paulo' })).toBeNull();
    expect(screen.getByRole('row', { name: 'Rio de Janeiro' })).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(screen.queryAllByRole('row')).toHaveLength(0);
    expect(screen.getByText('Nenhum item')).toBeInTheDocument();
  });

  it('shows a custom empty state', () => {
    renderWithUi(
      <TagGroup label="Cidades" items={[]} renderEmptyState={() => 'Sem cidades'}>
        {(city: { id: string; name: string }) => <Tag id={city.id}>{city.name}</Tag>}
      </TagGroup>,
    );
    expect(screen.getByRole('group', { name: 'Cidades' })).toHaveTextContent('Sem cidades');
  });

  it('has no remove buttons without onRemove, and toggles selection when selectable', async () => {
    const user = userEvent.setup();
    const onSelectionChange = vi.fn();
    renderWithUi(
      <TagGroup aria-label="Status" selectionMode="single" onSelectionChange={onSelectionChange}>
        <Tag id="open">Em aberto</Tag>
        <Tag id="paid">Pagos</Tag>
      </TagGroup>,
    );
    expect(screen.queryByRole('button')).toBeNull();
    await user.click(screen.getByRole('row', { name: 'Pagos' }));
    // RAC passes its own Set subclass: compare the keys.
    expect([...onSelectionChange.mock.lastCall![0]]).toEqual(['paid']);
    expect(screen.getByRole('row', { name: 'Pagos' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('row', { name: 'Em aberto' }));
    expect(screen.getByRole('row', { name: 'Pagos' })).toHaveAttribute('aria-selected', 'false');
  });

  it('links the description and error message to the list', () => {
    renderWithUi(<Cities description="Filtra a lista" errorMessage="Máximo de 2 cidades" />);
    const grid = screen.getByRole('grid', { name: 'Cidades' });
    expect(grid).toHaveAccessibleDescription(/Filtra a lista/);
    expect(grid).toHaveAccessibleDescription(/Máximo de 2 cidades/);
  });

  it('does not remove a disabled tag', async () => {
    const user = userEvent.setup();
    const onRemove = vi.fn();
    renderWithUi(<Cities disabledKeys={['sp']} onRemove={onRemove} />);
    await user.click(screen.getByRole('button', { name: 'Remover São Paulo' }));
    expect(onRemove).not.toHaveBeenCalled();
  });
});
