import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NumberField } from './NumberField';

const meta = {
  title: 'Components/NumberField',
  component: NumberField,
  args: { label: 'Quantidade de vagas', onChange: fn() },
  render: (args) => (
    <div style={{ maxWidth: 280 }}>
      <NumberField {...args} />
    </div>
  ),
  parameters: {
    docs: {
      description: {
        component: [
          'Número digitado e exibido no formato do idioma (pt-BR: `1.234,5`). `formatOptions` define casas decimais, moeda, porcentagem ou unidade; o valor que sai é um `number`.',
          '',
          '- **Do**: use `minValue`/`maxValue`/`step` em vez de validar depois; setas ↑/↓ mudam o valor.',
          '- **Do**: use `formatOptions={{ style: "currency", currency: "BRL" }}` para valores em reais.',
          "- **Don't**: use para códigos (CPF, CEP, telefone): são texto, não quantidades — veja `TaxIdField`.",
          "- **Don't**: esconda os botões (`hideSteppers`) quando o valor costuma mudar de um em um.",
        ].join('\n'),
      },
    },
  },
} satisfies Meta<typeof NumberField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { defaultValue: 2, minValue: 0 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // The step buttons' names come from built-in texts (Arabic in the RTL pass), so find them by role.
    const [decrement, increment] = canvas.getAllByRole('button');
    await userEvent.click(increment!);
    await expect(args.onChange).toHaveBeenLastCalledWith(3);
    await userEvent.click(decrement!);
    await expect(args.onChange).toHaveBeenLastCalledWith(2);
  },
};

export const Keyboard: Story = {
  args: { defaultValue: 10, step: 5 },
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('textbox', { name: 'Quantidade de vagas' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(args.onChange).toHaveBeenLastCalledWith(15);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(args.onChange).toHaveBeenLastCalledWith(5);
  },
};

export const Decimal: Story = {
  args: {
    label: 'Peso (kg)',
    defaultValue: 72.5,
    step: 0.1,
    formatOptions: { minimumFractionDigits: 1, maximumFractionDigits: 2 },
  },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('textbox', { name: 'Peso (kg)' }));
    await userEvent.keyboard('{ArrowUp}');
    await expect(args.onChange).toHaveBeenLastCalledWith(72.6);
  },
};

export const Currency: Story = {
  args: {
    label: 'Valor da taxa',
    defaultValue: 1500.5,
    minValue: 0,
    hideSteppers: true,
    formatOptions: { style: 'currency', currency: 'BRL' },
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Valor da taxa' });
    await expect((input as HTMLInputElement).value).toMatch(/1[.,\s\u00a0\u202f٬]?500/);
  },
};

export const Percent: Story = {
  args: { label: 'Quórum mínimo', defaultValue: 0.5, step: 0.05, formatOptions: { style: 'percent' } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('textbox', { name: 'Quórum mínimo' }));
    await userEvent.keyboard('{ArrowUp}');
    await expect(args.onChange).toHaveBeenLastCalledWith(0.55);
  },
};

export const AtLimit: Story = {
  args: { defaultValue: 10, minValue: 0, maxValue: 10, description: 'Máximo de 10 vagas por turma.' },
  play: async ({ canvasElement }) => {
    const [decrement, increment] = within(canvasElement).getAllByRole('button');
    await expect(increment).toBeDisabled();
    await expect(decrement).toBeEnabled();
  },
};

export const Invalid: Story = {
  args: { defaultValue: 0, isInvalid: true, errorMessage: 'Informe ao menos uma vaga' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Quantidade de vagas' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Informe ao menos uma vaga');
  },
};

export const Empty: Story = {
  args: { placeholder: 'Ex.: 20' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toHaveValue('');
  },
};

export const Disabled: Story = {
  args: { defaultValue: 4, isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toBeDisabled();
    for (const button of within(canvasElement).getAllByRole('button')) await expect(button).toBeDisabled();
  },
};
