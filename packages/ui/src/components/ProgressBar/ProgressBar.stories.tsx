import { useEffect, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { ProgressBar, progressValueFormats } from './ProgressBar';

const meta = {
  title: 'Components/ProgressBar',
  component: ProgressBar,
  args: { label: 'Importando votantes', value: 35 },
  argTypes: { valueFormat: { control: 'inline-radio', options: progressValueFormats } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component: `Progress of an operation over time: an import, a dispatch of invitations. Determinate with
\`value\`/\`maxValue\` (as a percentage or, with \`valueFormat="count"\`, as '350 de 1.000' in the locale's number
format), or \`isIndeterminate\` while the total is unknown. The bar grows from the inline start.

- **Do** label what is progressing ('Enviando convites') and prefer a count when the user thinks in items.
- **Don't** use it for a level that is not progress, such as a quorum (use Meter), or for a short wait (use Spinner).`,
      },
    },
  },
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Importando votantes' });
    await expect(bar).toHaveAttribute('aria-valuenow', '35');
    await expect(bar).toHaveAttribute('aria-valuetext');
  },
};

export const Zero: Story = {
  args: { value: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
  },
};

export const Complete: Story = {
  args: { value: 100, label: 'Importação concluída' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  },
};

/** A count in the locale's number format ('350 de 1.000' in pt-BR). */
export const Count: Story = {
  args: { label: 'Enviando convites', value: 350, maxValue: 1000, valueFormat: 'count' },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Enviando convites' });
    await expect(bar).toHaveAttribute('aria-valuemax', '1000');
    await expect(bar).toHaveAttribute('aria-valuenow', '350');
  },
};

export const Indeterminate: Story = {
  args: { label: 'Lendo a planilha', isIndeterminate: true, description: 'Isso pode levar alguns segundos.' },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Lendo a planilha' });
    await expect(bar).not.toHaveAttribute('aria-valuenow');
    await expect(bar).toHaveAccessibleDescription('Isso pode levar alguns segundos.');
  },
};

function SimulatedImport() {
  const [sent, setSent] = useState<number | null>(null);
  useEffect(() => {
    if (sent == null || sent >= 240) return;
    const timer = setTimeout(() => setSent((count) => Math.min(240, (count ?? 0) + 60)), 120);
    return () => clearTimeout(timer);
  }, [sent]);
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <Button onPress={() => setSent(0)} isDisabled={sent != null && sent < 240}>
        Enviar convites
      </Button>
      {sent != null ? (
        <ProgressBar label="Enviando convites" value={sent} maxValue={240} valueFormat="count" />
      ) : null}
    </div>
  );
}

/** Updates as the dispatch goes on. */
export const Running: Story = {
  render: () => <SimulatedImport />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar convites' }));
    const bar = await canvas.findByRole('progressbar', { name: 'Enviando convites' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '240'), { timeout: 3000 });
    await expect(canvas.getByRole('button', { name: 'Enviar convites' })).toBeEnabled();
  },
};
