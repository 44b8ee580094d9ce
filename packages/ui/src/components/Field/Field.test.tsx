import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Input, TextField } from 'react-aria-components';
import { describe, expect, it } from 'vitest';
import { renderWithUi } from '../../test/render';
import { Description, FieldError, Label, fieldClassNames } from './Field';

function PhoneField({ isInvalid }: { isInvalid?: boolean }) {
  return (
    <TextField className={fieldClassNames.field} isInvalid={isInvalid} isRequired validationBehavior="aria">
      <Label isRequired>Telefone</Label>
      <Input className={`${fieldClassNames.control} ${fieldClassNames.input}`} />
      <Description>Com DDD.</Description>
      <FieldError>Informe um telefone válido</FieldError>
    </TextField>
  );
}

describe('Field parts', () => {
  it('name and describe a composed RAC field', () => {
    renderWithUi(<PhoneField />);
    const input = screen.getByRole('textbox', { name: 'Telefone' });
    expect(input).toHaveAccessibleDescription('Com DDD.');
    expect(input).toBeRequired();
    expect(screen.queryByText('Informe um telefone válido')).toBeNull();
  });

  it('show the error only while the field is invalid, linked to the control', () => {
    const { rerender } = renderWithUi(<PhoneField isInvalid />);
    const input = screen.getByRole('textbox', { name: 'Telefone' });
    expect(input).toHaveAccessibleDescription('Com DDD. Informe um telefone válido');
    rerender(<PhoneField />);
    expect(screen.queryByText('Informe um telefone válido')).toBeNull();
  });

  it('FieldError without children shows the validation message of the field', async () => {
    const user = userEvent.setup();
    renderWithUi(
      <TextField
        validationBehavior="aria"
        validate={(value) => (value.length < 3 ? 'Mínimo de 3 letras' : null)}
      >
        <Label>Apelido</Label>
        <Input />
        <FieldError />
      </TextField>,
    );
    await user.type(screen.getByRole('textbox', { name: 'Apelido' }), 'ab');
    expect(screen.getByText('Mínimo de 3 letras')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Apelido' }), 'c');
    expect(screen.queryByText('Mínimo de 3 letras')).toBeNull();
  });

  it('the required mark is visual only', () => {
    renderWithUi(<PhoneField />);
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  });
});
