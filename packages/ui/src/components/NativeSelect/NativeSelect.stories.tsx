import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NativeSelect, type NativeSelectProps } from './NativeSelect';

const roles = [
  { id: 'all', label: 'Todos os perfis' },
  { id: 'OBSERVER', label: 'Observador' },
  { id: 'OPERATOR', label: 'Operador' },
  { id: 'MASTER', label: 'Master' },
  { id: 'ADMIN', label: 'Administrador' },
];

/** Holds the choice, as a screen would. */
function Controlled(props: NativeSelectProps) {
  const [key, setKey] = useState(props.selectedKey);
  return (
    <div style={{ maxWidth: 280 }}>
      <NativeSelect
        {...props}
        selectedKey={key}
        onSelectionChange={(id) => {
          setKey(id);
          props.onSelectionChange(id);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Components/NativeSelect',
  component: NativeSelect,
  args: { label: 'Perfil', options: roles, selectedKey: 'all', onSelectionChange: fn() },
  render: (args) => <Controlled {...args} />,
  parameters: {
    docs: {
      description: {
        component: [
          'Uma escolha entre poucas opções no `select` do navegador, com a aparência dos campos do kit.',
          '',
          '- **Do**: use num filtro ou campo da primeira tela quando o peso do `Select` (popover, list box) pesa no carregamento.',
          '- **Do**: dê um `placeholder` quando nada estiver escolhido ainda.',
          "- **Don't**: use para opções com ícones, textos longos ou seções: prefira `Select`.",
        ].join('\n'),
      },
    },
  },
} satisfies Meta<typeof NativeSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Perfil' });
    await expect(select).toHaveDisplayValue('Todos os perfis');
    await userEvent.selectOptions(select, 'Master');
    await expect(select).toHaveDisplayValue('Master');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('MASTER');
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Perfil' });
    await userEvent.tab();
    await expect(select).toHaveFocus();
  },
};

export const RequiredWithPlaceholder: Story = {
  args: {
    selectedKey: null,
    placeholder: 'Escolha o perfil',
    isRequired: true,
    description: 'O que a pessoa pode fazer na empresa.',
  },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: /Perfil/ });
    await expect(select).toHaveDisplayValue('Escolha o perfil');
    await expect(select).toBeRequired();
    await expect(select).toHaveAccessibleDescription('O que a pessoa pode fazer na empresa.');
  },
};

export const Invalid: Story = {
  args: {
    selectedKey: null,
    placeholder: 'Escolha o perfil',
    isInvalid: true,
    errorMessage: 'Escolha um perfil.',
  },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Perfil' });
    await expect(select).toBeInvalid();
    await expect(select).toHaveAccessibleDescription('Escolha um perfil.');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, selectedKey: 'OPERATOR' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'Perfil' })).toBeDisabled();
  },
};
