import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TaxIdField } from './TaxIdField';
import { exampleTaxIdFormatter } from '../../test/taxIdFormatter';

const meta = {
  title: 'Components/TaxIdField',
  component: TaxIdField,
  args: { label: 'CPF ou CNPJ', formatter: exampleTaxIdFormatter(), onChange: fn() },
  render: (args) => (
    <div style={{ maxWidth: 320 }}>
      <TaxIdField {...args} />
    </div>
  ),
  parameters: {
    docs: {
      description: {
        component: [
          'CPF (`000.000.000-00`) ou CNPJ (`00.000.000/0000-00`), inclusive o CNPJ alfanumérico (a partir de julho de 2026: 12 primeiros caracteres A–Z ou 0–9, os 2 últimos dígitos). `onChange` e `validate` recebem o valor cru, sem pontuação e em maiúsculas. O código aparece sempre da esquerda para a direita.',
          '',
          '- **Do**: passe a regra dos dígitos verificadores do domínio em `validate`, e a mensagem em `errorMessage`.',
          "- **Do**: passe a máscara do domínio em `formatter` (`taxIdFormatter()` de @backoffice/domain: CPF ou CNPJ conforme o que é digitado; `taxIdFormatter('cpf')` só CPF). O kit não conhece o CPF: estas histórias usam um substituto.",
          "- **Don't**: valide o dígito verificador aqui dentro: a regra é do domínio.",
          "- **Don't**: guarde o texto com máscara: guarde o valor cru de `onChange`.",
        ].join('\n'),
      },
    },
  },
} satisfies Meta<typeof TaxIdField>;

export default meta;
type Story = StoryObj<typeof meta>;

const field = (canvasElement: HTMLElement, name: string | RegExp = 'CPF ou CNPJ') =>
  within(canvasElement).getByRole('textbox', { name });

export const Default: Story = {
  args: { placeholder: '000.000.000-00' },
  play: async ({ canvasElement, args }) => {
    const input = field(canvasElement);
    await userEvent.type(input, '12345678909');
    await expect(input).toHaveValue('123.456.789-09');
    await expect(args.onChange).toHaveBeenLastCalledWith('12345678909');
    await userEvent.type(input, '123');
    await expect(input).toHaveValue('12.345.678/9091-23');
  },
};

export const Cnpj: Story = {
  args: { label: 'CNPJ', formatter: exampleTaxIdFormatter('cnpj'), defaultValue: '11222333000181' },
  play: async ({ canvasElement }) => {
    await expect(field(canvasElement, 'CNPJ')).toHaveValue('11.222.333/0001-81');
  },
};

export const AlphanumericCnpj: Story = {
  args: {
    label: 'CNPJ',
    formatter: exampleTaxIdFormatter('cnpj'),
    description: 'Aceita letras nos 12 primeiros caracteres.',
  },
  play: async ({ canvasElement, args }) => {
    const input = field(canvasElement, 'CNPJ');
    await userEvent.type(input, '12abc34501de35');
    await expect(input).toHaveValue('12.ABC.345/01DE-35');
    await expect(args.onChange).toHaveBeenLastCalledWith('12ABC34501DE35');
  },
};

export const Paste: Story = {
  play: async ({ canvasElement, args }) => {
    const input = field(canvasElement);
    await userEvent.click(input);
    await userEvent.paste('11.222.333/0001-81');
    await expect(input).toHaveValue('11.222.333/0001-81');
    await expect(args.onChange).toHaveBeenLastCalledWith('11222333000181');
  },
};

/** Keyboard only: Tab in, type, Backspace across a separator deletes the character before it. */
export const Keyboard: Story = {
  args: { defaultValue: '12345678909' },
  play: async ({ canvasElement, args }) => {
    const input = field(canvasElement) as HTMLInputElement;
    await userEvent.tab();
    await expect(input).toHaveFocus();
    input.setSelectionRange(4, 4); // after "123."
    await userEvent.keyboard('{Backspace}');
    await expect(args.onChange).toHaveBeenLastCalledWith('1245678909');
    await userEvent.keyboard('3');
    await expect(input).toHaveValue('123.456.789-09');
    await expect(input.selectionStart).toBe(3);
  },
};

export const CpfOnly: Story = {
  args: { label: 'CPF', formatter: exampleTaxIdFormatter('cpf') },
  play: async ({ canvasElement }) => {
    const input = field(canvasElement, 'CPF');
    await userEvent.type(input, '123abc456');
    await expect(input).toHaveValue('123.456');
  },
};

/** `validate` comes from the caller (here a stand-in that only checks the length). */
export const Invalid: Story = {
  args: {
    label: 'CPF',
    formatter: exampleTaxIdFormatter('cpf'),
    isRequired: true,
    defaultValue: '1234567',
    validationBehavior: 'aria',
    validate: (raw: string) => (raw.length === 11 ? null : 'CPF incompleto'),
  },
  play: async ({ canvasElement }) => {
    const input = field(canvasElement, /CPF/);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('CPF incompleto');
    await userEvent.type(input, '8909');
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const WithError: Story = {
  args: { defaultValue: '11111111111', isInvalid: true, errorMessage: 'CPF inválido' },
  play: async ({ canvasElement }) => {
    await expect(field(canvasElement)).toHaveAccessibleDescription('CPF inválido');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: '12ABC34501DE35' },
  play: async ({ canvasElement }) => {
    await expect(field(canvasElement)).toBeDisabled();
    await expect(field(canvasElement)).toHaveValue('12.ABC.345/01DE-35');
  },
};

export const ReadOnly: Story = {
  args: { isReadOnly: true, defaultValue: '12345678909' },
  play: async ({ canvasElement }) => {
    await expect(field(canvasElement)).toHaveAttribute('readonly');
  },
};
