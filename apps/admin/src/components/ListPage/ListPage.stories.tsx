import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Plus } from 'lucide-react';
import {
  Button,
  Cell,
  Column,
  Radio,
  RadioGroup,
  Row,
  SearchField,
  Table,
  TableBody,
  TableHeader,
} from '@backoffice/ui';
import { demoWorkspaces } from '../../testing/demo-data';
import { storyT } from '../../testing/story-setup';
import { useT } from '../../lib/i18n';
import { ListPage } from './ListPage';

const meta = {
  title: 'App/List page',
  component: ListPage,
  // The app's i18n: the frames below borrow the features' texts.
  parameters: { app: true },
} satisfies Meta<typeof ListPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The workspaces screen's frame: title, intro and action; a search; a table as the results. */
function WorkspacesFrame() {
  const t = useT();
  return (
    <ListPage
      title={t('workspaceAdmin.list.title')}
      intro={t('workspaceAdmin.list.intro')}
      action={
        <Button variant="primary">
          <Plus size={18} aria-hidden />
          {t('workspaceAdmin.list.new')}
        </Button>
      }
      toolbar={
        <SearchField
          label={t('workspaceAdmin.list.search')}
          placeholder={t('workspaceAdmin.list.searchPlaceholder')}
          clearLabel={t('common.clearSearch')}
        />
      }
    >
      <Table aria-label={t('workspaceAdmin.list.tableLabel')}>
        <TableHeader>
          <Column id="name" isRowHeader>
            {t('workspaceAdmin.list.name')}
          </Column>
          <Column id="members" align="end">
            {t('workspaceAdmin.list.members')}
          </Column>
        </TableHeader>
        <TableBody>
          {demoWorkspaces.map((workspace, index) => (
            <Row key={workspace.id} id={workspace.id}>
              <Cell>{workspace.name}</Cell>
              <Cell>{index + 1}</Cell>
            </Row>
          ))}
        </TableBody>
      </Table>
    </ListPage>
  );
}

/** The full frame: the header's action stands level with the title and its intro. */
export const Default: Story = {
  args: { title: '', children: null },
  render: () => <WorkspacesFrame />,
  play: async ({ canvasElement, globals }) => {
    const t = await storyT(globals);
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: t('workspaceAdmin.list.title') });
    await expect(
      within(region).getByRole('heading', { level: 1, name: t('workspaceAdmin.list.title') }),
    ).toBeVisible();
    await expect(within(region).getByText(t('workspaceAdmin.list.intro'))).toBeVisible();
    await expect(within(region).getByRole('button', { name: t('workspaceAdmin.list.new') })).toBeVisible();
    await expect(
      within(region).getByRole('searchbox', { name: t('workspaceAdmin.list.search') }),
    ).toBeVisible();
    await expect(
      within(region).getByRole('table', { name: t('workspaceAdmin.list.tableLabel') }),
    ).toBeVisible();
    // A toolbar without a name is no landmark of its own.
    await expect(canvas.queryByRole('search')).toBeNull();
  },
};

/** The templates screen's frame: a title alone, centred on its action; the filters a named search landmark. */
function TemplatesFrame() {
  const t = useT();
  return (
    <ListPage
      title={t('templates.list.title')}
      action={
        <Button>
          <Plus size={18} aria-hidden />
          {t('templates.list.new')}
        </Button>
      }
      toolbar={
        <>
          <SearchField
            label={t('templates.list.search')}
            placeholder={t('templates.list.searchPlaceholder')}
            clearLabel={t('common.clearSearch')}
          />
          <RadioGroup label={t('templates.list.channel')} orientation="horizontal" defaultValue="all">
            <Radio value="all">{t('templates.list.allChannels')}</Radio>
            <Radio value="email">{t('templates.channels.email')}</Radio>
            <Radio value="whatsapp">{t('templates.channels.whatsapp')}</Radio>
          </RadioGroup>
        </>
      }
      toolbarLabel={t('templates.list.filters')}
      toolbarGap="xl"
    >
      <Table aria-label={t('templates.list.title')}>
        <TableHeader>
          <Column id="name" isRowHeader>
            {t('templates.list.columns.name')}
          </Column>
          <Column id="channel">{t('templates.list.columns.channel')}</Column>
        </TableHeader>
        <TableBody>
          {demoWorkspaces.slice(0, 2).map((workspace) => (
            <Row key={workspace.id} id={workspace.id}>
              <Cell>{workspace.name}</Cell>
              <Cell>{t('templates.channels.email')}</Cell>
            </Row>
          ))}
        </TableBody>
      </Table>
    </ListPage>
  );
}

export const TitleOnlyWithFilters: Story = {
  args: { title: '', children: null },
  render: () => <TemplatesFrame />,
  play: async ({ canvasElement, globals }) => {
    const t = await storyT(globals);
    const canvas = within(canvasElement);
    const search = canvas.getByRole('search', { name: t('templates.list.filters') });
    await expect(within(search).getByRole('searchbox', { name: t('templates.list.search') })).toBeVisible();
    await expect(within(search).getByRole('radiogroup', { name: t('templates.list.channel') })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: t('templates.list.title') })).toBeVisible();
  },
};
