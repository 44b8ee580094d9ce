import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUi } from '../../test/render';
import { Button } from '../Button/Button';
import { Form } from '../Form/Form';
import { TaxIdField, type TaxIdFieldProps } from './TaxIdField';
import { exampleTaxIdFormatter } from '../../test/taxIdFormatter';
import { caretAfterRawChars } from './taxIdMask';

// The CPF/CNPJ mask itself is the caller's (packages/domain taxIdFormatter, tested there); the kit's part is the
// field: typing, pasting, deleting across punctuation and the caret.
describe('taxIdMask', () => {
  it('finds the caret after the n-th raw character', () => {
    expect(caretAfterRawChars('123.456.7', 0)).toBe(0);
    expect(caretAfterRawChars('123.456.7', 3)).toBe(3);
    expect(caretAfterRawChars('123.456.7', 4)).toBe(5);
    expect(caretAfterRawChars('12.ABC.345/01DE-35', 8)).toBe(10);
    expect(caretAfterRawChars('123', 9)).toBe(3);
  });
});

function setup(props: Partial<TaxIdFieldProps> = {}) {
  const onChange = vi.fn();
  renderWithUi(
    <TaxIdField label="CPF ou CNPJ" formatter={exampleTaxIdFormatter()} onChange={onChange} {...props} />,
  );
  return { onChange, input: screen.getByRole<HTMLInputElement>('textbox', { name: 'CPF ou CNPJ' }) };
}

describe('TaxIdField', () => {
  it('masks a CPF as it is typed and gives out the raw value', async () => {
    const user = userEvent.setup();
    const { input, onChange } = setup();
    await user.type(input, '12345678909');
    expect(input).toHaveValue('123.456.789-09');
    expect(onChange).toHaveBeenLastCalledWith('12345678909');
    expect(input).toHaveAttribute('dir', 'ltr');
  });

  it('switches to CNPJ on the 12th digit in auto', async () => {
    const user = userEvent.setup();
    const { input, onChange } = setup();
    await user.type(input, '11222333000181');
    expect(input).toHaveValue('11.222.333/0001-81');
    expect(onChange).toHaveBeenLastCalledWith('11222333000181');
  });

  it('takes an alphanumeric CNPJ, upper-casing letters, and refuses letters in the check digits', async () => {
    const user = userEvent.setup();
    const { input, onChange } = setup();
    await user.type(input, '12abc34501de');
    expect(input).toHaveValue('12.ABC.345/01DE');
    await user.type(input, 'x35');
    expect(input).toHaveValue('12.ABC.345/01DE-35');
    expect(onChange).toHaveBeenLastCalledWith('12ABC34501DE35');
    expect(onChange).not.toHaveBeenCalledWith(expect.stringContaining('X'));
  });

  it('refuses letters in a CPF-only field and keeps the caret in place', async () => {
    const user = userEvent.setup();
    const { input, onChange } = setup({ formatter: exampleTaxIdFormatter('cpf') });
    await user.type(input, '123a');
    expect(input).toHaveValue('123');
    expect(onChange).toHaveBeenCalledTimes(3);
    expect(input.selectionStart).toBe(3);
  });

  it('pastes formatted or bare text', async () => {
    const user = userEvent.setup();
    const { input, onChange } = setup();
    await user.click(input);
    await user.paste('11.222.333/0001-81');
    expect(input).toHaveValue('11.222.333/0001-81');
    await user.clear(input);
    await user.paste(' 123 456 789 09 ');
    expect(input).toHaveValue('123.456.789-09');
    expect(onChange).toHaveBeenLastCalledWith('12345678909');
  });

  it('deletes the digit before a separator on Backspace and keeps the caret there', async () => {
    const user = userEvent.setup();
    const { input, onChange } = setup({ defaultValue: '12345678909' });
    await user.click(input);
    // Caret right after "123." (before "456"): Backspace removes the "3", not just the dot.
    input.setSelectionRange(4, 4);
    await user.keyboard('{Backspace}');
    expect(onChange).toHaveBeenLastCalledWith('1245678909');
    expect(input).toHaveValue('124.567.890-9');
    expect(input.selectionStart).toBe(2);
  });

  it('deletes the digit after a separator on Delete', async () => {
    const user = userEvent.setup();
    const { input, onChange } = setup({ defaultValue: '12345678909' });
    await user.click(input);
    input.setSelectionRange(3, 3);
    await user.keyboard('{Delete}');
    expect(onChange).toHaveBeenLastCalledWith('1235678909');
    expect(input).toHaveValue('123.567.890-9');
    expect(input.selectionStart).toBe(3); // Delete does not move the caret
  });

  it('keeps the caret after a digit typed in the middle', async () => {
    const user = userEvent.setup();
    const { input } = setup({ defaultValue: '1245678909' });
    await user.click(input);
    input.setSelectionRange(2, 2); // "12|4.567..."
    await user.keyboard('3');
    expect(input).toHaveValue('123.456.789-09');
    expect(input.selectionStart).toBe(3);
    await user.keyboard('0');
    // CPF is full (11): in auto the 12th character turns it into a CNPJ.
    expect(input).toHaveValue('12.304.567/8909');
    expect(input.selectionStart).toBe(5);
  });

  it('works controlled with a raw value', async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [raw, setRaw] = useState('123');
      return (
        <>
          <TaxIdField label="CPF" formatter={exampleTaxIdFormatter('cpf')} value={raw} onChange={setRaw} />
          <output>{raw}</output>
        </>
      );
    }
    renderWithUi(<Controlled />);
    const input = screen.getByRole('textbox', { name: 'CPF' });
    expect(input).toHaveValue('123');
    await user.type(input, '45');
    expect(input).toHaveValue('123.45');
    expect(screen.getByRole('status')).toHaveTextContent('12345');
  });

  it('runs the caller’s validate on the raw value', async () => {
    const user = userEvent.setup();
    const validate = vi.fn((raw: string) => (raw === '12345678909' ? null : 'CPF inválido'));
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    renderWithUi(
      <Form onSubmit={onSubmit}>
        <TaxIdField label="CPF" formatter={exampleTaxIdFormatter('cpf')} name="cpf" validate={validate} />
        <Button type="submit">Enviar</Button>
      </Form>,
    );
    const input = screen.getByRole('textbox', { name: 'CPF' });
    await user.type(input, '11111111111');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(validate).toHaveBeenLastCalledWith('11111111111');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(input).toHaveAccessibleDescription('CPF inválido');
    await user.clear(input);
    await user.type(input, '12345678909');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('uses a numeric keyboard for CPF only', () => {
    renderWithUi(
      <>
        <TaxIdField label="CPF" formatter={exampleTaxIdFormatter('cpf')} />
        <TaxIdField label="CNPJ" formatter={exampleTaxIdFormatter('cnpj')} />
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'CPF' })).toHaveAttribute('inputmode', 'numeric');
    expect(screen.getByRole('textbox', { name: 'CNPJ' })).toHaveAttribute('inputmode', 'text');
  });
});
