import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import type { Role } from '@backoffice/domain';
import { templatesFakeState } from '@admin/testing/fake-templates';
import { shellAt, shellScreenParameters } from '@admin/testing/shell-screen';
import { screenStory, signedInAs } from '@admin/testing/story-setup';
import { listPlay } from '@admin/components/ListPage/list-story';
import { communicationsScreenState } from '../../testing';
import NewCommunicationPage from './NewCommunicationPage';

const screen = (role: Role, state = communicationsScreenState()) =>
  screenStory(() => signedInAs(role, { state })());

const meta = {
  title: 'Screens/Communications/New',
  component: NewCommunicationPage,
  parameters: shellScreenParameters(),
  render: shellAt('/communication/new'),
} satisfies Meta<typeof NewCommunicationPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A name and one of the workspace's e-mail templates make a draft; recipients and sending follow on its screen. */
export const Default: Story = {
  beforeEach: screen('OPERATOR'),
  play: listPlay(async ({ t, canvas }) => {
    await expect(
      await canvas.findByRole('combobox', { name: new RegExp(t('communications.new.template')) }),
    ).toBeVisible();
  }),
};

/** The WhatsApp plan: the template picker lists the workspace's WhatsApp templates; a marketing purpose is chosen. */
export const WhatsappPlan: Story = {
  beforeEach: screen('OPERATOR'),
  play: listPlay(async ({ t, canvas }) => {
    await userEvent.click(await canvas.findByRole('radio', { name: t('communications.channel.whatsapp') }));
    await userEvent.click(canvas.getByRole('radio', { name: t('communications.purpose.marketing') }));
    await expect(await canvas.findByText(t('communications.new.templateHintWhatsapp'))).toBeVisible();
  }),
};

/** Sent without a name or a template: each field says what it needs, nothing is asked of the server. */
export const MissingFields: Story = {
  beforeEach: screen('OPERATOR'),
  play: listPlay(async ({ t, canvas }) => {
    // The templates first (the form is there while they load): then both fields can say what they miss.
    await canvas.findByRole('combobox', { name: new RegExp(t('communications.new.template')) });
    await userEvent.click(await canvas.findByRole('button', { name: t('communications.new.create') }));
    await expect(await canvas.findByText(t('communications.new.errors.nameRequired'))).toBeVisible();
    await expect(canvas.getByText(t('communications.new.errors.templateRequired'))).toBeVisible();
  }),
};

/** The parameterizable variant: the spreadsheet's columns will fill the template's fields. */
export const Parameterizable: Story = {
  beforeEach: screen('MASTER'),
  render: shellAt('/communication/new-communication-parameterizable'),
  play: listPlay(async ({ t, canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: t('communications.new.parameterizableTitle') }),
    ).toBeVisible();
    await expect(await canvas.findByText(t('communications.new.templateHintParameterizable'))).toBeVisible();
  }),
};

/** No e-mail template in the workspace: the screen points to the templates. */
export const NoTemplates: Story = {
  beforeEach: screen('OPERATOR', { ...communicationsScreenState(), ...templatesFakeState({ rows: [] }) }),
  play: listPlay(async ({ t, canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 2, name: t('communications.new.noTemplatesTitle') }),
    ).toBeVisible();
  }),
};

/** An observer reads communications but does not create them. */
export const ReadOnly: Story = {
  beforeEach: screen('OBSERVER'),
  play: listPlay(async ({ t, canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 2, name: t('communications.new.readOnlyTitle') }),
    ).toBeVisible();
  }),
};
