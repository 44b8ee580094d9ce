import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AlertTriangle } from 'lucide-react';
import { storyT } from '../../testing/story-setup';
import { useT } from '../../lib/i18n';
import { LoadErrorState } from '@backoffice/app-common';

const retry = fn();

const meta = {
  title: 'App/Load error state',
  component: LoadErrorState,
  // The app's i18n: the examples borrow the features' texts.
  parameters: { app: true },
  args: { title: '', retryLabel: '', onRetry: retry },
  beforeEach: () => retry.mockClear(),
} satisfies Meta<typeof LoadErrorState>;

export default meta;
type Story = StoryObj<typeof meta>;

function UsersFailed() {
  const t = useT();
  return (
    <LoadErrorState
      title={t('users.list.errorTitle')}
      description={t('users.list.errorDescription')}
      retryLabel={t('common.retry')}
      onRetry={retry}
    />
  );
}

/** The users could not be loaded: an alert that says so, and a retry. */
export const Default: Story = {
  render: () => <UsersFailed />,
  play: async ({ canvasElement, globals }) => {
    const t = await storyT(globals);
    const alert = within(canvasElement).getByRole('alert');
    await expect(
      within(alert).getByRole('heading', { level: 2, name: t('users.list.errorTitle') }),
    ).toBeVisible();
    await expect(alert).toHaveTextContent(t('users.list.errorDescription'));
    await userEvent.click(within(alert).getByRole('button', { name: t('common.retry') }));
    await expect(retry).toHaveBeenCalledTimes(1);
  },
};

function TemplatesFailed() {
  const t = useT();
  return (
    <LoadErrorState
      icon={<AlertTriangle size={40} aria-hidden />}
      title={t('templates.list.failedTitle')}
      description={t('templates.list.failedDescription')}
      retryLabel={t('common.retry')}
      onRetry={retry}
    />
  );
}

/** Another icon (the templates list's). */
export const OtherIcon: Story = {
  render: () => <TemplatesFailed />,
  play: async ({ canvasElement, globals }) => {
    const t = await storyT(globals);
    const alert = within(canvasElement).getByRole('alert');
    await expect(within(alert).getByRole('heading', { name: t('templates.list.failedTitle') })).toBeVisible();
    await expect(alert.querySelector('[aria-hidden="true"] svg')).not.toBeNull();
  },
};
