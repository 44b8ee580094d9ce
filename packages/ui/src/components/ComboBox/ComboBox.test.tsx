import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUi } from '../../test/render';
import { ComboBox, ComboBoxItem, type ComboBoxProps } from './ComboBox';

interface City {
  id: string;
  name: string;
}

const cities: City[] = [
  { id: 'poa', name: 'Porto Alegre' },
  { id: 'rec', name: 'Recife' },
  { id: 'rio', name: 'Rio de Janeiro' },
  { id: 'sp', name: 'São Paulo' },
];

function Cities(props: Partial<ComboBoxProps<City>>) {
  return (
    <ComboBox<City> label="Cidade" defaultItems={cities} {...props}>
      {(city) => <ComboBoxItem id={city.id}>{city.name}</ComboBoxItem>}
    </ComboBox>
  );
}

describe('ComboBox', () => {
  it('filters the options as the user types and selects one with the keyboard', async () => {
    const user = userEvent.setup();
    const onSelectionChange = vi.fn();
    renderWithUi(<Cities onSelectionChange={onSelectionChange} />);
    const input = screen.getByRole('combobox', { name: 'Cidade' });
    await user.type(input, 'r');
    const listbox = await screen.findByRole('listbox');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Porto Alegre', 'Recife', 'Rio de Janeiro']);
    await user.type(input, 'io');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Rio de Janeiro']);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onSelectionChange).toHaveBeenLastCalledWith('rio');
    expect(input).toHaveValue('Rio de Janeiro');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('says "Nenhum resultado" when nothing matches, and the text can be overridden', async () => {
    const user = userEvent.setup();
    const { unmount } = renderWithUi(<Cities />);
    await user.type(screen.getByRole('combobox', { name: 'Cidade' }), 'xyz');
    expect(await screen.findByText('Nenhum resultado')).toBeInTheDocument();
    unmount();
    renderWithUi(<Cities emptyText="Cidade não atendida" />);
    await user.type(screen.getByRole('combobox', { name: 'Cidade' }), 'xyz');
    expect(await screen.findByText('Cidade não atendida')).toBeInTheDocument();
  });

  it('uses the UI locale for its built-in texts', async () => {
    const user = userEvent.setup();
    renderWithUi(<Cities label="Ciudad" />, { locale: 'es' });
    expect(screen.getByRole('button', { name: /Mostrar sugerencias/ })).toBeInTheDocument();
    await user.type(screen.getByRole('combobox', { name: 'Ciudad' }), 'xyz');
    expect(await screen.findByText('Sin resultados')).toBeInTheDocument();
  });

  it('shows the text of a default selected key', () => {
    renderWithUi(<Cities defaultSelectedKey="rec" />);
    expect(screen.getByRole('combobox', { name: 'Cidade' })).toHaveValue('Recife');
  });

  it('opens every option from the button', async () => {
    const user = userEvent.setup();
    renderWithUi(<Cities />);
    await user.click(screen.getByRole('button', { name: /Mostrar sugestões/ }));
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).getAllByRole('option')).toHaveLength(4);
  });

  it('shows a loading state for async items: spinner in the field, loading text in an empty list', async () => {
    const user = userEvent.setup();
    const onInputChange = vi.fn();
    const { rerender } = renderWithUi(
      <ComboBox<City> label="Cidade" items={[]} isLoading onInputChange={onInputChange}>
        {(city) => <ComboBoxItem id={city.id}>{city.name}</ComboBoxItem>}
      </ComboBox>,
    );
    expect(screen.getByRole('progressbar', { name: 'Carregando…' })).toBeInTheDocument();
    await user.type(screen.getByRole('combobox', { name: 'Cidade' }), 'Rec');
    expect(onInputChange).toHaveBeenLastCalledWith('Rec');
    const listbox = await screen.findByRole('listbox');
    expect(listbox).toHaveTextContent('Carregando…');
    rerender(
      <ComboBox<City> label="Cidade" items={[cities[1]!]} onInputChange={onInputChange}>
        {(city) => <ComboBoxItem id={city.id}>{city.name}</ComboBoxItem>}
      </ComboBox>,
    );
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(within(screen.getByRole('listbox')).getByRole('option', { name: 'Recife' })).toBeInTheDocument();
  });

  it('switches the empty list between the loading and the no-result text', async () => {
    const user = userEvent.setup();
    const list = (isLoading: boolean) => (
      <ComboBox<City> label="Cidade" items={[]} isLoading={isLoading}>
        {(city) => <ComboBoxItem id={city.id}>{city.name}</ComboBoxItem>}
      </ComboBox>
    );
    const { rerender } = renderWithUi(list(false));
    await user.type(screen.getByRole('combobox', { name: 'Cidade' }), 'x');
    const listbox = await screen.findByRole('listbox');
    expect(listbox).toHaveTextContent('Nenhum resultado');
    rerender(list(true));
    expect(screen.getByRole('listbox')).toHaveTextContent('Carregando…');
    rerender(list(false));
    expect(screen.getByRole('listbox')).toHaveTextContent('Nenhum resultado');
  });

  it('closes on Escape and shows the error while invalid', async () => {
    const user = userEvent.setup();
    renderWithUi(<Cities isInvalid errorMessage="Escolha uma cidade da lista" />);
    const input = screen.getByRole('combobox', { name: 'Cidade' });
    expect(input).toHaveAccessibleDescription('Escolha uma cidade da lista');
    await user.type(input, 'S');
    await screen.findByRole('listbox');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
  });
});
