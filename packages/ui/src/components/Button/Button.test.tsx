import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUi } from '../../test/render';
import { Button } from './Button';

describe('Button', () => {
  it('presses', async () => {
    const user = userEvent.setup();
    const onPress = vi.fn();
    renderWithUi(<Button onPress={onPress}>Salvar</Button>);
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(onPress).toHaveBeenCalledTimes(1);
  });

  it('while pending: aria-busy, a spinner, no press, and a submit button does not submit', async () => {
    const user = userEvent.setup();
    const onPress = vi.fn();
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const { rerender } = renderWithUi(
      <form onSubmit={onSubmit}>
        <Button type="submit" isPending onPress={onPress}>
          Entrar
        </Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Entrar' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button.querySelector('[aria-hidden="true"]')).not.toBeNull();
    await user.click(button);
    expect(onPress).not.toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();

    rerender(
      <form onSubmit={onSubmit}>
        <Button type="submit" onPress={onPress}>
          Entrar
        </Button>
      </form>,
    );
    expect(button).not.toHaveAttribute('aria-busy');
    await user.click(button);
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('forwards its ref to the button element', () => {
    const ref = createRef<HTMLButtonElement>();
    renderWithUi(<Button ref={ref}>Ok</Button>);
    expect(ref.current).toBe(screen.getByRole('button', { name: 'Ok' }));
  });
});
