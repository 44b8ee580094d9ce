import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Role } from '@backoffice/domain';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { votingsFakeState } from '@admin/testing/votings/state';
import { shellAt, shellScreenParameters } from '@admin/testing/shell-screen';
import { storyT } from '@admin/testing/story-setup';
import { pluralFormKey, type PluralKey } from '@admin/lib/plural';
import { DRAFT_ID, EMPTY_DRAFT_ID, votingsScreen, withDraft } from '../../testing/votings-story';
import NewVotingPage from './NewVotingPage';

const meta = {
  title: 'Screens/Votings/New',
  component: NewVotingPage,
  parameters: shellScreenParameters(),
  render: shellAt('/votings/new'),
} satisfies Meta<typeof NewVotingPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A step's heading, once the step is on screen (a step's code loads when it is opened: its busy placeholder gone). */
async function stepHeading(canvasElement: HTMLElement, name: string) {
  const heading = await within(canvasElement).findByRole('heading', { level: 2, name });
  await waitFor(() => expect(heading.closest('section')?.querySelector('[aria-busy="true"]')).toBeNull());
  return heading;
}

/** A signed-in OPERATOR (or `role`) on the new-voting flow at a draft (the demo draft unless `id` says another). */
const atDraft = (fake = votingsFakeState(), id = DRAFT_ID, role: Role = 'OPERATOR') => ({
  beforeEach: votingsScreen(role, fake),
  render: shellAt(`/votings/new?id=${id}`),
});

interface PlayContext {
  t: Awaited<ReturnType<typeof storyT>>;
  canvas: ReturnType<typeof within>;
  canvasElement: HTMLElement;
  globals: Record<string, unknown>;
}

/** A play function with the story locale's translate function and the canvas at hand. */
const playing =
  (play: (context: PlayContext) => Promise<void>) =>
  async ({ canvasElement, globals }: { canvasElement: HTMLElement; globals: Record<string, unknown> }) =>
    play({ t: await storyT(globals), canvas: within(canvasElement), canvasElement, globals });

/** Step 1, empty: continuing without a title or a deadline says why on each field and moves the focus there. */
export const Details: Story = {
  beforeEach: votingsScreen('OPERATOR'),
  play: playing(async ({ t, canvas, canvasElement }) => {
    await stepHeading(canvasElement, t('votings.steps.details'));
    await userEvent.click(canvas.getByRole('button', { name: new RegExp(t('votings.flow.continue')) }));
    await expect(await canvas.findByText(t('votings.errors.titleRequired'))).toBeVisible();
    await expect(canvas.getByText(t('votings.errors.deadlineRequired'))).toBeVisible();
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: new RegExp(t('votings.details.title')) })).toHaveFocus(),
    );
  }),
};

/** Step 1 with a scheduled opening: the opening date field appears beside the deadline. */
export const DetailsScheduled: Story = {
  beforeEach: votingsScreen('OPERATOR'),
  play: playing(async ({ t, canvas, canvasElement }) => {
    await stepHeading(canvasElement, t('votings.steps.details'));
    await userEvent.type(
      canvas.getByRole('textbox', { name: new RegExp(t('votings.details.title')) }),
      'AGE — FII Renda Urbana',
    );
    await userEvent.click(canvas.getByRole('radio', { name: t('votings.details.openingScheduled') }));
    // The browser's own date-and-time field, in the kit's field look.
    const opensAt = canvas.getByLabelText(t('votings.details.opensAt'), { exact: false });
    await expect(opensAt).toBeVisible();
    await expect(opensAt).toHaveAttribute('type', 'datetime-local');
  }),
};

