import { CalendarDate, CalendarDateTime } from '@internationalized/date';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUi } from '../../test/render';
import { Button } from '../Button/Button';
import { Form } from '../Form/Form';
import { DateField } from './DateField';

function segmentTexts() {
  return screen.getAllByRole('spinbutton').map((segment) => segment.textContent);
}

describe('DateField', () => {
  it('shows the pt-BR placeholders in day/month/year order', () => {
    renderWithUi(<DateField label="Data de nascimento" />);
    expect(segmentTexts()).toEqual(['dd', 'mm', 'aaaa']);
    expect(screen.getAllByRole('spinbutton')[0]).toHaveAccessibleName(/Data de nascimento/);
  });

  it('puts the month first in English', () => {
    renderWithUi(<DateField label="Birth date" />, { locale: 'en' });
    expect(segmentTexts()).toEqual(['mm', 'dd', 'yyyy']);
  });

  it('takes typed digits segment by segment', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithUi(<DateField label="Vencimento" onChange={onChange} />);
    await user.tab();
    await user.keyboard('15052026');
    expect(onChange).toHaveBeenLastCalledWith(new CalendarDate(2026, 5, 15));
    expect(segmentTexts()).toEqual(['15', '05', '2026']);
  });

  it('adds hours and minutes with granularity minute (24 h in pt-BR)', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithUi(<DateField label="Abertura da votação" granularity="minute" onChange={onChange} />);
    expect(segmentTexts()).toEqual(['dd', 'mm', 'aaaa', '––', '––']);
    await user.tab();
    await user.keyboard('150520261430');
    expect(onChange).toHaveBeenLastCalledWith(new CalendarDateTime(2026, 5, 15, 14, 30));
  });

  it('changes a segment with the arrow keys', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithUi(
      <DateField label="Vencimento" defaultValue={new CalendarDate(2026, 5, 15)} onChange={onChange} />,
    );
    await user.tab();
    await user.keyboard('{ArrowUp}');
    expect(onChange).toHaveBeenLastCalledWith(new CalendarDate(2026, 5, 16));
  });

  it('reports a date before minValue with the caller message when the form is submitted', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    renderWithUi(
      <Form onSubmit={onSubmit}>
        <DateField
          label="Prazo"
          name="deadline"
          minValue={new CalendarDate(2026, 6, 1)}
          defaultValue={new CalendarDate(2026, 5, 15)}
          errorMessage="O prazo deve ser a partir de 01/06/2026."
        />
        <Button type="submit">Salvar</Button>
      </Form>,
    );
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('O prazo deve ser a partir de 01/06/2026.')).toBeInTheDocument();
  });

  it('passes the validation result to an error function and shows the description', () => {
    renderWithUi(
      <DateField
        label="Prazo"
        description="Até o fim do mês"
        isInvalid
        errorMessage={(validation) => (validation.isInvalid ? 'Data inválida' : '')}
      />,
    );
    expect(screen.getByText('Até o fim do mês')).toBeInTheDocument();
    expect(screen.getByText('Data inválida')).toBeInTheDocument();
  });

  it('ignores typing while disabled', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithUi(<DateField label="Vencimento" isDisabled onChange={onChange} />);
    await user.tab();
    await user.keyboard('15');
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getAllByRole('spinbutton')[0]).toHaveAttribute('aria-disabled', 'true');
  });
});
