import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUi } from '../../test/render';
import { Disclosure, DisclosureGroup, type DisclosureGroupProps } from './Disclosure';

function Settings(props: Partial<DisclosureGroupProps>) {
  return (
    <DisclosureGroup {...props}>
      <Disclosure id="billing" title="Faturamento">
        CNPJ e endereço
      </Disclosure>
      <Disclosure id="users" title="Usuários">
        Permissões
      </Disclosure>
    </DisclosureGroup>
  );
}

describe('Disclosure', () => {
  it('opens and closes its panel from the title button inside a heading of the given level', async () => {
    const user = userEvent.setup();
    const onExpandedChange = vi.fn();
    renderWithUi(
      <Disclosure title="Faturamento" headingLevel={2} onExpandedChange={onExpandedChange}>
        CNPJ e endereço
      </Disclosure>,
    );
    const trigger = screen.getByRole('button', { name: 'Faturamento' });
    expect(screen.getByRole('heading', { level: 2 })).toContainElement(trigger);
    expect(screen.getByText('CNPJ e endereço')).not.toBeVisible();
    await user.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('CNPJ e endereço')).toBeVisible();
    expect(trigger).toHaveAttribute('aria-controls', screen.getByRole('group').id);
    await user.click(trigger);
    expect(onExpandedChange.mock.calls).toEqual([[true], [false]]);
  });

  it('uses a level-3 heading by default', () => {
    renderWithUi(<Disclosure title="Faturamento">x</Disclosure>);
    expect(screen.getByRole('heading', { level: 3, name: 'Faturamento' })).toBeInTheDocument();
  });

  it('toggles with Enter and Space', async () => {
    const user = userEvent.setup();
    renderWithUi(<Disclosure title="Faturamento">x</Disclosure>);
    await user.tab();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button')).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard(' ');
    expect(screen.getByRole('button')).toHaveAttribute('aria-expanded', 'false');
  });

  it('does nothing while disabled', async () => {
    const user = userEvent.setup();
    const onExpandedChange = vi.fn();
    renderWithUi(
      <Disclosure title="Faturamento" isDisabled onExpandedChange={onExpandedChange}>
        x
      </Disclosure>,
    );
    expect(screen.getByRole('button')).toBeDisabled();
    await user.click(screen.getByRole('button'));
    expect(onExpandedChange).not.toHaveBeenCalled();
  });
});

describe('DisclosureGroup', () => {
  it('keeps one section open at a time by default', async () => {
    const user = userEvent.setup();
    const onExpandedChange = vi.fn();
    renderWithUi(<Settings defaultExpandedKeys={['billing']} onExpandedChange={onExpandedChange} />);
    await user.click(screen.getByRole('button', { name: 'Usuários' }));
    expect(screen.getByRole('button', { name: 'Faturamento' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: 'Usuários' })).toHaveAttribute('aria-expanded', 'true');
    expect(onExpandedChange).toHaveBeenLastCalledWith(new Set(['users']));
  });

  it('keeps several open with allowsMultipleExpanded', async () => {
    const user = userEvent.setup();
    renderWithUi(<Settings allowsMultipleExpanded />);
    await user.click(screen.getByRole('button', { name: 'Faturamento' }));
    await user.click(screen.getByRole('button', { name: 'Usuários' }));
    expect(screen.getByRole('button', { name: 'Faturamento' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Usuários' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('disables every section', () => {
    renderWithUi(<Settings isDisabled />);
    for (const button of screen.getAllByRole('button')) expect(button).toBeDisabled();
  });
});