/** Step 2 of a draft without items: add, reorder and remove by keyboard; the four answers are said above. */
export const Items: Story = {
  ...atDraft(undefined, EMPTY_DRAFT_ID),
  play: playing(async ({ t, canvas, canvasElement }) => {
    await stepHeading(canvasElement, t('votings.steps.items'));
    await expect(canvas.getByRole('list', { name: t('votings.items.choicesLabel') })).toHaveTextContent(
      t('common.choices.conflict'),
    );
    await userEvent.type(
      canvas.getByRole('textbox', { name: t('votings.items.itemTitle', { number: 1 }) }),
      'Aprovar a 7ª emissão',
    );
    await userEvent.click(canvas.getByRole('button', { name: t('votings.items.add') }));
    await waitFor(() =>
      expect(
        canvas.getByRole('textbox', { name: t('votings.items.itemTitle', { number: 2 }) }),
      ).toHaveFocus(),
    );
    await userEvent.keyboard('Aprovar o preço de emissão');
    await userEvent.click(canvas.getByRole('button', { name: t('votings.items.moveUp', { number: 2 }) }));
    await expect(
      canvas.getByRole('textbox', { name: t('votings.items.itemTitle', { number: 1 }) }),
    ).toHaveValue('Aprovar o preço de emissão');
  }),
};

/** Step 3: a PDF sent with its progress, listed with its size and a remove button. */
export const Documents: Story = {
  ...atDraft(
    withDraft((draft) => {
      draft.ballotTemplate = null;
    }),
  ),
  play: playing(async ({ t, canvas, canvasElement }) => {
    await stepHeading(canvasElement, t('votings.steps.documents'));
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(
      input,
      new File(['%PDF-1.4 edital'], 'edital-de-convocacao.pdf', { type: 'application/pdf' }),
    );
    await expect(
      await canvas.findByRole('heading', { name: t('votings.documents.listTitle', { count: 1 }) }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('button', {
        name: t('votings.documents.remove', { name: 'edital-de-convocacao.pdf' }),
      }),
    ).toBeVisible();
  }),
};

/** Step 3 when the server refuses a file (415): the reason in the operator's language, with a retry. */
export const DocumentRefused: Story = {
  ...atDraft(
    withDraft(
      (draft) => {
        draft.ballotTemplate = null;
      },
      { rejectUpload: 415 },
    ),
  ),
  play: playing(async ({ t, canvas, canvasElement }) => {
    await stepHeading(canvasElement, t('votings.steps.documents'));
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(input, new File(['not a png'], 'foto.png', { type: 'image/png' }));
    await expect(await canvas.findByText(t('votings.documents.errors.wrongType'))).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: t('votings.documents.retry', { name: 'foto.png' }) }),
    ).toBeVisible();
  }),
};

/** Step 4: the voter count, the CSV import and one voter by hand; no voter yet, so the flow waits. */
export const Voters: Story = {
  ...atDraft(),
  play: playing(async ({ t, canvas, canvasElement }) => {
    await stepHeading(canvasElement, t('votings.steps.voters'));
    // The count is in the locale's digits: match the sentence's start.
    const prefix = t('votings.voters.count', { count: '' }).trim();
    await expect(canvas.getByText((text: string) => text.startsWith(prefix))).toBeVisible();
    await expect(canvas.getByRole('heading', { name: t('votings.import.title') })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: new RegExp(t('votings.flow.continue')) }));
    await expect(await canvas.findByText(t('votings.errors.votersRequired'))).toBeVisible();
  }),
};

/** Step 4's "Adicionar votante": a CPF with a wrong check digit is refused before anything is sent. */
export const AddVoter: Story = {
  ...atDraft(),
  play: playing(async ({ t, canvas, canvasElement }) => {
    await stepHeading(canvasElement, t('votings.steps.voters'));
    await userEvent.click(canvas.getByRole('button', { name: t('votings.voters.add') }));
    const dialog = await within(document.body).findByRole('dialog', { name: t('votings.voters.addTitle') });
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: new RegExp(t('votings.voters.name')) }),
      'Maria da Silva',
    );
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: new RegExp(t('votings.voters.taxId')) }),
      '52998224726',
    );
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: new RegExp(t('votings.voters.email')) }),
      'maria@exemplo.com.br',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: t('votings.voters.save') }));
    await expect(await within(dialog).findByText(t('votings.voters.errors.taxIdInvalid'))).toBeVisible();
  }),
};

/**
 * Step 4's "Adicionar votante" sent empty: each field says what it needs, the dialog stays open with the focus on the
 * first field, and the flow stays on Votantes (the step's form is not submitted with it).
 */
