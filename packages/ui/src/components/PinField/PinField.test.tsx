import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUi } from '../../test/render';
import { PinField, type PinFieldProps } from './PinField';

function setup(props: Partial<PinFieldProps> = {}) {
  const handlers = { onChange: vi.fn(), onComplete: vi.fn(), onInvalidInput: vi.fn() };
  renderWithUi(<PinField label="Código de verificação" {...handlers} {...props} />);
  const input = screen.getByRole('textbox', { name: 'Código de verificação' });
  return { ...handlers, input };
}

describe('PinField', () => {
  it('is one input, set up for one-time codes, with the cells hidden from assistive technology', () => {
    const { input } = setup();
    expect(screen.getAllByRole('textbox')).toHaveLength(1);
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    expect(input).toHaveAttribute('maxlength', '6');
    expect(input).toHaveAccessibleDescription('6 dígitos');
    expect(input.parentElement).toHaveAttribute('dir', 'ltr');
    expect(input.nextElementSibling).toHaveAttribute('aria-hidden', 'true');
  });

  it('accepts digits and draws each in its cell', async () => {
    const user = userEvent.setup();
    const { input, onChange } = setup();
    await user.type(input, '482');
    expect(input).toHaveValue('482');
    expect(onChange).toHaveBeenLastCalledWith('482');
    const cells = input.nextElementSibling!.children;
    expect(Array.from(cells, (cell) => cell.textContent)).toEqual(['4', '8', '2', '', '', '']);
  });

  it('refuses a non-digit key and tells the caller', async () => {
    const user = userEvent.setup();
    const { input, onChange, onInvalidInput } = setup();
    await user.type(input, '12a');
    expect(input).toHaveValue('12');
    expect(onInvalidInput).toHaveBeenCalledTimes(1);
    expect(onChange).not.toHaveBeenCalledWith(expect.stringMatching(/a/));
    await user.type(input, '-');
    expect(onInvalidInput).toHaveBeenCalledTimes(2);
    expect(input).toHaveValue('12');
  });

  it('fills the whole code from a paste and fires onComplete once', async () => {
    const user = userEvent.setup();
    const { input, onComplete } = setup();
    await user.click(input);
    await user.paste('739105');
    expect(input).toHaveValue('739105');
    expect(onComplete).toHaveBeenCalledExactlyOnceWith('739105');
    // Full: more digits are not taken and onComplete does not fire again.
    await user.type(input, '9');
    expect(input).toHaveValue('739105');
    expect(onComplete).toHaveBeenCalledTimes(1);
  });

  it('refuses a paste containing non-digits as a whole', async () => {
    const user = userEvent.setup();
    const { input, onInvalidInput, onComplete } = setup();
    await user.click(input);
    await user.paste('12-345');
    expect(input).toHaveValue('');
    expect(onInvalidInput).toHaveBeenCalledTimes(1);
    expect(onComplete).not.toHaveBeenCalled();
  });

  it('fires onComplete when typing the last digit, and again after a correction', async () => {
    const user = userEvent.setup();
    const { input, onComplete } = setup({ length: 4 });
    await user.type(input, '1234');
    expect(onComplete).toHaveBeenLastCalledWith('1234');
    await user.type(input, '{Backspace}9');
    expect(onComplete).toHaveBeenLastCalledWith('1239');
    expect(onComplete).toHaveBeenCalledTimes(2);
    expect(input.nextElementSibling!.children).toHaveLength(4);
  });

  it('works controlled', async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [code, setCode] = useState('1');
      return (
        <>
          <PinField label="PIN" value={code} onChange={setCode} isMasked />
          <output>{code}</output>
        </>
      );
    }
    renderWithUi(<Controlled />);
    const input = screen.getByLabelText('PIN');
    expect(input).toHaveAttribute('type', 'password');
    await user.type(input, '23');
    expect(screen.getByRole('status')).toHaveTextContent('123');
    expect(input.nextElementSibling!.textContent).toBe('•••');
  });

  it('shows the caller’s error while invalid', () => {
    const { input } = setup({ isInvalid: true, errorMessage: 'Somente números são permitidos' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(/Somente números são permitidos/);
  });
});
