import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoLast4, demoPortalToken } from '@portal/testing/fake-portal';
import {
  containing,
  portalStory,
  portalStoryMeta,
  portalT,
  findStepHeading,
  signedInWithPolicy,
} from '@portal/testing/portal-story';
import VoterPortalPage from './VoterPortalPage';

const phone = { testViewport: { width: 360, height: 740 } };

const meta = {
  title: 'Portal/Voter link/Access',
  component: VoterPortalPage,
  ...portalStoryMeta,
  args: { token: demoPortalToken },
} satisfies Meta<typeof VoterPortalPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The link opens on a phone: the voting, its deadline in Brasília, and the last 4 digits of the CPF; a wrong answer says so. */
export const Identity: Story = {
  parameters: phone,
  beforeEach: portalStory(),
  play: async ({ canvasElement, globals }) => {
    const t = await portalT(globals);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1 })).toHaveTextContent('Vila Olímpia');
    const field = await canvas.findByRole('textbox', { name: t('portal.identity.labelCpf') });
    await userEvent.type(field, '0000');
    await userEvent.click(canvas.getByRole('button', { name: t('portal.identity.submit') }));
    await expect(await canvas.findByText(containing(t('portal.identity.mismatch')))).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(field);
    await userEvent.type(field, demoLast4);
    await userEvent.click(canvas.getByRole('button', { name: t('portal.identity.submit') }));
    const pinHeading = await findStepHeading(canvas, t('portal.pin.title'));
    await waitFor(() => expect(pinHeading).toHaveFocus());
  },
};

/** A letter in a CPF's last 4 is refused as it is typed, with the spec's words; nothing is sent, no try is spent. */
export const IdentityDigitsOnly: Story = {
  parameters: phone,
  beforeEach: portalStory(),
  play: async ({ canvasElement, globals }) => {
    const t = await portalT(globals);
    const canvas = within(canvasElement);
    const field = await canvas.findByRole('textbox', { name: t('portal.identity.labelCpf') });
    await userEvent.type(field, '77a');
    await expect(field).toHaveValue('77');
    await expect(await canvas.findByText(t('portal.identity.digitsOnly'))).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(field, '00');
    await userEvent.click(canvas.getByRole('button', { name: t('portal.identity.submit') }));
    // The first wrong answer: every try but one is left, said on a line of its own.
    await expect(await canvas.findByText(t('portal.identity.mismatch'))).toBeVisible();
    await expect(canvas.getByText(t('portal.identity.attemptsLeftOther', { count: 4 }))).toBeVisible();
  },
};

/** Five wrong tries lock the link for a while: the page says until when and waits. */
export const Locked: Story = {
  parameters: phone,
  beforeEach: portalStory({ voting: { lockedUntil: new Date(Date.now() + 15 * 60_000).toISOString() } }),
  play: async ({ canvasElement, globals }) => {
    const t = await portalT(globals);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: t('portal.identity.labelCpf') })).toBeDisabled();
  },
};

/** The PIN step: only digits go in ('Somente números são permitidos'), a wrong PIN says so with the tries left. */
export const Pin: Story = {
  parameters: phone,
  beforeEach: portalStory({ pinPending: true }),
  play: async ({ canvasElement, globals }) => {
    const t = await portalT(globals);
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(containing('m***@example.com'))).toBeVisible();
    const field = canvas.getByRole('textbox', { name: containing(t('portal.pin.label')) });
    await userEvent.type(field, '12a');
    await expect(await canvas.findByText(t('portal.pin.digitsOnly'))).toBeVisible();
    await userEvent.type(field, '3456');
    await userEvent.click(canvas.getByRole('button', { name: t('portal.pin.submit') }));
    await expect(await canvas.findByText(containing(t('portal.pin.mismatch')))).toBeVisible();
  },
};

/** An expired PIN: the voter asks for a new one, which goes back to the identity step. */
export const PinExpired: Story = {
  parameters: phone,
  beforeEach: portalStory({ pinPending: true, pinExpired: true }),
  play: async ({ canvasElement, globals }) => {
    const t = await portalT(globals);
    const canvas = within(canvasElement);
    const field = await canvas.findByRole('textbox', { name: containing(t('portal.pin.label')) });
    await userEvent.type(field, '482913');
    await userEvent.click(canvas.getByRole('button', { name: t('portal.pin.submit') }));
    await expect(await canvas.findByText(t('portal.pin.expired'))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('portal.pin.resend') }));
    await expect(await findStepHeading(canvas, t('portal.identity.title'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('portal.identity.haveCode') })).toBeVisible();
  },
};

