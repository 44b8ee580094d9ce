import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUi } from '../../test/render';
import { NativeSelect, type NativeSelectProps } from './NativeSelect';

const roles = [
  { id: 'OBSERVER', label: 'Observador' },
  { id: 'OPERATOR', label: 'Operador' },
  { id: 'ADMIN', label: 'Administrador', isDisabled: true },
];

function Controlled(props: Partial<NativeSelectProps>) {
  const [key, setKey] = useState<string | null>(null);
  return (
    <NativeSelect
      label="Papel"
      options={roles}
      selectedKey={key}
      onSelectionChange={setKey}
      placeholder="Escolha o papel"
      {...props}
    />
  );
}

describe('NativeSelect', () => {
  it('is a combobox named by its label, showing the placeholder until a choice', async () => {
    const user = userEvent.setup();
    renderWithUi(<Controlled />);
    const select = screen.getByRole('combobox', { name: 'Papel' });
    expect(select).toHaveDisplayValue('Escolha o papel');
    await user.selectOptions(select, 'Operador');
    expect(select).toHaveDisplayValue('Operador');
    // The placeholder cannot be chosen back, nor a disabled option.
    expect(screen.getByRole('option', { name: 'Escolha o papel' })).toBeDisabled();
    expect(screen.getByRole('option', { name: 'Administrador' })).toBeDisabled();
  });

  it('reports the chosen id', async () => {
    const user = userEvent.setup();
    const onSelectionChange = vi.fn();
    renderWithUi(
      <NativeSelect
        label="Papel"
        options={roles}
        selectedKey="OBSERVER"
        onSelectionChange={onSelectionChange}
      />,
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Papel' }), 'OPERATOR');
    expect(onSelectionChange).toHaveBeenCalledWith('OPERATOR');
  });

  it('ties its description and, while invalid, its error to the select; required and disabled are native', () => {
    const { rerender } = renderWithUi(
      <Controlled description="O que a pessoa pode fazer." errorMessage="Escolha um papel." isRequired />,
    );
    const select = screen.getByRole('combobox', { name: 'Papel' });
    expect(select).toBeRequired();
    expect(select).toHaveAccessibleDescription('O que a pessoa pode fazer.');
    expect(screen.queryByText('Escolha um papel.')).toBeNull();
    rerender(
      <Controlled
        description="O que a pessoa pode fazer."
        errorMessage="Escolha um papel."
        isRequired
        isInvalid
        isDisabled
      />,
    );
    expect(select).toBeInvalid();
    expect(select).toHaveAccessibleDescription('O que a pessoa pode fazer. Escolha um papel.');
    expect(select).toBeDisabled();
  });
});
