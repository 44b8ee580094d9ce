import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { attorneyStory, fakeParty, type AttorneyFakeOptions } from '@portal/testing/fake-attorney';
import { attorneyApi } from '../../../api/attorney';
import { pieceStories, pieceT, plainText } from '@portal/testing/portal-pieces';
import type { RepresentedParty } from '../attorney-api';
import { RepresentedPartiesPanel } from './RepresentedPartiesPanel';

// The panel as the portal mounts it: the parties held by an owner standing for the portal's store, the server's
// calls answered by the attorney fake on the story's Mock Service Worker (a new one per render of the story).

interface OwnerProps {
  fake: AttorneyFakeOptions;
}

function Owner({ fake }: OwnerProps) {
  const [parties, setParties] = useState<RepresentedParty[]>(fake.parties ?? []);
  return (
    <div style={{ maxWidth: '52rem' }}>
      <RepresentedPartiesPanel
        token="k3Jd9xQwLmN4pRtY7uVb2cZe8fGh1iAs5oPq6wXy0Tz"
        parties={parties}
        onChange={setParties}
        api={attorneyApi}
        lockedPartyIds={fake.lockedPartyIds}
      />
    </div>
  );
}

const meta = {
  title: 'Portal/Attorney/RepresentedPartiesPanel',
  component: Owner,
  args: { fake: { stepMs: 60 } },
  beforeEach: attorneyStory,
  ...pieceStories<OwnerProps>(),
} satisfies Meta<typeof Owner>;

export default meta;
type Story = StoryObj<typeof meta>;

const CSV = [
  'Nome;CPF/CNPJ;Peso',
  'Maria da Silva;529.982.247-25;1',
  'João Ninguém;123.456.789-00;1',
  'Empresa Exemplo Ltda.;11.222.333/0001-81;2,5',
  'Pedro Votou;390.533.447-05;1',
  ';111.444.777-35;abc',
].join('\r\n');

/** Nothing yet: one party typed by hand (CPF checked by its digits) joins the list. */
export const AddOneByOne: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = await pieceT(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t('attorney.parties.empty'))).toBeVisible();
    await userEvent.type(
      canvas.getByRole('textbox', { name: new RegExp(t('attorney.parties.name')) }),
      'Maria da Silva',
    );
    await userEvent.type(
      canvas.getByRole('textbox', { name: new RegExp(t('attorney.parties.taxId')) }),
      '52998224725',
    );
    await userEvent.click(canvas.getByRole('button', { name: t('attorney.parties.add') }));
    await expect(
      await canvas.findByText(plainText(t('attorney.parties.added', { name: 'Maria da Silva' }))),
    ).toBeVisible();
    await expect(
      canvas.getByRole('heading', { name: t('attorney.parties.listTitle', { count: '1' }) }),
    ).toBeVisible();
  },
};

/** A party that already voted in this voting (by itself or through another attorney): refused, named. */
export const AlreadyVoted: Story = {
  args: { fake: { votedTaxIds: ['11222333000181'] } },
  play: async ({ canvasElement, globals }) => {
    const t = await pieceT(globals);
    const canvas = within(canvasElement);
    await userEvent.type(
      canvas.getByRole('textbox', { name: new RegExp(t('attorney.parties.name')) }),
      'Empresa Exemplo Ltda.',
    );
    await userEvent.type(
      canvas.getByRole('textbox', { name: new RegExp(t('attorney.parties.taxId')) }),
      '11222333000181',
    );
    await userEvent.click(canvas.getByRole('button', { name: t('attorney.parties.add') }));
    await expect(
      await canvas.findByText(
        plainText(
          t('attorney.parties.errors.alreadyVoted', {
            name: 'Empresa Exemplo Ltda.',
            taxId: '11.222.333/0001-81',
          }),
        ),
      ),
    ).toBeVisible();
  },
};

/** A CSV sent: its progress, the rows added, and each refused row by line and reason. */
export const CsvAnswer: Story = {
  args: { fake: { votedTaxIds: ['39053344705'], stepMs: 60 } },
  play: async ({ canvasElement, globals }) => {
    const t = await pieceT(globals);
    const canvas = within(canvasElement);
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(input, new File([`\uFEFF${CSV}`], 'representados.csv', { type: 'text/csv' }));
    const refused = await canvas.findByRole(
      'list',
      { name: t('attorney.import.errorsTitle', { count: '4' }) },
      { timeout: 5000 },
    );
    await expect(within(refused).getAllByRole('listitem')).toHaveLength(4);
    await expect(
      canvas.getByRole('heading', { name: t('attorney.parties.listTitle', { count: '2' }) }),
    ).toBeVisible();
  },
};

/** Fifty-three parties: twenty per page, and a party that already has votes cannot be removed. */
export const ManyParties: Story = {
  args: {
    fake: {
      parties: Array.from({ length: 53 }, (_, index) => fakeParty(index)),
      lockedPartyIds: [fakeParty(0).id],
    },
  },
  play: async ({ canvasElement, globals }) => {
    const t = await pieceT(globals);
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: t('attorney.parties.listTitle', { count: '53' }) });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(20);
    await expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent(t('attorney.parties.hasVotes'));
    const pages = canvas.getByRole('navigation', { name: t('attorney.parties.pagination') });
    const buttons = within(pages).getAllByRole('button');
    // The last page holds the last 13.
    await userEvent.click(buttons.at(-1)!);
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(13));
  },
};
