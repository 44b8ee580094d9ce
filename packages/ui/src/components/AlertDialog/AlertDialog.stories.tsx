import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { DialogTrigger } from '../Dialog/Dialog';
import { AlertDialog, alertDialogTones, type AlertDialogProps } from './AlertDialog';

const meta = {
  title: 'Components/AlertDialog',
  component: AlertDialog,
  args: {
    title: 'Publicar a votação?',
    children: 'Os votantes receberão o convite por e-mail e a votação não poderá mais ser editada.',
    tone: 'neutral',
    onConfirm: fn(),
    onCancel: fn(),
  },
  argTypes: { tone: { control: 'inline-radio', options: alertDialogTones } },
  render: (args) => <WithTrigger {...args} />,
  parameters: {
    docs: {
      description: {
        component: `A confirmation that interrupts the user (\`role="alertdialog"\`). Put it in a \`DialogTrigger\` after
its trigger button, or control it with \`isOpen\`/\`onOpenChange\`. \`onConfirm\` may return a promise: the confirm
button stays pending and the dialog open until it resolves.

- **Do** say in the title what will happen ('Excluir a votação?') and name the confirm button with the verb
  ('Excluir'); use \`tone="danger"\` for what cannot be undone (focus starts on cancel).
- **Don't** use it for information only (use a Toast) or for forms (use Dialog).`,
      },
    },
  },
} satisfies Meta<typeof AlertDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

function WithTrigger(props: AlertDialogProps & { triggerLabel?: string }) {
  const { triggerLabel = 'Publicar', ...dialogProps } = props;
  return (
    <DialogTrigger>
      <Button variant={props.tone === 'danger' ? 'danger' : 'primary'}>{triggerLabel}</Button>
      <AlertDialog {...dialogProps} />
    </DialogTrigger>
  );
}

/** Neutral: focus starts on confirm, so Enter confirms. Built-in labels ('Confirmar'/'Cancelar'). */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Publicar' }));
    const dialog = await canvas.findByRole('alertdialog', { name: 'Publicar a votação?' });
    const [cancel, confirm] = within(dialog).getAllByRole('button');
    await waitFor(() => expect(confirm).toHaveFocus());
    await expect(cancel).toBeInTheDocument();
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(canvas.queryByRole('alertdialog')).toBeNull());
  },
};

/** Danger, keyboard only: focus starts on cancel, Tab stays between the two buttons, Escape cancels, Enter confirms. */
export const Danger: Story = {
  args: {
    tone: 'danger',
    title: 'Excluir a votação?',
    children: 'A votação “Assembleia geral 2025” e os 312 votos registrados serão apagados definitivamente.',
    confirmLabel: 'Excluir',
    cancelLabel: 'Manter votação',
  },
  render: (args) => <WithTrigger {...args} triggerLabel="Excluir votação" />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: 'Excluir votação' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await canvas.findByRole('alertdialog', { name: 'Excluir a votação?' });
    const cancel = within(dialog).getByRole('button', { name: 'Manter votação' });
    const confirm = within(dialog).getByRole('button', { name: 'Excluir' });
    await waitFor(() => expect(cancel).toHaveFocus());
    await userEvent.tab();
    await expect(confirm).toHaveFocus();
    await userEvent.tab();
    await expect(cancel).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(canvas.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());

    await userEvent.keyboard('{Enter}');
    const again = await canvas.findByRole('alertdialog');
    await waitFor(() => expect(within(again).getByRole('button', { name: 'Manter votação' })).toHaveFocus());
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(canvas.queryByRole('alertdialog')).toBeNull());
  },
};

/** `onConfirm` returns a promise: the confirm button is pending and the dialog waits for it. */
export const Pending: Story = {
  args: {
    tone: 'danger',
    title: 'Encerrar a votação agora?',
    children: 'Ninguém mais poderá votar e o resultado será apurado.',
    confirmLabel: 'Encerrar',
    onConfirm: fn(() => new Promise<void>((resolve) => setTimeout(resolve, 800))),
  },
  render: (args) => <WithTrigger {...args} triggerLabel="Encerrar votação" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Encerrar votação' }));
    const dialog = await canvas.findByRole('alertdialog', { name: 'Encerrar a votação agora?' });
    const confirm = within(dialog).getByRole('button', { name: 'Encerrar' });
    await userEvent.click(confirm);
    await expect(confirm).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('alertdialog')).toBeInTheDocument();
    await waitFor(() => expect(canvas.queryByRole('alertdialog')).toBeNull(), { timeout: 3000 });
  },
};

/** Open from the start (controlled), for a look at the layout with a long title. */
export const OpenLongTitle: Story = {
  args: {
    isOpen: true,
    tone: 'danger',
    title: 'Remover os 48 votantes importados da planilha “Condôminos bloco B”?',
    children: 'Eles deixarão de receber convites e lembretes desta votação.',
    confirmLabel: 'Remover votantes',
  },
  render: (args) => <AlertDialog {...args} />,
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog');
    await expect(dialog).toHaveAccessibleDescription(
      'Eles deixarão de receber convites e lembretes desta votação.',
    );
  },
};
