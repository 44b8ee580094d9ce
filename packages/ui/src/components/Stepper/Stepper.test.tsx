import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockViewportWidth, renderWithUi } from '../../test/render';
import { Stepper, type StepperStep } from './Stepper';

const steps: StepperStep[] = [
  { id: 'details', label: 'Detalhes', status: 'complete' },
  { id: 'items', label: 'Itens', status: 'error' },
  { id: 'documents', label: 'Documentos', status: 'current' },
  { id: 'voters', label: 'Votantes', status: 'upcoming' },
  { id: 'invitation', label: 'Convite', status: 'upcoming' },
  { id: 'review', label: 'Revisão', status: 'upcoming' },
];

const originalMatchMedia = window.matchMedia;
afterEach(() => {
  window.matchMedia = originalMatchMedia;
});

describe('Stepper', () => {
  it('is an ordered list of the steps; the current one has aria-current="step" and the others say their status', () => {
    renderWithUi(<Stepper steps={steps} aria-label="Etapas da votação" layout="horizontal" />);
    const list = screen.getByRole('list', { name: 'Etapas da votação' });
    expect(list.tagName).toBe('OL');
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(6);
    expect(items[2]).toHaveAttribute('aria-current', 'step');
    expect(items.filter((item) => item.hasAttribute('aria-current'))).toHaveLength(1);
    expect(items[0]).toHaveTextContent('Detalhes (concluída)');
    expect(items[1]).toHaveTextContent('Itens (com erro)');
    expect(items[2]).toHaveTextContent(/^3Documentos$/);
    expect(items[3]).toHaveTextContent('Votantes (pendente)');
  });

  it('has no buttons without onStepPress', () => {
    renderWithUi(<Stepper steps={steps} aria-label="Etapas" layout="vertical" />);
    expect(screen.getByRole('list', { name: 'Etapas' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('lets the keyboard go back to complete and error steps only', async () => {
    const user = userEvent.setup();
    const onStepPress = vi.fn();
    renderWithUi(<Stepper steps={steps} aria-label="Etapas" layout="horizontal" onStepPress={onStepPress} />);
    const buttons = screen.getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual(['Detalhes (concluída)', 'Itens (com erro)']);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Detalhes (concluída)' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onStepPress).toHaveBeenLastCalledWith('details');
    await user.tab();
    await user.keyboard(' ');
    expect(onStepPress).toHaveBeenLastCalledWith('items');
    await user.tab();
    expect(document.body).toHaveFocus();
    expect(onStepPress).toHaveBeenCalledTimes(2);
  });

  it('makes an upcoming step a button only when the flow says it is reachable, still not ticked', async () => {
    const user = userEvent.setup();
    const onStepPress = vi.fn();
    const reachable = steps.map((step) => (step.id === 'invitation' ? { ...step, reachable: true } : step));
    renderWithUi(
      <Stepper steps={reachable} aria-label="Etapas" layout="horizontal" onStepPress={onStepPress} />,
    );
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Detalhes (concluída)',
      'Itens (com erro)',
      '5Convite (pendente)',
    ]);
    await user.click(screen.getByRole('button', { name: /Convite/ }));
    expect(onStepPress).toHaveBeenCalledWith('invitation');
  });

  it('auto layout: horizontal list on a wide screen, compact "Etapa 3 de 6" on a phone', () => {
    mockViewportWidth(1280);
    const { unmount } = renderWithUi(<Stepper steps={steps} aria-label="Etapas" />);
    expect(screen.getAllByRole('listitem')).toHaveLength(6);
    unmount();
    mockViewportWidth(375);
    renderWithUi(<Stepper steps={steps} aria-label="Etapas" />);
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.getByRole('group', { name: 'Etapas' })).toHaveTextContent('Etapa 3 de 6 Documentos');
  });

  it('compact text in the locale, overridable, and naming the step that needs attention when none is current', () => {
    const { unmount } = renderWithUi(<Stepper steps={steps} aria-label="Steps" layout="compact" />, {
      locale: 'en',
    });
    expect(screen.getByRole('group')).toHaveTextContent('Step 3 of 6 Documentos');
    unmount();
    const noCurrent = steps.map((step) =>
      step.status === 'current' ? { ...step, status: 'upcoming' as const } : step,
    );
    renderWithUi(
      <Stepper
        steps={noCurrent}
        aria-label="Etapas"
        layout="compact"
        progressLabel="Passo {current}/{total}"
      />,
    );
    expect(screen.getByRole('group')).toHaveTextContent('Passo 2/6 Itens');
  });
});
