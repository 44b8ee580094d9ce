import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUi } from '../../test/render';
import { Button } from '../Button/Button';
import { Dialog, DialogTrigger, Modal } from '../Dialog/Dialog';
import { TextField } from '../TextField/TextField';
import { Form } from './Form';

describe('Form', () => {
  it("a dialog's form inside a page's form submits only itself (by its button and by Enter)", async () => {
    const page = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
    const dialog = vi.fn((event: { preventDefault(): void; stopPropagation(): void }) => {
      event.preventDefault();
      event.stopPropagation();
    });
    renderWithUi(
      <Form onSubmit={page} aria-label="Etapa">
        <DialogTrigger>
          <Button>Abrir</Button>
          <Modal>
            <Dialog title="Adicionar">
              <Form onSubmit={dialog} aria-label="Votante">
                <TextField label="Nome" />
                <Button type="submit">Salvar</Button>
              </Form>
            </Dialog>
          </Modal>
        </DialogTrigger>
        <Button type="submit">Continuar</Button>
      </Form>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Abrir' }));
    await user.click(await screen.findByRole('button', { name: 'Salvar' }));
    await user.type(screen.getByRole('textbox', { name: 'Nome' }), 'Maria{Enter}');
    expect(dialog).toHaveBeenCalledTimes(2);
    expect(page).not.toHaveBeenCalled();
    // Nor does it take the page form's other props (its accessible name).
    expect(screen.getByRole('form', { name: 'Votante' })).toBeInTheDocument();
  });
});
