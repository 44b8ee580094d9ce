import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUi } from '../../test/render';
import { FileDropZone } from './FileDropZone';

const MB = 1024 * 1024;

function pdf(name: string, size = 10) {
  return new File([new Uint8Array(size)], name, { type: 'application/pdf' });
}

function hiddenInput(container: HTMLElement) {
  return container.querySelector<HTMLInputElement>('input[type="file"]')!;
}

const rules = { acceptedFileTypes: ['application/pdf', '.docx'], maxFileSize: MB, maxFiles: 2 };

describe('FileDropZone', () => {
  it('reaches its button with Tab and opens the chooser with Enter', async () => {
    const user = userEvent.setup();
    const { container } = renderWithUi(<FileDropZone label="Ata da assembleia" description="PDF até 1 MB" />);
    const click = vi.spyOn(hiddenInput(container), 'click');
    const button = screen.getByRole('button', { name: 'Escolher arquivos Ata da assembleia' });
    expect(button).toHaveAccessibleDescription('PDF até 1 MB');
    await user.tab(); // the chooser button is the zone's only stop
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(click).toHaveBeenCalledTimes(1);
  });

  it('lists accepted files with a human size and passes them on', async () => {
    const user = userEvent.setup();
    const onFilesChange = vi.fn();
    const { container } = renderWithUi(
      <FileDropZone label="Anexos" {...rules} onFilesChange={onFilesChange} />,
    );
    const ata = pdf('ata.pdf', 512 * 1024);
    await user.upload(hiddenInput(container), ata);
    expect(onFilesChange).toHaveBeenLastCalledWith([ata]);
    const list = screen.getByRole('list', { name: 'Arquivos selecionados' });
    const item = within(list).getByRole('listitem');
    expect(item).toHaveTextContent('ata.pdf');
    expect(item).toHaveTextContent('512 kB');
  });

  it('reports files that are too big, of a wrong type or too many, and never passes them on', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const onFilesChange = vi.fn();
    const onReject = vi.fn();
    const { container } = renderWithUi(
      <FileDropZone label="Anexos" {...rules} onFilesChange={onFilesChange} onReject={onReject} />,
    );
    const ok1 = pdf('ata.pdf');
    const ok2 = pdf('pauta.pdf');
    const big = pdf('balanco.pdf', 2 * MB);
    const exe = new File(['x'], 'setup.exe', { type: 'application/x-msdownload' });
    const extra = pdf('extra.pdf');
    await user.upload(hiddenInput(container), [ok1, big, exe, ok2, extra]);

    expect(onFilesChange).toHaveBeenCalledTimes(1);
    expect(onFilesChange).toHaveBeenCalledWith([ok1, ok2]);
    expect(onReject.mock.calls[0]![0].map((r: { reason: string }) => r.reason)).toEqual([
      'size',
      'type',
      'count',
    ]);
    const alert = screen.getByRole('alert');
    // File names are wrapped in bidi isolates (U+2068 … U+2069).
    expect(alert).toHaveTextContent('O arquivo \u2068balanco.pdf\u2069 excede o tamanho máximo de 1 MB.');
    expect(alert).toHaveTextContent('Tipo de arquivo não permitido: \u2068setup.exe\u2069.');
    expect(alert).toHaveTextContent(
      'O arquivo \u2068extra.pdf\u2069 não foi adicionado: o máximo de arquivos é 2.',
    );
  });

  it('counts the files already listed', async () => {
    const user = userEvent.setup();
    const onFilesChange = vi.fn();
    const { container } = renderWithUi(
      <FileDropZone
        label="Anexos"
        {...rules}
        defaultFiles={[pdf('a.pdf'), pdf('b.pdf')]}
        onFilesChange={onFilesChange}
      />,
    );
    await user.upload(hiddenInput(container), pdf('c.pdf'));
    expect(onFilesChange).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('o máximo de arquivos é 2');
  });

  it('replaces the file of a single-file zone', async () => {
    const user = userEvent.setup();
    const onFilesChange = vi.fn();
    const { container } = renderWithUi(
      <FileDropZone
        label="Comprovante"
        maxFiles={1}
        defaultFiles={[pdf('antigo.pdf')]}
        onFilesChange={onFilesChange}
      />,
    );
    expect(screen.getByRole('button', { name: 'Escolher arquivo Comprovante' })).toBeInTheDocument();
    expect(hiddenInput(container)).not.toHaveAttribute('multiple');
    const novo = pdf('novo.pdf');
    await user.upload(hiddenInput(container), novo);
    expect(onFilesChange).toHaveBeenLastCalledWith([novo]);
    expect(screen.queryByText('antigo.pdf')).not.toBeInTheDocument();
  });

  it('removes a file and moves focus to the next remove button, then to the chooser button', async () => {
    const user = userEvent.setup();
    const onFilesChange = vi.fn();
    const a = pdf('a.pdf');
    const b = pdf('b.pdf');
    renderWithUi(<FileDropZone label="Anexos" defaultFiles={[a, b]} onFilesChange={onFilesChange} />);
    await user.click(screen.getByRole('button', { name: 'Remover a.pdf' }));
    expect(onFilesChange).toHaveBeenLastCalledWith([b]);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Remover b.pdf' })).toHaveFocus());
    await user.keyboard('{Enter}');
    expect(onFilesChange).toHaveBeenLastCalledWith([]);
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: /Escolher arquivos/ })).toHaveFocus());
  });

  it('follows a controlled list', async () => {
    const user = userEvent.setup();
    const onFilesChange = vi.fn();
    const { container } = renderWithUi(
      <FileDropZone label="Anexos" files={[]} onFilesChange={onFilesChange} />,
    );
    await user.upload(hiddenInput(container), pdf('ata.pdf'));
    expect(onFilesChange).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('ata.pdf')).not.toBeInTheDocument();
  });

  it('speaks the locale and lets props override the texts', async () => {
    const user = userEvent.setup();
    const { container, unmount } = renderWithUi(<FileDropZone label="Anexos" maxFileSize={MB} />, {
      locale: 'ar',
    });
    expect(screen.getByRole('button', { name: /اختيار ملفات/ })).toBeInTheDocument();
    await user.upload(hiddenInput(container), pdf('big.pdf', 2 * MB));
    expect(screen.getByRole('alert')).toHaveTextContent('الملف \u2068big.pdf\u2069 يتجاوز الحد الأقصى للحجم');
    unmount();
    renderWithUi(
      <FileDropZone
        label="Anexos"
        strings={{ chooseFiles: 'Enviar documentos', remove: 'Tirar {name}' }}
        defaultFiles={[pdf('x.pdf')]}
      />,
    );
    expect(screen.getByRole('button', { name: 'Enviar documentos Anexos' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tirar x.pdf' })).toBeInTheDocument();
  });

  it('shows the caller error and ignores files while disabled', async () => {
    const user = userEvent.setup();
    const onFilesChange = vi.fn();
    const { container } = renderWithUi(
      <FileDropZone label="Anexos" errorMessage="Envie a ata." isDisabled onFilesChange={onFilesChange} />,
    );
    const button = screen.getByRole('button', { name: /Escolher arquivos/ });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('Envie a ata.');
    await user.upload(hiddenInput(container), pdf('ata.pdf'));
    expect(onFilesChange).not.toHaveBeenCalled();
  });

  it('takes dropped files (highlighted while dragged over) and pasted ones, checked like chosen ones', () => {
    const onFilesChange = vi.fn();
    renderWithUi(<FileDropZone label="Anexos" {...rules} onFilesChange={onFilesChange} />);
    const zone = screen.getByRole('group', { name: 'Anexos' });
    const ata = pdf('ata.pdf');
    const transfer = { types: ['Files'], files: [ata], dropEffect: 'none' };
    fireEvent.dragEnter(zone, { dataTransfer: transfer });
    fireEvent.dragOver(zone, { dataTransfer: transfer });
    expect(zone).toHaveAttribute('data-drop-target', 'true');
    fireEvent.drop(zone, { dataTransfer: transfer });
    expect(zone).not.toHaveAttribute('data-drop-target');
    expect(onFilesChange).toHaveBeenLastCalledWith([ata]);

    const exe = new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' });
    const pauta = pdf('pauta.pdf');
    fireEvent.paste(screen.getByRole('button', { name: /Escolher arquivos/ }), {
      clipboardData: { files: [exe, pauta] },
    });
    expect(onFilesChange).toHaveBeenLastCalledWith([ata, pauta]);
    expect(screen.getByRole('alert')).toHaveTextContent('setup.exe');
  });

  it('ignores a drag that carries no files (text dragged from the page)', () => {
    renderWithUi(<FileDropZone label="Anexos" />);
    const zone = screen.getByRole('group', { name: 'Anexos' });
    fireEvent.dragEnter(zone, { dataTransfer: { types: ['text/plain'], files: [] } });
    expect(zone).not.toHaveAttribute('data-drop-target');
  });
});
