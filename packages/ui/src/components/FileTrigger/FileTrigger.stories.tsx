import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FileTrigger } from './FileTrigger';

const meta = {
  title: 'Components/FileTrigger',
  component: FileTrigger,
  args: { children: 'Enviar comprovante', onSelect: fn(), acceptedFileTypes: ['application/pdf', 'image/*'] },
  parameters: {
    docs: {
      description: {
        component: [
          'A kit Button that opens the system file chooser; `onSelect` gets the chosen files as an array.',
          '`acceptedFileTypes` (MIME types or extensions) filters the chooser, `allowsMultiple` allows several.',
          '',
          '- **Do** say what to send in the text ("Enviar comprovante"), not just "Procurar".',
          '- **Do** check the files again after choosing: the chooser filter is only a hint (see `checkFiles`).',
          "- **Don't** use it where files can also be dropped: use `FileDropZone`, which includes it.",
        ].join('\n'),
      },
    },
  },
} satisfies Meta<typeof FileTrigger>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Enviar comprovante' })).toHaveFocus();
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
    const receipt = new File(['%PDF-1.7'], 'comprovante.pdf', { type: 'application/pdf' });
    await userEvent.upload(input, receipt);
    await expect(args.onSelect).toHaveBeenCalledWith([receipt]);
  },
};

export const Multiple: Story = {
  args: { children: 'Adicionar anexos', allowsMultiple: true, variant: 'primary' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('input[type="file"]')).toHaveAttribute('multiple');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Enviar comprovante' })).toBeDisabled();
  },
};
