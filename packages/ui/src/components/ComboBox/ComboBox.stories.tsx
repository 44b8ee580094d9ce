import { useEffect, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ComboBox, ComboBoxItem, type ComboBoxProps } from './ComboBox';

interface City {
  id: string;
  name: string;
}

const cities: City[] = [
  { id: 'bh', name: 'Belo Horizonte' },
  { id: 'cwb', name: 'Curitiba' },
  { id: 'poa', name: 'Porto Alegre' },
  { id: 'rec', name: 'Recife' },
  { id: 'rio', name: 'Rio de Janeiro' },
  { id: 'ssa', name: 'Salvador' },
  { id: 'sp', name: 'São Paulo' },
];

const meta = {
  title: 'Components/ComboBox',
  component: ComboBox<City>,
  args: { label: 'Cidade', defaultItems: cities, onSelectionChange: fn(), children: null },
  render: (args) => (
    <div style={{ maxWidth: 320 }}>
      <ComboBox<City> {...args}>{(city) => <ComboBoxItem id={city.id}>{city.name}</ComboBoxItem>}</ComboBox>
    </div>
  ),
  parameters: {
    docs: {
      description: {
        component: [
          'Campo de texto que filtra uma lista de opções. Com `defaultItems` filtra sozinho; com `items` + `onInputChange` + `isLoading` busca fora (ex.: no servidor). Sem resultado, mostra "Nenhum resultado".',
          '',
          '- **Do**: use para listas longas em que digitar é mais rápido que rolar (cidades, pessoas, unidades).',
          '- **Do**: em busca assíncrona, ligue `isLoading` enquanto a resposta não chega.',
          "- **Don't**: use para menos de ~7 opções fixas: prefira `Select` ou `RadioGroup`.",
          "- **Don't**: aceite texto livre (`allowsCustomValue`) quando o valor precisa existir na lista.",
        ].join('\n'),
      },
    },
  },
} satisfies Meta<typeof ComboBox<City>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Cidade' });
    await userEvent.type(input, 'sa');
    const listbox = await within(document.body).findByRole('listbox');
    await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(2));
    await userEvent.click(within(listbox).getByRole('option', { name: 'Salvador' }));
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('ssa');
    await expect(input).toHaveValue('Salvador');
  },
};

/** Keyboard only: Tab in, type to filter, ArrowDown to the options, Enter to choose, Escape to close. */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(document.body);
    await userEvent.tab();
    const input = canvas.getByRole('combobox', { name: 'Cidade' });
    await expect(input).toHaveFocus();
    await userEvent.keyboard('rec');
    await body.findByRole('option', { name: 'Recife' });
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('rec');
    await waitFor(() => expect(body.queryByRole('listbox')).toBeNull());
    await userEvent.keyboard('{ArrowDown}');
    await body.findByRole('listbox');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('listbox')).toBeNull());
    await expect(input).toHaveFocus();
  },
};

export const NoResults: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(within(canvasElement).getByRole('combobox', { name: 'Cidade' }), 'Manaus');
    const listbox = await within(document.body).findByRole('listbox');
    // Built-in text: 'Nenhum resultado' in pt-BR, Arabic in the RTL pass.
    const isArabic = document.documentElement.lang.startsWith('ar');
    await waitFor(() => expect(listbox).toHaveTextContent(isArabic ? 'لا توجد نتائج' : 'Nenhum resultado'));
    for (const city of cities) await expect(listbox).not.toHaveTextContent(city.name);
  },
};

export const Selected: Story = {
  args: { defaultSelectedKey: 'cwb' },
  play: async ({ canvasElement }) => {
    // The collection is built right after the first render, then the input shows the item's text.
    await waitFor(() => expect(within(canvasElement).getByRole('combobox')).toHaveValue('Curitiba'));
  },
};

function ServerSearch(props: ComboBoxProps<City>) {
  const [query, setQuery] = useState('');
  const [items, setItems] = useState<City[]>([]);
  const [isLoading, setLoading] = useState(true);
  const search = (text: string) => {
    setQuery(text);
    setLoading(true);
  };
  useEffect(() => {
    const timer = window.setTimeout(() => {
      const needle = query.toLocaleLowerCase('pt-BR');
      setItems(cities.filter((city) => city.name.toLocaleLowerCase('pt-BR').includes(needle)));
      setLoading(false);
    }, 600);
    return () => window.clearTimeout(timer);
  }, [query]);
  return (
    <div style={{ maxWidth: 320 }}>
      <ComboBox<City>
        {...props}
        defaultItems={undefined}
        items={items}
        inputValue={query}
        onInputChange={search}
        isLoading={isLoading}
      >
        {(city) => <ComboBoxItem id={city.id}>{city.name}</ComboBoxItem>}
      </ComboBox>
    </div>
  );
}

/** Items come from a (simulated) server after each keystroke; a spinner shows while waiting. */
export const AsyncLoading: Story = {
  args: { label: 'Buscar cidade', description: 'Os resultados vêm do servidor.' },
  render: (args) => <ServerSearch {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Buscar cidade' });
    await userEvent.type(input, 'Cur');
    // While the list is open, React Aria hides the rest of the page from assistive technology: hence `hidden`.
    await expect(canvas.getByRole('progressbar', { hidden: true })).toBeInTheDocument();
    const option = await within(document.body).findByRole('option', { name: 'Curitiba' }, { timeout: 3000 });
    await waitFor(() => expect(canvas.queryByRole('progressbar', { hidden: true })).toBeNull());
    await userEvent.click(option);
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('cwb');
  },
};

export const Invalid: Story = {
  args: { isRequired: true, isInvalid: true, errorMessage: 'Escolha uma cidade da lista' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: /Cidade/ });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Escolha uma cidade da lista');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultSelectedKey: 'sp' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox')).toBeDisabled();
  },
};
