import type { Meta, StoryObj } from '@storybook/react-vite';
import { Input, TextField } from 'react-aria-components';
import { expect, userEvent, within } from 'storybook/test';
import { Description, FieldError, Label, fieldClassNames } from './Field';

interface ComposedFieldProps {
  label: string;
  description?: string;
  errorMessage?: string;
  isRequired?: boolean;
  isInvalid?: boolean;
  isDisabled?: boolean;
}

/** A product's own field: a RAC TextField dressed with the kit's parts and classes. */
function SiteField({
  label,
  description,
  errorMessage,
  isRequired,
  isInvalid,
  isDisabled,
}: ComposedFieldProps) {
  return (
    <TextField
      className={fieldClassNames.field}
      isRequired={isRequired}
      isInvalid={isInvalid}
      isDisabled={isDisabled}
      validationBehavior="aria"
    >
      <Label isRequired={isRequired}>{label}</Label>
      <Input className={`${fieldClassNames.control} ${fieldClassNames.input}`} type="url" />
      {description ? <Description>{description}</Description> : null}
      <FieldError>{errorMessage}</FieldError>
    </TextField>
  );
}

const meta = {
  title: 'Components/Field',
  component: SiteField,
  args: { label: 'Site da entidade', description: 'Endereço público, com "https://".' },
  render: (args) => (
    <div style={{ maxWidth: 360 }}>
      <SiteField {...args} />
    </div>
  ),
  parameters: {
    docs: {
      description: {
        component: [
          '`Label`, `Description` e `FieldError` com o visual do kit, para montar um campo próprio a partir dos primitivos do react-aria-components; `fieldClassNames` dá o layout e a caixa do controle.',
          '',
          '- **Do**: coloque as partes dentro do campo RAC (`TextField`, `NumberField`…): o rótulo vira o nome e a ajuda/erro a descrição do controle.',
          '- **Do**: passe `isRequired` ao campo RAC e ao `Label` (o asterisco é só visual).',
          "- **Don't**: use quando um componente do kit já resolve (`TextField`, `Select`…).",
          "- **Don't**: use `FieldError` fora de um campo RAC: ele só aparece quando o campo está inválido.",
        ].join('\n'),
      },
    },
  },
} satisfies Meta<typeof SiteField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Site da entidade' });
    await expect(input).toHaveAccessibleDescription('Endereço público, com "https://".');
    await userEvent.type(input, 'https://exemplo.org.br');
    await expect(input).toHaveValue('https://exemplo.org.br');
  },
};

export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Site da entidade' })).toBeRequired();
  },
};

export const Invalid: Story = {
  args: { isRequired: true, isInvalid: true, errorMessage: 'Informe um endereço válido' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Site da entidade' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(/Informe um endereço válido/);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toBeDisabled();
  },
};
