import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Radio, RadioGroup, radioGroupOrientations, radioGroupVariants } from './RadioGroup';

const ballotOptions = (
  <>
    <Radio value="approve" description="Concordo com a proposta como está.">
      Aprovar
    </Radio>
    <Radio value="reject" description="A proposta não deve seguir.">
      Rejeitar
    </Radio>
    <Radio value="abstain" description="Não voto a favor nem contra.">
      Abster-se
    </Radio>
    <Radio value="conflict" description="Tenho interesse pessoal no assunto.">
      Conflito de interesse
    </Radio>
  </>
);

const meta = {
  title: 'Components/RadioGroup',
  component: RadioGroup,
  args: {
    label: 'Prioridade',
    onChange: fn(),
    children: (
      <>
        <Radio value="low">Baixa</Radio>
        <Radio value="medium">Média</Radio>
        <Radio value="high">Alta</Radio>
      </>
    ),
  },
  argTypes: {
    orientation: { control: 'inline-radio', options: radioGroupOrientations },
    variant: { control: 'inline-radio', options: radioGroupVariants },
  },
  parameters: {
    docs: {
      description: {
        component: [
          'Uma única escolha entre poucas opções, todas visíveis. As setas mudam a escolha; Tab sai do grupo.',
          '',
          '- **Do**: use `variant="card"` quando a escolha pesa (votos: aprovar / rejeitar / abster-se) — a área de toque é o cartão inteiro.',
          '- **Do**: use `description` no `Radio` para explicar a opção numa segunda linha.',
          "- **Don't**: use para mais de ~6 opções: prefira `Select` ou `ComboBox`.",
          "- **Don't**: use para escolhas múltiplas: isso é `CheckboxGroup`.",
        ].join('\n'),
      },
    },
  },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { defaultValue: 'medium' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radiogroup', { name: 'Prioridade' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('radio', { name: 'Alta' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('high');
  },
};

/** Keyboard only: Tab enters on the chosen option, arrows move the choice, Tab leaves. */
export const Keyboard: Story = {
  args: { defaultValue: 'low' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Baixa' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Média' })).toBeChecked();
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{ArrowUp}');
    await expect(args.onChange).toHaveBeenLastCalledWith('medium');
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Média' })).not.toHaveFocus();
  },
};

export const Horizontal: Story = {
  args: { orientation: 'horizontal', defaultValue: 'high' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radio', { name: 'Alta' })).toBeChecked();
  },
};

/** A ballot: cards with a description line, clickable anywhere. */
export const BallotCards: Story = {
  args: { label: 'Seu voto', variant: 'card', children: ballotOptions },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const reject = canvas.getByRole('radio', { name: 'Rejeitar' });
    await expect(reject).toHaveAccessibleDescription('A proposta não deve seguir.');
    await userEvent.click(reject);
    await expect(reject).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('reject');
  },
};

export const BallotCardsHorizontal: Story = {
  args: {
    label: 'Seu voto',
    variant: 'card',
    orientation: 'horizontal',
    defaultValue: 'abstain',
    children: ballotOptions,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radio', { name: 'Abster-se' })).toBeChecked();
  },
};

export const WithDescription: Story = {
  args: { description: 'Define a ordem na fila de atendimento.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radiogroup')).toHaveAccessibleDescription(
      'Define a ordem na fila de atendimento.',
    );
  },
};

export const Invalid: Story = {
  args: {
    label: 'Seu voto',
    variant: 'card',
    children: ballotOptions,
    isRequired: true,
    isInvalid: true,
    errorMessage: 'Escolha uma resposta para registrar o voto',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radiogroup')).toHaveAccessibleDescription(
      'Escolha uma resposta para registrar o voto',
    );
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'low' },
  play: async ({ canvasElement }) => {
    for (const radio of within(canvasElement).getAllByRole('radio')) await expect(radio).toBeDisabled();
  },
};

export const ReadOnly: Story = {
  args: { isReadOnly: true, defaultValue: 'high', label: 'Prioridade (definida pelo gestor)' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('radio', { name: 'Baixa' }));
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
