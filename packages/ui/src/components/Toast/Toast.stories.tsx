import { useEffect } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { createToastQueue, ToastRegion, toastTones, type ToastContent, type ToastOptions } from './Toast';

// One queue for the workbench, emptied when a story unmounts so that no toast leaks into the next story.
const queue = createToastQueue();

interface DemoProps {
  /** Added once when the story mounts. */
  initial?: Array<[ToastContent, ToastOptions?]>;
  /** Each button adds its toast. */
  buttons?: Array<{ label: string; content: ToastContent; options?: ToastOptions }>;
}

function ToastDemo({ initial = [], buttons = [] }: DemoProps) {
  useEffect(() => {
    for (const [content, options] of initial) queue.add(content, options);
    return () => queue.clear();
    // The initial toasts are added once per story.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <>
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        {buttons.map(({ label, content, options }) => (
          <Button key={label} variant="secondary" onPress={() => queue.add(content, options)}>
            {label}
          </Button>
        ))}
      </div>
      <ToastRegion queue={queue} />
    </>
  );
}

const meta = {
  title: 'Components/Toast',
  component: ToastRegion,
  render: () => (
    <ToastDemo
      buttons={[
        {
          label: 'Publicar votação',
          content: {
            title: 'Votação publicada',
            description: 'Os convites estão sendo enviados.',
            tone: 'success',
          },
        },
      ]}
    />
  ),
  parameters: {
    docs: {
      description: {
        component: `Brief messages about what just happened. Render one \`<ToastRegion />\` inside UiProvider and call
\`toastQueue.add({ title, description?, tone }, { timeout })\` from anywhere (or give a region its own
\`createToastQueue()\`). Toasts close after 3 s by default, pause while hovered or focused, stack at the bottom (the
newest nearest the edge) and have a close button named 'Fechar' in the UiProvider locale.

- **Do** write a short title that stands alone ('Votação publicada'); use \`timeout: null\` for errors the user must
  read or act on.
- **Don't** put actions the user needs in a toast (it goes away) or confirm destructive actions with it (use
  AlertDialog). The older \`Snackbar\` still works for a single controlled message.`,
      },
    },
  },
} satisfies Meta<typeof ToastRegion>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(body.getByRole('button', { name: 'Publicar votação' }));
    const toast = await body.findByRole('alertdialog', { name: /Votação publicada/ });
    await expect(toast).toHaveAccessibleDescription('Os convites estão sendo enviados.');
  },
};

/** One toast of each tone (kept open here). */
export const Tones: Story = {
  render: () => (
    <ToastDemo
      initial={[
        [{ title: 'Informação', description: 'A apuração começa às 18h.', tone: 'info' }, { timeout: null }],
        [
          { title: 'Atenção', description: '3 linhas da planilha foram ignoradas.', tone: 'warning' },
          { timeout: null },
        ],
        [{ title: 'Não foi possível enviar os convites', tone: 'error' }, { timeout: null }],
        [{ title: 'Votantes importados', tone: 'success' }, { timeout: null }],
      ]}
    />
  ),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(body.getAllByRole('alertdialog')).toHaveLength(toastTones.length));
  },
};

/** Several toasts at once: the newest at the bottom, each with its own countdown. */
export const Queue: Story = {
  render: () => (
    <ToastDemo
      buttons={[
        {
          label: 'Importar',
          content: { title: 'Importação iniciada', tone: 'info' },
          options: { timeout: null },
        },
        {
          label: 'Concluir',
          content: {
            title: 'Importação concluída',
            description: '1.000 votantes adicionados.',
            tone: 'success',
          },
          options: { timeout: null },
        },
        {
          label: 'Avisar',
          content: { title: 'E-mail inválido em 2 linhas', tone: 'warning' },
          options: { timeout: null },
        },
      ]}
    />
  ),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    for (const name of ['Importar', 'Concluir', 'Avisar']) {
      await userEvent.click(body.getByRole('button', { name }));
    }
    const toasts = await body.findAllByRole('alertdialog');
    await expect(toasts).toHaveLength(3);
    await expect(toasts[0]).toHaveAccessibleName(/E-mail inválido em 2 linhas/);
  },
};

/** Goes away by itself (600 ms here; 3 s by default). */
export const AutoDismiss: Story = {
  render: () => (
    <ToastDemo
      buttons={[
        {
          label: 'Salvar rascunho',
          content: { title: 'Rascunho salvo', tone: 'success' },
          options: { timeout: 600 },
        },
      ]}
    />
  ),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(body.getByRole('button', { name: 'Salvar rascunho' }));
    await body.findByRole('alertdialog', { name: /Rascunho salvo/ });
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull(), { timeout: 3000 });
  },
};

/** Keyboard only: Tab reaches the toast and its close button; Enter closes it and focus goes back. */
export const Keyboard: Story = {
  render: () => (
    <ToastDemo
      buttons={[
        {
          label: 'Enviar convites',
          content: {
            title: 'Falha no envio',
            description: 'Tente novamente em alguns minutos.',
            tone: 'error',
          },
          options: { timeout: null },
        },
      ]}
    />
  ),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = body.getByRole('button', { name: 'Enviar convites' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const toast = await body.findByRole('alertdialog', { name: /Falha no envio/ });
    await userEvent.tab();
    await expect(toast).toHaveFocus();
    await userEvent.tab();
    await expect(within(toast).getByRole('button')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};
