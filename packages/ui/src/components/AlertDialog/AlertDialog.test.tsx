import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUi } from '../../test/render';
import { Button } from '../Button/Button';
import { DialogTrigger } from '../Dialog/Dialog';
import { AlertDialog, type AlertDialogProps } from './AlertDialog';

/** Renders the dialog open and waits for its code (a chunk of its own, loaded when it first opens). */
async function renderOpen(props: Partial<AlertDialogProps> = {}, locale?: string) {
  const onOpenChange = vi.fn();
  const result = renderWithUi(
    <AlertDialog title="Excluir votação?" onConfirm={() => {}} isOpen onOpenChange={onOpenChange} {...props}>
      A votação e os votos registrados serão apagados.
    </AlertDialog>,
    { locale },
  );
  await screen.findByRole('alertdialog');
  return { ...result, onOpenChange };
}

describe('AlertDialog', () => {
  // First in the file: the dialog's code is not loaded yet (later tests find it loaded).
  it('shows a busy scrim while its code loads, then the dialog', async () => {
    renderWithUi(
      <AlertDialog title="Excluir votação?" onConfirm={() => {}} isOpen>
        A votação e os votos registrados serão apagados.
      </AlertDialog>,
    );
    expect(screen.getByRole('progressbar', { name: 'Carregando…' })).toBeInTheDocument();
    expect(await screen.findByRole('alertdialog', { name: 'Excluir votação?' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('loads nothing while it has never been open', () => {
    const { container } = renderWithUi(
      <AlertDialog title="Excluir votação?" onConfirm={() => {}} isOpen={false}>
        A votação e os votos registrados serão apagados.
      </AlertDialog>,
    );
    expect(container.textContent).toBe('');
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('is an alertdialog named by its title and described by its message, with built-in button labels', async () => {
    await renderOpen();
    const dialog = screen.getByRole('alertdialog', { name: 'Excluir votação?' });
    expect(dialog).toHaveAccessibleDescription('A votação e os votos registrados serão apagados.');
    expect(screen.getByRole('button', { name: 'Confirmar' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancelar' })).toBeInTheDocument();
  });

  it('takes the button labels from the locale, and props override them', async () => {
    const { unmount } = await renderOpen({}, 'ar');
    expect(screen.getByRole('button', { name: 'تأكيد' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'إلغاء' })).toBeInTheDocument();
    unmount();
    await renderOpen({ confirmLabel: 'Excluir', cancelLabel: 'Manter' });
    expect(screen.getByRole('button', { name: 'Excluir' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Manter' })).toBeInTheDocument();
  });

  it('focuses cancel first when the tone is danger, confirm otherwise', async () => {
    const { unmount } = await renderOpen({ tone: 'danger' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancelar' })).toHaveFocus());
    unmount();
    await renderOpen();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Confirmar' })).toHaveFocus());
  });

  it('keeps a disabled confirm button from confirming, and focuses cancel first', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    await renderOpen({ onConfirm, isConfirmDisabled: true });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancelar' })).toHaveFocus());
    const confirm = screen.getByRole('button', { name: 'Confirmar' });
    expect(confirm).toBeDisabled();
    await user.click(confirm);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('confirms and closes', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    const { onOpenChange } = await renderOpen({ onConfirm, onCancel });
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).not.toHaveBeenCalled();
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('cancels with the cancel button and with Escape, not with a click outside', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    const { onOpenChange } = await renderOpen({ onConfirm, onCancel, tone: 'danger' });
    await user.click(document.body);
    expect(onOpenChange).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    onOpenChange.mockClear();
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(2);
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('stays open with a pending confirm button until the promise resolves; Escape is ignored meanwhile', async () => {
    const user = userEvent.setup();
    let resolve!: () => void;
    const onConfirm = vi.fn(() => new Promise<void>((done) => (resolve = done)));
    const onCancel = vi.fn();
    const { onOpenChange } = await renderOpen({ onConfirm, onCancel });
    const confirm = screen.getByRole('button', { name: 'Confirmar' });
    await user.click(confirm);
    expect(confirm).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Cancelar' })).toBeDisabled();
    await user.click(confirm);
    await user.keyboard('{Escape}');
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).not.toHaveBeenCalled();
    expect(onOpenChange).not.toHaveBeenCalled();
    await act(async () => resolve());
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('stays open and usable again when the promise rejects', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn(() => Promise.reject(new Error('rede')));
    const { onOpenChange } = await renderOpen({ onConfirm });
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Confirmar' })).not.toHaveAttribute('aria-busy'),
    );
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancelar' })).toBeEnabled();
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('opens from a DialogTrigger and returns focus to the trigger when cancelled', async () => {
    const user = userEvent.setup();
    renderWithUi(
      <DialogTrigger>
        <Button variant="danger">Excluir</Button>
        <AlertDialog title="Excluir votação?" tone="danger" onConfirm={() => {}}>
          Não pode ser desfeito.
        </AlertDialog>
      </DialogTrigger>,
    );
    const trigger = screen.getByRole('button', { name: 'Excluir' });
    await user.click(trigger);
    expect(await screen.findByRole('alertdialog')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  });
});
