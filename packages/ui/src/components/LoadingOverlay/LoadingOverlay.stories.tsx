import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { LoadingOverlay } from './LoadingOverlay';

const onPress = fn();

const meta = {
  title: 'Components/LoadingOverlay',
  parameters: {
    docs: {
      description: {
        component: [
          'Véu de tela cheia com barra de progresso que bloqueia o ponteiro durante uma troca global (ex.: trocar de workspace).',
          '',
          '- **Do** dê um `label` (“Carregando”) e mostre-o só enquanto a tela inteira não pode ser usada.',
          "- **Don't** use para carregar uma parte da página (use `Spinner` no lugar dela).",
        ].join('\n'),
      },
    },
  },
  component: LoadingOverlay,
  args: { isVisible: true, label: 'Carregando' },
  render: (args) => (
    <>
      <Button onPress={onPress}>Atrás do overlay</Button>
      <LoadingOverlay {...args} />
    </>
  ),
} satisfies Meta<typeof LoadingOverlay>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    onPress.mockClear();
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: 'Carregando' })).toBeVisible();
    const button = canvas.getByRole('button', { name: 'Atrás do overlay' });
    const { x, y, width, height } = button.getBoundingClientRect();
    // The overlay, not the button, is what the pointer reaches.
    const hit = document.elementFromPoint(x + width / 2, y + height / 2);
    await expect(button.contains(hit)).toBe(false);
    await expect(hit).toBe(canvas.getByTestId('loading-overlay'));
  },
};

export const Hidden: Story = {
  args: { isVisible: false },
  play: async ({ canvasElement }) => {
    onPress.mockClear();
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('progressbar')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Atrás do overlay' }));
    await expect(onPress).toHaveBeenCalledTimes(1);
  },
};