/** After the deadline: the voting and a clear page, no form. */
export const Closed: Story = {
  beforeEach: portalStory({ voting: { state: 'closed', deadline: '2035-12-15T21:00:00.000Z' } }),
  play: async ({ canvasElement, globals }) => {
    const t = await portalT(globals);
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: t('portal.unavailable.closedTitle') }),
    ).toBeVisible();
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

/** Cancelled by the organisers. */
export const Cancelled: Story = {
  beforeEach: portalStory({ voting: { state: 'cancelled' } }),
  play: async ({ canvasElement, globals }) => {
    const t = await portalT(globals);
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: t('portal.unavailable.cancelledTitle') }),
    ).toBeVisible();
  },
};

/** Not open yet: when it opens, in Brasília time. */
export const Scheduled: Story = {
  beforeEach: portalStory({ voting: { state: 'scheduled', opensAt: '2036-06-10T12:00:00.000Z' } }),
  play: async ({ canvasElement, globals }) => {
    const t = await portalT(globals);
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: t('portal.unavailable.scheduledTitle') }),
    ).toBeVisible();
  },
};

/** The voter was voided: the link says so. */
export const Voided: Story = {
  beforeEach: portalStory({ voting: { state: 'voided' } }),
  play: async ({ canvasElement, globals }) => {
    const t = await portalT(globals);
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: t('portal.unavailable.voidedTitle') }),
    ).toBeVisible();
  },
};

/** An unknown or replaced link. */
export const UnknownLink: Story = {
  args: { token: 'a-link-that-was-replaced' },
  beforeEach: portalStory(),
  play: async ({ canvasElement, globals }) => {
    const t = await portalT(globals);
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: t('portal.unavailable.notFoundTitle') }),
    ).toBeVisible();
  },
};

/** The first read fails (network): an alert and a retry. */
export const LinkFails: Story = {
  beforeEach: portalStory({ linkFails: true }),
  play: async ({ canvasElement, globals }) => {
    const t = await portalT(globals);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t('portal.unavailable.failedTitle'));
    await expect(canvas.getByRole('button', { name: t('portal.unavailable.retry') })).toBeVisible();
  },
};

/** Signed in, on a phone: "Sair" at the end of the company's line, the page's first keyboard stop. */
export const SignedIn: Story = {
  parameters: phone,
  beforeEach: portalStory(signedInWithPolicy()),
  play: async ({ canvasElement, globals }) => {
    const t = await portalT(globals);
    const canvas = within(canvasElement);
    await findStepHeading(canvas, t('portal.ballot.title'));
    const signOut = canvas.getByRole('button', { name: t('portal.signOut.button') });
    await expect(signOut).toBeVisible();
    await userEvent.tab();
    await expect(signOut).toHaveFocus();
  },
};

/** "Sair": back to the identity step of the same link, the focus on the voting's title, a notice that says so. */
export const SignOut: Story = {
  parameters: phone,
  beforeEach: portalStory(signedInWithPolicy()),
  play: async ({ canvasElement, globals }) => {
    const t = await portalT(globals);
    const canvas = within(canvasElement);
    await findStepHeading(canvas, t('portal.ballot.title'));
    canvas.getByRole('button', { name: t('portal.signOut.button') }).focus();
    await userEvent.keyboard('{Enter}');
    await findStepHeading(canvas, t('portal.identity.title'));
    await waitFor(() => expect(canvas.getByRole('heading', { level: 1 })).toHaveFocus());
    await expect(canvas.getByRole('status')).toHaveTextContent(t('portal.identity.signedOut'));
    await expect(canvas.queryByRole('button', { name: t('portal.signOut.button') })).not.toBeInTheDocument();
  },
};

/** The server cannot be reached: the page resets all the same, with the same calm notice. */
export const SignOutFails: Story = {
  parameters: phone,
  beforeEach: portalStory(signedInWithPolicy({ signOutFails: true })),
  play: async ({ canvasElement, globals }) => {
    const t = await portalT(globals);
    const canvas = within(canvasElement);
    await findStepHeading(canvas, t('portal.ballot.title'));
    await userEvent.click(canvas.getByRole('button', { name: t('portal.signOut.button') }));
    await findStepHeading(canvas, t('portal.identity.title'));
    await expect(canvas.getByRole('status')).toHaveTextContent(t('portal.identity.signedOut'));
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};