export const AddVoterErrors: Story = {
  ...atDraft(
    withDraft((draft) => {
      draft.counts.voters = 2;
    }),
  ),
  play: playing(async ({ t, canvas, canvasElement }) => {
    await stepHeading(canvasElement, t('votings.steps.review'));
    await userEvent.click(
      canvas.getByRole('button', { name: t('votings.review.edit', { step: t('votings.steps.voters') }) }),
    );
    await stepHeading(canvasElement, t('votings.steps.voters'));
    await userEvent.click(canvas.getByRole('button', { name: t('votings.voters.add') }));
    const dialog = await within(document.body).findByRole('dialog', { name: t('votings.voters.addTitle') });
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: new RegExp(t('votings.voters.taxId')) }),
      '111.111.111-11',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: t('votings.voters.save') }));
    await expect(await within(dialog).findByText(t('votings.voters.errors.nameRequired'))).toBeVisible();
    await expect(within(dialog).getByText(t('votings.voters.errors.taxIdInvalid'))).toBeVisible();
    await expect(within(dialog).getByText(t('validation.emailRequired'))).toBeVisible();
    await expect(within(dialog).getByText(t('votings.errors.fixFields'))).toBeVisible();
    await waitFor(() =>
      expect(
        within(dialog).getByRole('textbox', { name: new RegExp(t('votings.voters.name')) }),
      ).toHaveFocus(),
    );
    await expect(canvasElement.querySelector('#voting-step-title')).toHaveTextContent(
      t('votings.steps.voters'),
    );
  }),
};

/** Step 4 after a voter is added by hand: the dialog closes, the count and the list of voters show them. */
export const VoterAdded: Story = {
  ...atDraft(),
  play: playing(async ({ t, canvas, canvasElement }) => {
    await stepHeading(canvasElement, t('votings.steps.voters'));
    await userEvent.click(canvas.getByRole('button', { name: t('votings.voters.add') }));
    const dialog = await within(document.body).findByRole('dialog', { name: t('votings.voters.addTitle') });
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: new RegExp(t('votings.voters.name')) }),
      'Maria da Silva',
    );
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: new RegExp(t('votings.voters.taxId')) }),
      '52998224725',
    );
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: new RegExp(t('votings.voters.email')) }),
      'maria@exemplo.com.br{Enter}',
    );
    const list = await canvas.findByRole('table', { name: t('votings.voters.listLabel') });
    await expect(await within(list).findByRole('row', { name: /Maria da Silva/ })).toHaveTextContent(
      '529.982.247-25',
    );
    await waitFor(() => expect(canvas.getByRole('button', { name: t('votings.voters.add') })).toHaveFocus());
  }),
};

/** Step 5: the ballot templates of the workspace; the chosen one previewed in a frame without permissions. */
export const Invitation: Story = {
  ...atDraft(
    withDraft((draft) => {
      draft.counts.voters = 3;
      draft.ballotTemplate = null;
    }),
  ),
  play: playing(async ({ t, canvas, canvasElement }) => {
    await stepHeading(canvasElement, t('votings.steps.invitation'));
    await userEvent.click(await canvas.findByRole('radio', { name: /Cédula padrão/ }));
    const frame = await canvas.findByTitle(t('votings.invitation.previewFrame', { name: 'Cédula padrão' }));
    await expect(frame).toHaveAttribute('sandbox', '');
  }),
};

/** Step 6: everything at a glance, each part with a way back, and "Publicar agora". */
export const Review: Story = {
  ...atDraft(
    withDraft((draft) => {
      draft.counts.voters = 3;
      draft.description = 'Eleição do representante dos cotistas para o mandato 2027–2028.';
    }),
  ),
  play: playing(async ({ t, canvas, canvasElement }) => {
    await stepHeading(canvasElement, t('votings.steps.review'));
    await expect(canvas.getByRole('region', { name: t('votings.steps.items') })).toHaveTextContent(
      'Eleger o representante dos cotistas',
    );
    await expect(canvas.getByRole('button', { name: t('votings.review.publish') })).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: t('votings.review.edit', { step: t('votings.steps.details') }) }),
    ).toBeVisible();
  }),
};

