import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { formatUiString, resolveUiLocale } from '../../i18n/uiStrings';
import { FileDropZone } from './FileDropZone';
import { fileDropZoneStrings } from './FileDropZone.strings';
import { formatFileSize } from './formatFileSize';

const MB = 1024 * 1024;

function pdf(name: string, size: number) {
  return new File([new Uint8Array(size)], name, { type: 'application/pdf' });
}

/** The built-in texts of the locale the story runs in (pt-BR, or Arabic in the RTL pass), filled in. */
function builtIn(key: keyof (typeof fileDropZoneStrings)['pt-BR'], values?: Record<string, string | number>) {
  return formatUiString(fileDropZoneStrings[resolveUiLocale(document.documentElement.lang)][key], values);
}

function fileInput(canvasElement: HTMLElement) {
  return canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
}

const meta = {
  title: 'Components/FileDropZone',
  component: FileDropZone,
  args: {
    label: 'Documentos da assembleia',
    description: 'PDF ou DOCX, até 5 MB cada, no máximo 3 arquivos',
    acceptedFileTypes: ['application/pdf', '.docx'],
    maxFileSize: 5 * MB,
    maxFiles: 3,
    onFilesChange: fn(),
    onReject: fn(),
  },
  render: (args) => (
    <div style={{ maxWidth: 440 }}>
      <FileDropZone {...args} />
    </div>
  ),
  parameters: {
    docs: {
      description: {
        component: [
          'Files by drag and drop, paste (Ctrl+V with the button focused) or the chooser button (Tab, then',
          'Enter/Space). Type, size and count are checked (`checkFiles`, also exported); refused files get a',
          'message in the locale and never reach `onFilesChange`. Accepted files are listed with their size',
          'and a remove button. The zone highlights while files are dragged over it (`[data-drop-target]`).',
          '',
          '- **Do** state the rules in `description` ("PDF, até 5 MB") before people choose.',
          '- **Do** check again on the server: the browser only helps.',
          "- **Don't** rely on drag and drop alone: the button is the keyboard and touch way in.",
        ].join('\n'),
      },
    },
  },
} satisfies Meta<typeof FileDropZone>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard: the chooser button is the zone's one tab stop (a paste while it has focus adds files too). */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const button = canvas.getByRole('button', { name: new RegExp(builtIn('chooseFiles')) });
    await expect(button).toHaveFocus();
    const ata = pdf('ata-assembleia.pdf', 1.5 * MB);
    await userEvent.upload(fileInput(canvasElement), ata);
    await expect(args.onFilesChange).toHaveBeenLastCalledWith([ata]);
    const list = canvas.getByRole('list', { name: builtIn('selectedFiles') });
    await expect(list).toHaveTextContent('ata-assembleia.pdf');
  },
};

export const WithFiles: Story = {
  render: (args) => (
    <div style={{ maxWidth: 440 }}>
      <FileDropZone
        {...args}
        defaultFiles={[
          pdf('ata-assembleia-2026-05.pdf', 1.2 * MB),
          new File([new Uint8Array(200 * 1024)], 'pauta.docx', {
            type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
          }),
        ]}
      />
    </div>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: builtIn('remove', { name: 'pauta.docx' }) }));
    await expect(canvas.getAllByRole('listitem')).toHaveLength(1);
    await expect(args.onFilesChange).toHaveBeenCalledTimes(1);
  },
};

/** A file too big and one of a type not allowed (the chooser's filter is only a hint): both refused with a reason. */
export const WithRejections: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const user = userEvent.setup({ applyAccept: false });
    const big = pdf('balanco-completo.pdf', 6 * MB);
    const exe = new File(['MZ'], 'instalador.exe', { type: 'application/x-msdownload' });
    await user.upload(fileInput(canvasElement), [big, exe]);
    const alert = canvas.getByRole('alert');
    const size = formatFileSize(5 * MB, document.documentElement.lang);
    await expect(alert).toHaveTextContent(
      builtIn('tooLarge', { name: '\u2068balanco-completo.pdf\u2069', size }),
    );
    await expect(alert).toHaveTextContent(builtIn('wrongType', { name: '\u2068instalador.exe\u2069' }));
    await expect(args.onFilesChange).not.toHaveBeenCalled();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

/**
 * Dispatches drag events of `files` on the zone. Scripts cannot fill a DataTransfer like the desktop does
 * (effectAllowed stays 'none', no file entries), so the events carry a stand-in that reads like a desktop drag.
 */
function dragOnto(canvasElement: HTMLElement, files: File[]) {
  // The hint is a direct child of the zone.
  const zone = within(canvasElement).getByText(builtIn('dropHint')).parentElement!;
  const transfer = {
    effectAllowed: 'all',
    dropEffect: 'none',
    types: ['Files'],
    items: files.map((file) => ({ kind: 'file', type: file.type, getAsFile: () => file })),
    files,
  };
  const fire = (type: 'dragenter' | 'dragover' | 'drop') => {
    const event = new DragEvent(type, { bubbles: true, cancelable: true, clientX: 20, clientY: 20 });
    Object.defineProperty(event, 'dataTransfer', { value: transfer });
    zone.dispatchEvent(event);
  };
  return { zone, fire };
}

/** Files dragged over the zone: it turns solid and tinted until they are dropped or leave. */
export const DragOver: Story = {
  play: async ({ canvasElement }) => {
    const { zone, fire } = dragOnto(canvasElement, [pdf('ata.pdf', 300 * 1024)]);
    fire('dragenter');
    fire('dragover');
    await waitFor(() => expect(zone).toHaveAttribute('data-drop-target', 'true'));
  },
};

/** Dropping adds the files like the chooser does. */
export const Drop: Story = {
  play: async ({ canvasElement, args }) => {
    const ata = pdf('ata.pdf', 300 * 1024);
    const { zone, fire } = dragOnto(canvasElement, [ata]);
    fire('dragenter');
    fire('dragover');
    await waitFor(() => expect(zone).toHaveAttribute('data-drop-target', 'true'));
    fire('drop');
    await waitFor(() => expect(args.onFilesChange).toHaveBeenLastCalledWith([ata]));
    await expect(zone).not.toHaveAttribute('data-drop-target');
    await expect(within(canvasElement).getByRole('list')).toHaveTextContent('ata.pdf');
  },
};

export const SingleFile: Story = {
  args: { label: 'Comprovante de pagamento', description: 'PDF até 5 MB', maxFiles: 1 },
  play: async ({ canvasElement }) => {
    await expect(fileInput(canvasElement)).not.toHaveAttribute('multiple');
  },
};

export const Invalid: Story = {
  args: { errorMessage: 'Envie a ata da assembleia.' },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: new RegExp(builtIn('chooseFiles')) });
    await expect(button).toHaveAccessibleDescription(/Envie a ata da assembleia\./);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: new RegExp(builtIn('chooseFiles')) }),
    ).toBeDisabled();
  },
};
