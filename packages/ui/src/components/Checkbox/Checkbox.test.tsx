import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Cell, Column, Row, Table, TableBody, TableHeader } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUi } from '../../test/render';
import { Button } from '../Button/Button';
import { Form } from '../Form/Form';
import { Checkbox } from './Checkbox';

describe('Checkbox', () => {
  it('toggles by click on the label and by Space, reporting the new state', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithUi(<Checkbox onChange={onChange}>Lembrar de mim</Checkbox>);
    const checkbox = screen.getByRole('checkbox', { name: 'Lembrar de mim' });
    await user.click(screen.getByText('Lembrar de mim'));
    expect(checkbox).toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith(true);
    await user.keyboard(' ');
    expect(checkbox).not.toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith(false);
  });

  it('exposes the indeterminate state as mixed', () => {
    renderWithUi(<Checkbox isIndeterminate>Selecionar todos</Checkbox>);
    const checkbox = screen.getByRole('checkbox', { name: 'Selecionar todos' }) as HTMLInputElement;
    expect(checkbox.indeterminate).toBe(true);
  });

  it('does not change when disabled or read-only', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithUi(
      <>
        <Checkbox isDisabled onChange={onChange}>
          Desativado
        </Checkbox>
        <Checkbox isReadOnly defaultSelected onChange={onChange}>
          Somente leitura
        </Checkbox>
      </>,
    );
    expect(screen.getByRole('checkbox', { name: 'Desativado' })).toBeDisabled();
    await user.click(screen.getByText('Desativado'));
    await user.click(screen.getByText('Somente leitura'));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('checkbox', { name: 'Somente leitura' })).toBeChecked();
  });

  it('links its description and shows the error while invalid', () => {
    renderWithUi(
      <Checkbox
        isInvalid
        description="Leia antes de continuar."
        errorMessage="Aceite os termos para continuar"
      >
        Aceito os termos
      </Checkbox>,
    );
    const checkbox = screen.getByRole('checkbox', { name: 'Aceito os termos' });
    expect(checkbox).toHaveAttribute('aria-invalid', 'true');
    expect(checkbox).toHaveAccessibleDescription(/Leia antes de continuar\./);
    expect(checkbox).toHaveAccessibleDescription(/Aceite os termos para continuar/);
  });

  it('blocks a form submit while a required checkbox is unchecked', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    renderWithUi(
      <Form onSubmit={onSubmit}>
        <Checkbox name="terms" isRequired errorMessage="Aceite os termos para continuar">
          Aceito os termos
        </Checkbox>
        <Button type="submit">Enviar</Button>
      </Form>,
    );
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('Aceite os termos para continuar')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Aceito os termos' }));
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('takes its name from aria-label when it has no visible label', () => {
    renderWithUi(<Checkbox aria-label="Selecionar linha" />);
    expect(screen.getByRole('checkbox', { name: 'Selecionar linha' })).toBeInTheDocument();
  });

  it('acts as the selection checkbox of a RAC Table row (slot="selection")', async () => {
    const user = userEvent.setup();
    const onSelectionChange = vi.fn();
    renderWithUi(
      <Table aria-label="Usuários" selectionMode="multiple" onSelectionChange={onSelectionChange}>
        <TableHeader>
          <Column>
            <Checkbox slot="selection" />
          </Column>
          <Column isRowHeader>Nome</Column>
        </TableHeader>
        <TableBody>
          <Row id="ana">
            <Cell>
              <Checkbox slot="selection" />
            </Cell>
            <Cell>Ana</Cell>
          </Row>
          <Row id="bruno">
            <Cell>
              <Checkbox slot="selection" />
            </Cell>
            <Cell>Bruno</Cell>
          </Row>
        </TableBody>
      </Table>,
    );
    const [selectAll, ana] = screen.getAllByRole('checkbox');
    await user.click(ana!);
    expect([...(onSelectionChange.mock.lastCall?.[0] as Set<string>)]).toEqual(['ana']);
    expect((selectAll as HTMLInputElement).indeterminate).toBe(true);
    await user.click(selectAll!);
    expect(onSelectionChange).toHaveBeenLastCalledWith('all');
  });
});
