import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { TextArea } from './TextArea';

const meta = {
  title: 'Components/TextArea',
  component: TextArea,
  args: { label: 'Justificativa', onChange: fn() },
  render: (args) => (
    <div style={{ maxWidth: 480 }}>
      <TextArea {...args} />
    </div>
  ),
  parameters: {
    docs: {
      description: {
        component: [
          'Texto de várias linhas. Com `maxLength` e `showCounter`, mostra `x/máx` e o anuncia com educação (quando a digitação pausa).',
          '',
          '- **Do**: use `rows` perto do tamanho esperado da resposta.',
          '- **Do**: ligue o contador quando houver limite; o campo não aceita além de `maxLength`.',
          "- **Don't**: use para uma linha só (nome, e-mail): prefira `TextField`.",
          "- **Don't**: use o contador sem limite real do servidor.",
        ].join('\n'),
      },
    },
  },
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole('textbox', { name: 'Justificativa' });
    await userEvent.type(box, 'Proposta aprovada.{Enter}Sem ressalvas.');
    await expect(args.onChange).toHaveBeenLastCalledWith('Proposta aprovada.\nSem ressalvas.');
  },
};

export const WithCounter: Story = {
  args: {
    label: 'Resumo da pauta',
    maxLength: 120,
    showCounter: true,
    description: 'Aparece na lista de pautas.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('0/120')).toBeInTheDocument();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Resumo da pauta' }), 'Reforma do salão');
    await expect(canvas.getByText('16/120')).toBeInTheDocument();
    // The polite announcement follows once typing pauses (its words follow the UI locale).
    await waitFor(() => expect(canvasElement.querySelector('[aria-live="polite"]')).toHaveTextContent('16'), {
      timeout: 3000,
    });
  },
};

export const CounterFull: Story = {
  args: { label: 'Título', maxLength: 20, showCounter: true, rows: 2, defaultValue: 'Assembleia ordinária' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('20/20')).toBeInTheDocument();
    await userEvent.type(canvas.getByRole('textbox'), 'x');
    await expect(canvas.getByRole('textbox')).toHaveValue('Assembleia ordinária');
  },
};

export const Invalid: Story = {
  args: { isRequired: true, isInvalid: true, errorMessage: 'Descreva o motivo da rejeição' },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('textbox', { name: /Justificativa/ });
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription('Descreva o motivo da rejeição');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'Texto registrado em ata.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toBeDisabled();
  },
};

export const ReadOnly: Story = {
  args: { isReadOnly: true, defaultValue: 'Texto registrado em ata.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toHaveAttribute('readonly');
  },
};
