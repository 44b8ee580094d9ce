import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { Role } from '@backoffice/domain';
import { communicationsFakeState, type CommunicationsFakeState } from '@admin/testing/fake-communications';
import { demoCompany } from '@admin/testing/demo-data';
import { shellAt, shellScreenParameters } from '@admin/testing/shell-screen';
import { screenStory, signedInAs } from '@admin/testing/story-setup';
import { busyRegion, listPlay, listTable } from '@admin/components/ListPage/list-story';
import { resetCommunicationsList } from '../stores/list';
import CommunicationsListPage from './CommunicationsListPage';

/** A signed-in `role` on a fresh copy of the communications fake (each run starts from the demo communications). */
const communicationsScreen = (role: Role, overrides: Partial<CommunicationsFakeState> = {}) =>
  screenStory(
    () => signedInAs(role, { state: communicationsFakeState(overrides) })(),
    () => {
      resetCommunicationsList();
      return resetCommunicationsList;
    },
  );

const meta = {
  title: 'Screens/Communications/List',
  component: CommunicationsListPage,
  parameters: shellScreenParameters(),
  render: shellAt('/communication/list'),
} satisfies Meta<typeof CommunicationsListPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The current workspace's communications, newest first, each with its status, recipients and messages sent. */
export const Default: Story = {
  beforeEach: communicationsScreen('OPERATOR'),
  play: listPlay(async ({ t, canvas, canvasElement }) => {
    const { names } = await listTable(canvasElement, t('communications.list.title'));
    await waitFor(() =>
      expect(names()).toEqual([
        'Pagamento de rendimentos de março',
        'Resultado da assembleia — FII Beta',
        'Convocação AGE — FII Alfa',
        'Aviso sem destinatários',
      ]),
    );
    await expect(canvas.queryByText('Comunicado do Rio')).toBeNull();
    const sending = canvas.getByRole('row', { name: /Resultado da assembleia/ });
    await expect(within(sending).getByText(t('communications.status.sending'))).toBeVisible();
  }),
};

/** The status filter asks the server again and keeps only the sent ones. */
export const FilteredByStatus: Story = {
  beforeEach: communicationsScreen('OBSERVER'),
  play: listPlay(async ({ t, canvas, canvasElement }) => {
    const { names } = await listTable(canvasElement, t('communications.list.title'));
    await waitFor(() => expect(names()).toHaveLength(4));
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: t('communications.list.statusFilter') }),
      'sent',
    );
    await waitFor(() => expect(names()).toEqual(['Convocação AGE — FII Alfa']));
  }),
};

/** No communication yet. */
export const Empty: Story = {
  beforeEach: communicationsScreen('OPERATOR', { rows: [] }),
  play: listPlay(async ({ t, canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 2, name: t('communications.list.emptyTitle') }),
    ).toBeVisible();
  }),
};

/** While the first page loads, skeleton rows stand in for it. */
export const Loading: Story = {
  beforeEach: communicationsScreen('OPERATOR', { listPending: true }),
  play: listPlay(async ({ t, canvasElement }) => {
    const busy = await busyRegion(canvasElement);
    await expect(busy).toHaveTextContent(t('communications.list.loading'));
  }),
};

/** The list could not be loaded: it says so and offers a retry. */
export const Failed: Story = {
  beforeEach: communicationsScreen('OPERATOR', { failList: true }),
  play: listPlay(async ({ t, canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 2, name: t('communications.list.failedTitle') }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('common.retry') })).toBeVisible();
  }),
};

/** The company has communications off: the screen says so (the nav hides the area; an old link still lands here). */
export const FeatureOff: Story = {
  beforeEach: screenStory(
    () =>
      signedInAs('ADMIN', {
        company: { ...demoCompany(), communication: false },
        state: communicationsFakeState(),
      })(),
    () => {
      resetCommunicationsList();
      return resetCommunicationsList;
    },
  ),
  play: listPlay(async ({ t, canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 2, name: t('communications.list.featureOffTitle') }),
    ).toBeVisible();
  }),
};
