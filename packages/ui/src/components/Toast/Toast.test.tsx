import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithUi } from '../../test/render';
import { Snackbar } from '../Snackbar/Snackbar';
import { createToastQueue, ToastRegion, type ToastQueue } from './Toast';

let queue: ToastQueue;

beforeEach(() => {
  vi.useFakeTimers();
  queue = createToastQueue();
});
afterEach(() => {
  act(() => queue.clear());
  vi.useRealTimers();
});

function add(...args: Parameters<ToastQueue['add']>) {
  let key = '';
  act(() => {
    key = queue.add(...args);
  });
  return key;
}

describe('ToastRegion', () => {
  it('renders nothing until a toast is added, then a named region with the toast', () => {
    renderWithUi(<ToastRegion queue={queue} />);
    expect(screen.queryByRole('region')).toBeNull();
    add({ title: 'Votação publicada', description: 'Os convites estão sendo enviados.', tone: 'success' });
    const region = screen.getByRole('region', { name: 'Notificações' });
    const toast = within(region).getByRole('alertdialog', { name: 'Sucesso: Votação publicada' });
    expect(toast).toHaveAccessibleDescription('Os convites estão sendo enviados.');
    expect(within(toast).getByRole('alert')).toHaveTextContent('Votação publicada');
    expect(within(toast).getByRole('button', { name: 'Fechar' })).toBeInTheDocument();
  });

  it('closes after 3 s by default and calls onClose', () => {
    const onClose = vi.fn();
    renderWithUi(<ToastRegion queue={queue} />);
    add({ title: 'Salvo' }, { onClose });
    act(() => vi.advanceTimersByTime(2999));
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('honours a custom timeout and timeout null (stays until closed)', () => {
    renderWithUi(<ToastRegion queue={queue} />);
    add({ title: 'Rápido' }, { timeout: 500 });
    add({ title: 'Fica', tone: 'error' }, { timeout: null });
    act(() => vi.advanceTimersByTime(500));
    expect(screen.queryByText('Rápido')).toBeNull();
    act(() => vi.advanceTimersByTime(60_000));
    const toast = screen.getByRole('alertdialog', { name: 'Erro: Fica' });
    fireEvent.click(within(toast).getByRole('button', { name: 'Fechar' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('pauses while hovered and resumes with the time that was left', () => {
    renderWithUi(<ToastRegion queue={queue} />);
    add({ title: 'Importação concluída' });
    act(() => vi.advanceTimersByTime(2000));
    const region = screen.getByRole('region');
    fireEvent.pointerEnter(region, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    fireEvent.pointerLeave(region, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(999));
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('pauses while focus is inside', () => {
    renderWithUi(<ToastRegion queue={queue} />);
    add({ title: 'Convites enviados', tone: 'success' });
    act(() => screen.getByRole('button', { name: 'Fechar' }).focus());
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });

  it('shows several toasts, newest first, each closable by key or by its button', () => {
    renderWithUi(<ToastRegion queue={queue} />);
    add({ title: 'Primeiro', tone: 'info' }, { timeout: null });
    const second = add({ title: 'Segundo', tone: 'warning' }, { timeout: null });
    add({ title: 'Terceiro', tone: 'error' }, { timeout: null });
    const names = screen.getAllByRole('alertdialog').map((toast) => toast.getAttribute('data-tone'));
    expect(names).toEqual(['error', 'warning', 'info']);
    act(() => queue.close(second));
    expect(screen.queryByText('Segundo')).toBeNull();
    fireEvent.click(screen.getAllByRole('button', { name: 'Fechar' })[0]!);
    expect(screen.queryByText('Terceiro')).toBeNull();
    expect(screen.getByText('Primeiro')).toBeInTheDocument();
  });

  it('speaks the locale and takes label overrides', () => {
    const { unmount } = renderWithUi(<ToastRegion queue={queue} />, { locale: 'ar' });
    add({ title: 'x', tone: 'warning' });
    expect(screen.getByRole('region', { name: 'الإشعارات' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'إغلاق' })).toBeInTheDocument();
    expect(screen.getByRole('alertdialog', { name: 'تنبيه: x' })).toBeInTheDocument();
    unmount();
    renderWithUi(<ToastRegion queue={queue} aria-label="Avisos" closeLabel="Dispensar" />);
    expect(screen.getByRole('region', { name: 'Avisos' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Dispensar' })).toBeInTheDocument();
  });

  it('lives beside the Snackbar, which keeps working', () => {
    const onClose = vi.fn();
    renderWithUi(
      <>
        <ToastRegion queue={queue} />
        <Snackbar message="Usuário criado" tone="success" onClose={onClose} closeLabel="Fechar" />
      </>,
    );
    add({ title: 'Toast' });
    expect(screen.getByRole('status')).toHaveTextContent('Usuário criado');
    act(() => vi.advanceTimersByTime(3000));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
