import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyT } from '../../testing/story-setup';
import { useT } from '../../lib/i18n';
import { ListNoMatch } from './ListNoMatch';

const meta = {
  title: 'App/List no match',
  component: ListNoMatch,
  // The app's i18n: the examples borrow the features' texts.
  parameters: { app: true },
  args: { title: '', onClear: fn() },
} satisfies Meta<typeof ListNoMatch>;

export default meta;
type Story = StoryObj<typeof meta>;

function TemplatesNoMatch({ onClear }: { onClear?: () => unknown }) {
  const t = useT();
  return (
    <ListNoMatch
      title={t('templates.list.noMatchTitle')}
      description={t('templates.list.noMatchDescription')}
      onClear={onClear}
    />
  );
}

/** The templates list's search and filters found nothing: it says so, and 'Limpar filtros' asks again. */
export const Default: Story = {
  render: (args) => <TemplatesNoMatch onClear={args.onClear} />,
  play: async ({ canvasElement, globals, args }) => {
    const t = await storyT(globals);
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 2, name: t('templates.list.noMatchTitle') }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('common.clearFilters') }));
    await expect(args.onClear).toHaveBeenCalledOnce();
  },
};

function VotersNoMatch() {
  const t = useT();
  return (
    <ListNoMatch
      title={t('votings.detail.voters.noMatch')}
      description={t('votings.detail.voters.noMatchDescription')}
      clearLabel={t('common.clearSearch')}
      onClear={() => undefined}
      titleLevel={3}
      compact
    />
  );
}

/** Inside a voting's tab: a smaller icon, an h3 under the tab, and 'Limpar busca' (the tab has a search only). */
export const InATab: Story = {
  render: () => <VotersNoMatch />,
  play: async ({ canvasElement, globals }) => {
    const t = await storyT(globals);
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 3, name: t('votings.detail.voters.noMatch') }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('common.clearSearch') })).toBeVisible();
  },
};
