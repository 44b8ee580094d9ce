import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithUi } from '../../test/render';
import { Snackbar } from './Snackbar';

describe('Snackbar', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('closes itself after 3 s by default', () => {
    const onClose = vi.fn();
    renderWithUi(<Snackbar message="Usuário criado" tone="success" onClose={onClose} closeLabel="Fechar" />);
    expect(screen.getByRole('status')).toHaveTextContent('Usuário criado');
    act(() => vi.advanceTimersByTime(2999));
    expect(onClose).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('uses role alert for errors', () => {
    renderWithUi(<Snackbar message="Falhou" tone="error" onClose={() => {}} closeLabel="Fechar" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Falhou');
  });

  it('pauses while hovered and restarts the countdown on leave', () => {
    const onClose = vi.fn();
    renderWithUi(<Snackbar message="Aviso" tone="warning" onClose={onClose} closeLabel="Fechar" />);
    const snackbar = screen.getByRole('status');
    act(() => vi.advanceTimersByTime(2000));
    fireEvent.pointerEnter(snackbar);
    act(() => vi.advanceTimersByTime(10_000));
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.pointerLeave(snackbar);
    act(() => vi.advanceTimersByTime(3000));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('pauses while focus is inside', () => {
    const onClose = vi.fn();
    renderWithUi(<Snackbar message="Info" onClose={onClose} closeLabel="Fechar" />);
    act(() => screen.getByRole('button', { name: 'Fechar' }).focus());
    act(() => vi.advanceTimersByTime(5000));
    expect(onClose).not.toHaveBeenCalled();
  });

  it('closes from its close button and honours a custom delay', () => {
    const onClose = vi.fn();
    renderWithUi(<Snackbar message="Info" autoHideMs={500} onClose={onClose} closeLabel="Fechar" />);
    act(() => vi.advanceTimersByTime(500));
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Fechar' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('renders nothing when closed and never hides when autoHideMs is null', () => {
    const onClose = vi.fn();
    const { rerender } = renderWithUi(
      <Snackbar message="x" isOpen={false} onClose={onClose} closeLabel="Fechar" />,
    );
    expect(screen.queryByRole('status')).toBeNull();
    rerender(<Snackbar message="x" autoHideMs={null} onClose={onClose} closeLabel="Fechar" />);
    act(() => vi.advanceTimersByTime(60_000));
    expect(onClose).not.toHaveBeenCalled();
  });
});
