import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUi } from '../../test/render';
import { FileTrigger } from './FileTrigger';

function hiddenInput(container: HTMLElement) {
  return container.querySelector<HTMLInputElement>('input[type="file"]')!;
}

const pdf = new File(['%PDF'], 'ata.pdf', { type: 'application/pdf' });
const png = new File(['png'], 'foto.png', { type: 'image/png' });

describe('FileTrigger', () => {
  it('opens the chooser from the button with Enter and with a click', async () => {
    const user = userEvent.setup();
    const { container } = renderWithUi(<FileTrigger>Enviar ata</FileTrigger>);
    const input = hiddenInput(container);
    const click = vi.spyOn(input, 'click');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Enviar ata' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(click).toHaveBeenCalledTimes(1);
    await user.keyboard(' ');
    expect(click).toHaveBeenCalledTimes(2);
    await user.click(screen.getByRole('button', { name: 'Enviar ata' }));
    expect(click).toHaveBeenCalledTimes(3);
  });

  it('hands over the chosen files as an array', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    const { container } = renderWithUi(
      <FileTrigger allowsMultiple onSelect={onSelect}>
        Enviar anexos
      </FileTrigger>,
    );
    await user.upload(hiddenInput(container), [pdf, png]);
    expect(onSelect).toHaveBeenCalledWith([pdf, png]);
  });

  it('sets accept and multiple on the input', () => {
    const { container } = renderWithUi(
      <FileTrigger acceptedFileTypes={['application/pdf', '.docx']} allowsMultiple>
        Enviar
      </FileTrigger>,
    );
    const input = hiddenInput(container);
    expect(input).toHaveAttribute('accept', 'application/pdf,.docx');
    expect(input).toHaveAttribute('multiple');
    expect(input).not.toBeVisible();
  });

  it('does not open the chooser while disabled', async () => {
    const user = userEvent.setup();
    const { container } = renderWithUi(<FileTrigger isDisabled>Enviar</FileTrigger>);
    const click = vi.spyOn(hiddenInput(container), 'click');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(click).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Enviar' })).toBeDisabled();
  });
});
