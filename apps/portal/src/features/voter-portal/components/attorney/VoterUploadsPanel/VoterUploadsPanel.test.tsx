import { useState } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeUpload, installAttorneyFake, type AttorneyFakeOptions } from '@portal/testing/fake-attorney';
import { demoPortalToken } from '@portal/testing/fake-portal';
import { PieceProviders, plainText } from '@portal/testing/portal-pieces';
import type { VoterUpload, VoterUploadKind } from '../attorney-api';
import { sniffType } from './document-check';
import { VoterUploadsPanel } from './VoterUploadsPanel';

const PDF = '%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n';
const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const pdf = (name = 'procuracao.pdf', body = PDF) => new File([body], name, { type: 'application/pdf' });

function renderPanel(kind: VoterUploadKind, options: AttorneyFakeOptions = {}, errorMessage?: string) {
  const fake = installAttorneyFake(options);
  const changes: VoterUpload[][] = [];
  function Owner() {
    const [uploads, setUploads] = useState<VoterUpload[]>(options.uploads ?? []);
    return (
      <VoterUploadsPanel
        token="k3Jd9xQwLmN4pRtY7uVb2cZe8fGh1iAs5oPq6wXy0Tz"
        kind={kind}
        uploads={uploads}
        api={fake.api}
        errorMessage={errorMessage}
        onChange={(next) => {
          changes.push(next);
          setUploads(next);
        }}
      />
    );
  }
  render(
    <PieceProviders>
      <Owner />
    </PieceProviders>,
  );
  return { fake, changes, user: userEvent.setup({ applyAccept: false }) };
}

const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;

describe('voter uploads panel', () => {
  it('knows PDF, PNG and JPEG by their first bytes', () => {
    const bytes = (text: string) => Uint8Array.from(text, (char) => char.charCodeAt(0));
    expect(sniffType(bytes(PDF))).toBe('application/pdf');
    expect(sniffType(PNG)).toBe('image/png');
    expect(sniffType(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(sniffType(bytes('MZ\x90\x00'))).toBeNull();
    expect(sniffType(new Uint8Array())).toBeNull();
  });

  it('stores powers of attorney sent side by side and lists them with name, type and size', async () => {
    const other = fakeUpload(2, { kind: 'support' });
    const { fake, changes, user } = renderPanel('power_of_attorney', { uploads: [other] });
    expect(screen.getByRole('heading', { name: 'Procurações' })).toBeVisible();
    expect(screen.getByText('Nenhuma procuração anexada.')).toBeVisible();
    await user.upload(fileInput(), [
      pdf('procuracao-ipe.pdf'),
      new File([PNG], 'foto-procuracao.png', { type: '' }),
    ]);
    const list = await screen.findByRole('list', { name: 'Procurações anexadas (2)' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringMatching(/^procuracao-ipe\.pdfPDF · \d+ bytes$/),
      expect.stringMatching(/^foto-procuracao\.pngImagem · \d+ bytes$/),
    ]);
    expect(fake.calls.sort()).toEqual([
      'uploadPortalDocument power_of_attorney foto-procuracao.png',
      'uploadPortalDocument power_of_attorney procuracao-ipe.pdf',
    ]);
    // The photo went with the type its bytes say; the support document of the other panel is kept.
    expect(fake.state.uploads.find((u) => u.name === 'foto-procuracao.png')?.contentType).toBe('image/png');
    expect(changes.at(-1)!.map((upload) => upload.name)).toEqual([
      other.name,
      expect.stringMatching(/procuracao/),
      expect.stringMatching(/procuracao/),
    ]);
  });

  it('refuses by content, not by name: a renamed file is not a PDF', async () => {
    const { fake, user } = renderPanel('support');
    await user.upload(fileInput(), pdf('contrato.pdf', 'MZ\x90\x00 not a pdf at all'));
    expect(
      await screen.findByText(
        plainText('O conteúdo de contrato.pdf não é PDF, PNG nem JPEG (o nome do arquivo não basta).'),
      ),
    ).toBeVisible();
    expect(fake.calls).toEqual([]);
  });

  it("refuses an empty file, and says the server's 415 per file with a retry and a dismiss", async () => {
    const { user } = renderPanel('support', { rejectUploads: 415 });
    await user.upload(fileInput(), new File([], 'vazio.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText(plainText('vazio.pdf está vazio.'))).toBeVisible();
    await user.upload(fileInput(), pdf('edital.pdf'));
    expect(
      await screen.findByText(
        plainText('O conteúdo de edital.pdf não é PDF, PNG nem JPEG (o nome do arquivo não basta).'),
      ),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Enviar edital.pdf de novo' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Descartar edital.pdf' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Descartar edital.pdf' })).toBeNull());
  });

  it('shows the upload progress while a file goes', async () => {
    const { user } = renderPanel('support', { holdUploadsAt: 0.5 });
    const file = pdf('edital.pdf');
    await user.upload(fileInput(), file);
    const bar = await screen.findByRole('progressbar', { name: 'Enviando \u2068edital.pdf\u2069' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', String(Math.round(file.size * 0.5))));
  });

  it('removes a stored file, keeps one that is part of a sent ballot, and shows the portal’s error', async () => {
    const uploads = [fakeUpload(0, { kind: 'support' }), fakeUpload(1, { kind: 'support' })];
    const fake = installAttorneyFake({ uploads });
    const changes: VoterUpload[][] = [];
    render(
      <PieceProviders>
        <VoterUploadsPanel
          token={demoPortalToken}
          kind="support"
          uploads={uploads}
          api={fake.api}
          lockedUploadIds={[uploads[1]!.id]}
          errorMessage="Você precisa adicionar pelo menos 1 documento de suporte"
          onChange={(next) => changes.push(next)}
        />
      </PieceProviders>,
    );
    const user = userEvent.setup();
    expect(screen.getByText('Você precisa adicionar pelo menos 1 documento de suporte')).toBeVisible();
    expect(screen.queryByRole('button', { name: `Remover ${uploads[1]!.name}` })).toBeNull();
    expect(screen.getByText(/enviado com o voto/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: `Remover ${uploads[0]!.name}` }));
    await waitFor(() => expect(changes).toEqual([[uploads[1]]]));
    expect(fake.calls).toEqual([`deletePortalUpload ${uploads[0]!.id}`]);
  });
});
