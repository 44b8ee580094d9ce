import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Dialog, DialogTrigger, Modal } from './Dialog';

const onConfirm = fn();

const meta = {
  title: 'Components/Dialog',
  parameters: {
    docs: {
      description: {
        component: [
          'Diálogo modal: `DialogTrigger` + `Modal` + `Dialog`; o foco fica preso dentro e o Esc fecha.',
          '',
          '- **Do** dê um `title` com a pergunta ou a tarefa; use `role="alertdialog"` em confirmações destrutivas e nomeie os botões com o verbo.',
          "- **Don't** abra um diálogo sobre outro nem use para avisos que não pedem decisão (use `Snackbar`).",
        ].join('\n'),
      },
    },
  },
  component: Dialog,
  args: { title: 'Excluir usuário?', children: null },
  render: (args) => (
    <DialogTrigger>
      <Button variant="danger">Excluir</Button>
      <Modal>
        <Dialog {...args} role="alertdialog">
          {({ close }) => (
            <>
              <p style={{ margin: 0 }}>Esta ação não pode ser desfeita.</p>
              <div style={{ display: 'flex', gap: 8, justifyContent: 'flex-end' }}>
                <Button variant="ghost" onPress={close}>
                  Cancelar
                </Button>
                <Button
                  variant="danger"
                  onPress={() => {
                    onConfirm();
                    close();
                  }}
                >
                  Confirmar
                </Button>
              </div>
            </>
          )}
        </Dialog>
      </Modal>
    </DialogTrigger>
  ),
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    onConfirm.mockClear();
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Excluir' }));
    const dialog = await canvas.findByRole('alertdialog', { name: 'Excluir usuário?' });
    // Focus moves into the dialog and stays trapped there.
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(dialog.contains(document.activeElement)).toBe(true);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    await expect(onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(canvas.queryByRole('alertdialog')).toBeNull());
  },
};

export const EscapeCloses: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Excluir' }));
    await canvas.findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('alertdialog')).toBeNull());
    // Focus returns to the trigger (RAC restores it on the next frame).
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Excluir' })).toHaveFocus());
  },
};
