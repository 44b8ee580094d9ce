import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PieceProviders } from '@portal/testing/portal-pieces';
import { approverInput, isApproverValid, validateApprover, type ApproverDraft } from './approver';
import { ApproverFields } from './ApproverFields';

function renderFields(showErrors = false) {
  const values: (ApproverDraft | null)[] = [];
  function Owner() {
    const [value, setValue] = useState<ApproverDraft | null>(null);
    return (
      <ApproverFields
        value={value}
        deadline="2036-06-30T21:00:00.000Z"
        showErrors={showErrors}
        onChange={(next) => {
          values.push(next);
          setValue(next);
        }}
      />
    );
  }
  render(
    <PieceProviders>
      <Owner />
    </PieceProviders>,
  );
  return { values, user: userEvent.setup() };
}

describe('approver fields', () => {
  it('checks the name and the e-mail with the domain rule', () => {
    expect(validateApprover(null)).toEqual({});
    expect(validateApprover({ name: ' ', email: '' })).toEqual({
      name: { key: 'attorney.approver.errors.nameRequired' },
      email: { key: 'attorney.approver.errors.emailRequired' },
    });
    expect(validateApprover({ name: 'Rita', email: 'rita@@exemplo' }).email).toEqual({
      key: 'attorney.approver.errors.emailInvalid',
    });
    expect(isApproverValid({ name: 'Rita Lima', email: 'rita@exemplo.com.br' })).toBe(true);
    expect(approverInput({ name: ' Rita Lima ', email: ' Rita@Exemplo.com.br ' })).toEqual({
      name: 'Rita Lima',
      email: 'rita@exemplo.com.br',
    });
    expect(approverInput(null)).toBeNull();
  });

  it('explains what an approver means, then asks for name and e-mail once switched on', async () => {
    const { values, user } = renderFields();
    const group = screen.getByRole('group', { name: 'Aprovador (opcional)' });
    expect(group).toHaveAccessibleDescription(/só contam depois que ele aprovar/);
    // 21:00 UTC is 18:00 in Brasília, whatever the device's time zone.
    expect(group).toHaveAccessibleDescription(
      /votos não aprovados até 30 de junho de 2036.{0,5}18:00 \(horário de Brasília\) não contam/,
    );
    expect(screen.queryByRole('textbox', { name: /E-mail do aprovador/ })).toBeNull();
    await user.click(screen.getByRole('switch', { name: 'Enviar meus votos para um aprovador' }));
    expect(values).toEqual([{ name: '', email: '' }]);
    await user.type(screen.getByRole('textbox', { name: /Nome do aprovador/ }), 'Rita Lima');
    await user.type(screen.getByRole('textbox', { name: /E-mail do aprovador/ }), 'rita@@exemplo');
    // The e-mail's problem shows once the field is left.
    expect(screen.queryByText('Insira um email válido!')).toBeNull();
    await user.tab();
    expect(screen.getByText('Insira um email válido!')).toBeVisible();
    expect(values.at(-1)).toEqual({ name: 'Rita Lima', email: 'rita@@exemplo' });
    await user.click(screen.getByRole('switch', { name: 'Enviar meus votos para um aprovador' }));
    expect(values.at(-1)).toBeNull();
  });

  it('shows every problem at once when the portal asks', async () => {
    const { user } = renderFields(true);
    await user.click(screen.getByRole('switch', { name: 'Enviar meus votos para um aprovador' }));
    expect(screen.getByText('Informe o nome do aprovador.')).toBeVisible();
    expect(screen.getByText('Informe o e-mail do aprovador.')).toBeVisible();
  });
});