/** The counted text of the story's locale, in the plural form the app gives `count` (usePlural's rule). */
function pluralText(t: Awaited<ReturnType<typeof storyT>>, locale: unknown, key: PluralKey, count: number) {
  const tag = typeof locale === 'string' ? locale : 'pt-BR';
  return t(pluralFormKey(tag, key, count), { count: new Intl.NumberFormat(tag).format(count) });
}

/** "Publicar agora" asks first: how many invitation e-mails go out now (one per active voter), and cannot be undone. */
export const PublishConfirmation: Story = {
  ...atDraft(
    withDraft((draft) => {
      Object.assign(draft.counts, { voters: 1242, voided: 2 });
    }),
  ),
  play: playing(async ({ t, canvas, canvasElement, globals }) => {
    await stepHeading(canvasElement, t('votings.steps.review'));
    await userEvent.click(canvas.getByRole('button', { name: t('votings.review.publish') }));
    const dialog = await within(document.body).findByRole('alertdialog', {
      name: t('votings.review.confirm.publishTitle'),
    });
    await expect(dialog).toHaveTextContent(
      pluralText(t, globals.locale, 'votings.review.confirm.publishMessage', 1240),
    );
    await expect(dialog).toHaveTextContent(t('votings.review.confirm.final'));
    await expect(within(dialog).getByRole('button', { name: t('votings.review.publish') })).toBeVisible();
  }),
};

/** "Enviar convite de teste para mim" on the review: where the test went (the signed-in operator's own e-mail). */
export const TestInvitationSent: Story = {
  ...atDraft(
    withDraft((draft) => {
      draft.counts.voters = 3;
    }),
  ),
  play: playing(async ({ t, canvas, canvasElement }) => {
    await stepHeading(canvasElement, t('votings.steps.review'));
    const invitation = canvas.getByRole('region', { name: t('votings.steps.invitation') });
    await userEvent.click(within(invitation).getByRole('button', { name: t('votings.review.test.send') }));
    await expect(await within(invitation).findByText(/operator@demo\.local/)).toBeVisible();
  }),
};

/** Step 6 when the server refuses to publish (422 voting_incomplete): each reason on the step that fixes it. */
export const ReviewIncomplete: Story = {
  ...atDraft(
    withDraft(
      (draft) => {
        draft.counts.voters = 3;
      },
      {
        rejectPublish: [
          { field: 'voters', code: 'minItems' },
          { field: 'deadline', code: 'in_past' },
        ],
      },
    ),
  ),
  play: playing(async ({ t, canvas, canvasElement }) => {
    await stepHeading(canvasElement, t('votings.steps.review'));
    await userEvent.click(canvas.getByRole('button', { name: t('votings.review.publish') }));
    const confirm = await within(document.body).findByRole('alertdialog');
    await userEvent.click(within(confirm).getByRole('button', { name: t('votings.review.publish') }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(t('votings.review.issues.voters'));
    await expect(alert).toHaveTextContent(t('votings.review.issues.deadline'));
    await expect(
      within(alert).getByRole('button', {
        name: t('votings.review.fixIn', { step: t('votings.steps.voters') }),
      }),
    ).toBeVisible();
  }),
};

/** OBSERVER cannot create votings: a no-permission page with the way back. */
export const Observer: Story = {
  beforeEach: votingsScreen('OBSERVER'),
  play: async ({ canvasElement, globals }) => {
    const t = await storyT(globals);
    await expect(
      await within(canvasElement).findByRole('heading', {
        level: 2,
        name: t('votings.flow.noPermissionTitle'),
      }),
    ).toBeVisible();
  },
};

/** A draft id that does not exist (deleted meanwhile): it says so and offers a new voting. */
export const DraftNotFound: Story = {
  ...atDraft(votingsFakeState({ votings: [] })),
  play: playing(async ({ t, canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 2, name: t('votings.flow.notFoundTitle') }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('votings.flow.startNew') })).toBeVisible();
  }),
};
