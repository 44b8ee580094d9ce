import { useEffect, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { visuallyHidden } from '../private/shared.css';
import { Skeleton, skeletonShapes } from './Skeleton';

const meta = {
  title: 'Components/Skeleton',
  component: Skeleton,
  args: { shape: 'text', lines: 3 },
  argTypes: { shape: { control: 'inline-radio', options: skeletonShapes } },
  render: (args) => (
    <div aria-busy="true" style={{ maxWidth: 420 }}>
      <span className={visuallyHidden}>Carregando</span>
      <Skeleton {...args} />
    </div>
  ),
  parameters: {
    docs: {
      description: {
        component: `A placeholder with the shape of the content being loaded: lines of text, a rectangle or a circle.
It is \`aria-hidden\`; the container being loaded takes \`aria-busy="true"\` and a text for screen readers.
The shimmer sweeps from the inline start and stops when the user prefers reduced motion.

- **Do** mirror the layout that will arrive (an avatar circle beside two lines, a rectangle for a chart) and keep the
  skeleton short-lived.
- **Don't** use it for actions that take long or report progress (use ProgressBar) or put text inside it.`,
      },
    },
  },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const skeleton = canvasElement.querySelector('[data-shape="text"]');
    await expect(skeleton).toHaveAttribute('aria-hidden', 'true');
    await expect(skeleton?.children).toHaveLength(3);
  },
};

export const Rectangle: Story = {
  args: { shape: 'rect', height: 160 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-shape="rect"]')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Circle: Story = {
  args: { shape: 'circle', width: 48 },
  play: async ({ canvasElement }) => {
    const circle = canvasElement.querySelector<HTMLElement>('[data-shape="circle"]');
    await expect(circle?.getBoundingClientRect().width).toBe(48);
    await expect(circle?.getBoundingClientRect().height).toBe(48);
  },
};

const voters = ['Ana Souza', 'Bruno Lima', 'Carla Mendes'];

function VoterList({ isLoading }: { isLoading: boolean }) {
  return (
    <section aria-labelledby="voters-title" aria-busy={isLoading} style={{ maxWidth: 420 }}>
      <h2 id="voters-title" style={{ fontSize: '1.125rem', margin: '0 0 12px' }}>
        Votantes
      </h2>
      {isLoading ? <span className={visuallyHidden}>Carregando votantes</span> : null}
      <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 16 }}>
        {voters.map((name) => (
          <li key={name} style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
            {isLoading ? (
              <>
                <Skeleton shape="circle" />
                <Skeleton lines={2} />
              </>
            ) : (
              <span>
                <strong>{name}</strong>
                <br />
                Convite enviado
              </span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A list in the shape of what will come: an avatar and two lines per row. */
export const ListPlaceholder: Story = {
  render: () => <VoterList isLoading />,
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Votantes' });
    await expect(region).toHaveAttribute('aria-busy', 'true');
    await expect(region.querySelectorAll('[data-shape]')).toHaveLength(voters.length * 2);
  },
};

function LoadsAfter({ ms }: { ms: number }) {
  const [isLoading, setLoading] = useState(true);
  useEffect(() => {
    const timer = setTimeout(() => setLoading(false), ms);
    return () => clearTimeout(timer);
  }, [ms]);
  return <VoterList isLoading={isLoading} />;
}

/** The skeleton gives way to the content and the region stops being busy. */
export const LoadingThenLoaded: Story = {
  render: () => <LoadsAfter ms={500} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Votantes' });
    await waitFor(() => expect(canvas.getByText('Ana Souza')).toBeInTheDocument());
    await expect(region).toHaveAttribute('aria-busy', 'false');
    await expect(region.querySelector('[data-shape]')).toBeNull();
  },
};
