import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Avatar, avatarSizes } from './Avatar';

// A tiny inline photo (no network in the workbench).
const photo =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" fill="#8fb3e8"/><circle cx="20" cy="15" r="8" fill="#fff"/><rect x="8" y="26" width="24" height="14" rx="7" fill="#fff"/></svg>',
  );

const meta = {
  title: 'Components/Avatar',
  parameters: {
    docs: {
      description: {
        component: [
          'Foto ou inicial de uma pessoa.',
          '',
          '- **Do** passe sempre o `name` (vira a inicial e o nome acessível); use `isDecorative` quando o nome já está escrito ao lado.',
          "- **Don't** use como único jeito de identificar alguém nem como botão (ponha-o dentro de um `Button`).",
        ].join('\n'),
      },
    },
  },
  component: Avatar,
  args: { name: 'Ana Administradora', size: 'md' },
  argTypes: { size: { control: 'inline-radio', options: avatarSizes } },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const avatar = within(canvasElement).getByRole('img', { name: 'Ana Administradora' });
    await expect(avatar).toHaveTextContent('A');
  },
};

export const WithPhoto: Story = {
  args: { src: photo },
  play: async ({ canvasElement }) => {
    const avatar = within(canvasElement).getByRole('img', { name: 'Ana Administradora' });
    const image = avatar.querySelector('img')!;
    await waitFor(() => expect(image.complete && image.naturalWidth > 0).toBe(true));
  },
};

export const BrokenPhoto: Story = {
  args: { src: '/missing-photo.png', name: 'Olívia Operadora' },
  play: async ({ canvasElement }) => {
    const avatar = within(canvasElement).getByRole('img', { name: 'Olívia Operadora' });
    await waitFor(() => expect(avatar.querySelector('img')).toBeNull());
    await expect(avatar).toHaveTextContent('O');
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      {avatarSizes.map((size) => (
        <Avatar key={size} {...args} size={size} name={`Marcos ${size}`} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const [small, , large] = within(canvasElement).getAllByRole('img');
    await expect(small!.getBoundingClientRect().width).toBeLessThan(large!.getBoundingClientRect().width);
  },
};
