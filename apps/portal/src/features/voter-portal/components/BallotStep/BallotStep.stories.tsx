import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoPortalToken, demoRepresentedParty } from '@portal/testing/fake-portal';
import {
  containing,
  portalCount,
  portalStory,
  portalStoryMeta,
  portalT,
  signedInWithPolicy,
  findStepHeading,
} from '@portal/testing/portal-story';
import { isolate } from '@backoffice/app-common';
import { DEFAULT_LOCALE, isSupportedLocale } from '@backoffice/domain';
import { pluralFormKey } from '@portal/lib/plural';
import VoterPortalPage from '../VoterPortalPage/VoterPortalPage';

const meta = {
  title: 'Portal/Voter link/Ballot',
  component: VoterPortalPage,
  ...portalStoryMeta,
  args: { token: demoPortalToken },
} satisfies Meta<typeof VoterPortalPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The voting register page on a phone: each item's four answers as large choices; the count follows. */
export const Answer: Story = {
  parameters: { testViewport: { width: 360, height: 740 } },
  beforeEach: portalStory(signedInWithPolicy()),
  play: async ({ canvasElement, globals }) => {
    const t = await portalT(globals);
    const n = portalCount(globals);
    const canvas = within(canvasElement);
    await findStepHeading(canvas, t('portal.ballot.title'));
    const groups = canvas.getAllByRole('radiogroup');
    await expect(groups).toHaveLength(3);
    for (const [index, choice] of (['approve', 'reject', 'conflict'] as const).entries()) {
      await userEvent.click(
        within(groups[index]!).getByRole('radio', { name: t(`portal.ballot.choices.${choice}`) }),
      );
    }
    await expect(
      within(groups[2]!).getByRole('radio', { name: t('portal.ballot.choices.conflict') }),
    ).toBeChecked();
    await expect(
      canvas.getByText(t('portal.ballot.answered', { answered: n(3), total: n(3) })),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('portal.ballot.continue') }));
    const heading = await findStepHeading(canvas, t('portal.attachments.title'));
    await waitFor(() => expect(heading).toHaveFocus());
  },
};

/** "Continuar" with an item unanswered: the step says which (each a way to it) and marks it; it stays. */
export const MissingAnswers: Story = {
  parameters: { testViewport: { width: 360, height: 740 } },
  beforeEach: portalStory(signedInWithPolicy()),
  play: async ({ canvasElement, globals }) => {
    const t = await portalT(globals);
    const canvas = within(canvasElement);
    await findStepHeading(canvas, t('portal.ballot.title'));
    const groups = canvas.getAllByRole('radiogroup');
    await userEvent.click(
      within(groups[0]!).getByRole('radio', { name: t('portal.ballot.choices.approve') }),
    );
    await userEvent.click(canvas.getByRole('button', { name: t('portal.ballot.continue') }));
    const missing = await canvas.findByRole('alert', { name: t('portal.ballot.missingTitle') });
    await waitFor(() => expect(missing).toHaveFocus());
    await expect(within(missing).getAllByRole('button')).toHaveLength(2);
    await expect(groups[1]).toHaveAttribute('aria-invalid', 'true');
    await expect(findStepHeading(canvas, t('portal.ballot.title'))).resolves.toBeVisible();
    await userEvent.click(within(missing).getAllByRole('button')[0]!);
    await waitFor(() => expect(within(groups[1]!).getAllByRole('radio')[0]).toHaveFocus());
  },
};

/** An attorney: the parties they represent (added one by one or by CSV), each with its own answers when asked. */
export const AsAttorney: Story = {
  beforeEach: portalStory(
    signedInWithPolicy({
      ballot: { representedParties: [demoRepresentedParty(0), demoRepresentedParty(1)] },
    }),
  ),
  play: async ({ canvasElement, globals }) => {
    const t = await portalT(globals);
    const n = portalCount(globals);
    const canvas = within(canvasElement);
    await findStepHeading(canvas, t('portal.ballot.title'));
    // A counted text: the form the story's locale gives two (Arabic's dual).
    const locale = isSupportedLocale(globals.locale) ? globals.locale : DEFAULT_LOCALE;
    await expect(
      canvas.getByText(t(pluralFormKey(locale, 'portal.ballot.sameForAllOn', 2), { count: n(2) })),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('switch', { name: t('portal.ballot.sameForAll') }));
    const party = canvas.getByRole('button', {
      name: containing(
        t('portal.ballot.subject', {
          name: isolate(demoRepresentedParty(0).name),
          taxId: isolate(demoRepresentedParty(0).taxIdMasked),
        }),
      ),
    });
    await userEvent.click(party);
    await expect(party).toHaveAttribute('aria-expanded', 'true');
    // The voter's 3 items and the opened party's 3.
    await waitFor(() => expect(canvas.getAllByRole('radiogroup')).toHaveLength(6));
    const partyGroup = canvas.getAllByRole('radiogroup')[3]!;
    await userEvent.click(
      within(partyGroup).getByRole('radio', { name: t('portal.ballot.choices.abstain') }),
    );
    await expect(
      canvas.getByRole('button', {
        name: containing(t('portal.ballot.answered', { answered: n(1), total: n(3) })),
      }),
    ).toBeVisible();
  },
};
