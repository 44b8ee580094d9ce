import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Stepper, stepperLayouts, type StepperStep, type StepStatus } from './Stepper';

const labels = ['Detalhes', 'Itens', 'Documentos', 'Votantes', 'Convite', 'Revisão'];

function stepsAt(current: number, overrides: Record<number, StepStatus> = {}): StepperStep[] {
  return labels.map((label, index) => ({
    id: label.toLowerCase(),
    label,
    status: overrides[index] ?? (index < current ? 'complete' : index === current ? 'current' : 'upcoming'),
  }));
}

const meta = {
  title: 'Components/Stepper',
  component: Stepper,
  args: { steps: stepsAt(2), 'aria-label': 'Etapas da criação da votação', layout: 'horizontal' },
  argTypes: { layout: { control: 'inline-radio', options: stepperLayouts } },
  parameters: {
    docs: {
      description: {
        component: `The steps of a multi-step flow (creating a voting: details, items, documents, voters, invitation,
review) as an ordered list, each complete, current (\`aria-current="step"\`), upcoming or with an error. With
\`onStepPress\`, complete and error steps become buttons for going back, and upcoming steps marked \`reachable\`
(already reached: the flow checks the step being left) for going forward again. \`layout="auto"\` is horizontal from 900px
and a compact 'Etapa 2 de 6' below; \`vertical\` suits a side column.

- **Do** keep labels to one or two words and mark a step \`error\` when the user must come back to fix it.
- **Don't** let users jump forward through it: the flow's own 'Próximo' button validates each step.`,
      },
    },
  },
} satisfies Meta<typeof Stepper>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Etapas da criação da votação' });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(6);
    await expect(items[2]).toHaveAttribute('aria-current', 'step');
    await expect(within(list).queryByRole('button')).toBeNull();
  },
};

/** A step to come back to: an error on 'Itens' while the user is on 'Votantes'. */
export const WithError: Story = {
  args: { steps: stepsAt(3, { 1: 'error' }), onStepPress: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /^Itens/ }));
    await expect(args.onStepPress).toHaveBeenCalledWith('itens');
  },
};

function NavigableStepper() {
  const [current, setCurrent] = useState(3);
  return (
    <Stepper
      steps={stepsAt(current)}
      aria-label="Etapas da criação da votação"
      layout="horizontal"
      onStepPress={(id) => setCurrent(labels.findIndex((label) => label.toLowerCase() === id))}
    />
  );
}

/** Keyboard only: Tab reaches the complete steps, Enter goes back to one. */
export const BackNavigation: Story = {
  render: () => <NavigableStepper />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /^Detalhes/ })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /^Itens/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const items = canvas.getAllByRole('listitem');
    await expect(items[1]).toHaveAttribute('aria-current', 'step');
    // Only 'Detalhes' is still complete, so it is the only button left.
    await expect(canvas.getAllByRole('button')).toHaveLength(1);
    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole('button', { name: /^Detalhes/ })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(items[0]).toHaveAttribute('aria-current', 'step');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** Back on 'Itens' after reaching 'Revisão', 'Votantes' still empty: reachable again, but not ticked. */
export const ReachableAhead: Story = {
  args: {
    steps: stepsAt(1, { 2: 'complete', 4: 'complete' }).map((step, index) =>
      index > 1 ? { ...step, reachable: true } : step,
    ),
    onStepPress: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // A button, but not ticked: its item still says it is upcoming.
    const voters = canvas.getByRole('button', { name: /^Votantes/ });
    await expect(voters.closest('li')).toHaveAttribute('data-status', 'upcoming');
    await userEvent.click(canvas.getByRole('button', { name: /^Revisão/ }));
    await expect(args.onStepPress).toHaveBeenCalledWith('revisão');
  },
};

export const Vertical: Story = {
  args: {
    layout: 'vertical',
    steps: stepsAt(2).map((step, index) =>
      index === 2 ? { ...step, description: 'Edital e ata da última assembleia' } : step,
    ),
  },
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    await expect(items[2]).toHaveAttribute('aria-current', 'step');
  },
};

/** On a phone, `layout="auto"` shows the compact text and one segment per step. */
export const CompactOnPhone: Story = {
  args: { layout: 'auto', steps: stepsAt(1) },
  parameters: { testViewport: { width: 375, height: 640 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('list')).toBeNull();
    await expect(canvas.getByRole('group', { name: 'Etapas da criação da votação' })).toHaveTextContent(
      'Itens',
    );
  },
};

export const LongLabels: Story = {
  args: {
    steps: [
      { id: 'a', label: 'Dados gerais da assembleia', status: 'complete' },
      { id: 'b', label: 'Pautas e itens para deliberação', status: 'current' },
      { id: 'c', label: 'Documentos de apoio', status: 'upcoming' },
      { id: 'd', label: 'Revisão e publicação', status: 'upcoming' },
    ],
    onStepPress: fn(),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('button')).toHaveLength(1);
  },
};
