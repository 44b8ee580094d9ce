import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { attorneyStory, fakeUpload, type AttorneyFakeOptions } from '@portal/testing/fake-attorney';
import { attorneyApi } from '../../../api/attorney';
import { pieceStories, pieceT, plainText } from '@portal/testing/portal-pieces';
import type { VoterUpload, VoterUploadKind } from '../attorney-api';
import { VoterUploadsPanel } from './VoterUploadsPanel';

interface OwnerProps {
  kind: VoterUploadKind;
  fake: AttorneyFakeOptions;
  errorMessage?: string;
}

function Owner({ kind, fake, errorMessage }: OwnerProps) {
  const [uploads, setUploads] = useState<VoterUpload[]>(fake.uploads ?? []);
  return (
    <div style={{ maxWidth: '52rem' }}>
      <VoterUploadsPanel
        token="k3Jd9xQwLmN4pRtY7uVb2cZe8fGh1iAs5oPq6wXy0Tz"
        kind={kind}
        uploads={uploads}
        onChange={setUploads}
        api={attorneyApi}
        errorMessage={errorMessage}
      />
    </div>
  );
}

const meta = {
  title: 'Portal/Attorney/VoterUploadsPanel',
  component: Owner,
  args: { kind: 'power_of_attorney', fake: {} },
  beforeEach: attorneyStory,
  ...pieceStories<OwnerProps>(),
} satisfies Meta<typeof Owner>;

export default meta;
type Story = StoryObj<typeof meta>;

const pdf = (name: string) => new File(['%PDF-1.4\n%demo\n'], name, { type: 'application/pdf' });

/** Powers of attorney already attached, and one more sent: it joins the list with its type and size. */
export const PowersOfAttorney: Story = {
  args: { fake: { uploads: [fakeUpload(0), fakeUpload(1)], stepMs: 40 } },
  play: async ({ canvasElement, globals }) => {
    const t = await pieceT(globals);
    const canvas = within(canvasElement);
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(input, pdf('procuracao-cooperativa.pdf'));
    await expect(
      await canvas.findByRole('list', {
        name: t('attorney.uploads.powerOfAttorney.listTitle', { count: '3' }),
      }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('button', {
        name: t('attorney.uploads.remove', { name: 'procuracao-cooperativa.pdf' }),
      }),
    ).toBeVisible();
  },
};

/** A support document on its way, with its progress. */
export const Uploading: Story = {
  args: { kind: 'support', fake: { holdUploadsAt: 0.5 } },
  play: async ({ canvasElement, globals }) => {
    const t = await pieceT(globals);
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(input, pdf('edital-assembleia.pdf'));
    const bar = await within(canvasElement).findByRole('progressbar', {
      name: t('attorney.uploads.uploading', { name: '\u2068edital-assembleia.pdf\u2069' }),
    });
    await expect(bar).toHaveAttribute('aria-valuenow');
  },
};

/** Refusals in words: a renamed file (its bytes are not a PDF), and the portal's own message under the zone. */
export const Refused: Story = {
  args: {
    kind: 'support',
    fake: {},
    errorMessage: 'Você precisa adicionar pelo menos 1 documento de suporte',
  },
  play: async ({ canvasElement, globals }) => {
    const t = await pieceT(globals);
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(
      input,
      new File(['MZ\x90\x00 setup'], 'contrato.pdf', { type: 'application/pdf' }),
    );
    await expect(
      await within(canvasElement).findByText(
        plainText(t('attorney.uploads.errors.wrongContent', { name: 'contrato.pdf' })),
      ),
    ).toBeVisible();
  },
};
