import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyT } from '../../testing/story-setup';
import { useT } from '../../lib/i18n';
import { BusyPlaceholder } from './BusyPlaceholder';

const meta = {
  title: 'App/Busy placeholder',
  component: BusyPlaceholder,
  // The app's i18n: the examples borrow the features' texts.
  parameters: { app: true },
  args: { label: '' },
} satisfies Meta<typeof BusyPlaceholder>;

export default meta;
type Story = StoryObj<typeof meta>;

function StepLoading({ heights }: { heights?: readonly string[] }) {
  const t = useT();
  return <BusyPlaceholder label={t('votings.flow.stepLoading')} heights={heights} />;
}

/** A new voting's step whose code is on its way: one block, and what is loading said once. */
export const Default: Story = {
  render: () => <StepLoading />,
  play: async ({ canvasElement, globals }) => {
    const t = await storyT(globals);
    const busy = canvasElement.querySelector('[aria-busy="true"]') as HTMLElement;
    await expect(within(busy).getByRole('status')).toHaveTextContent(t('votings.flow.stepLoading'));
    await expect(busy.querySelectorAll('[data-shape="rect"]')).toHaveLength(1);
  },
};

/** Several blocks (a draft on its way: the stepper, then the step). */
export const TwoBlocks: Story = {
  render: () => <StepLoading heights={['3rem', '16rem']} />,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[aria-busy="true"] [data-shape="rect"]')).toHaveLength(2);
  },
};
