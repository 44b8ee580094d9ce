import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { EmailFrame } from './EmailFrame';

const meta = {
  title: 'App/E-mail frame',
  component: EmailFrame,
  parameters: { app: true },
  args: {
    title: 'Prévia do e-mail',
    html: '<p>Olá, Maria Souza.</p><p>A assembleia do <strong>FII Alfa</strong> recebe votos até 31/03/2026.</p>',
  },
} satisfies Meta<typeof EmailFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An e-mail's HTML in a sandboxed frame, light like most mail readers whatever the app's theme. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const frame = within(canvasElement).getByTitle('Prévia do e-mail');
    await expect(frame).toHaveAttribute('sandbox', '');
    await expect(frame.getAttribute('srcdoc')).toContain('FII Alfa');
  },
};
