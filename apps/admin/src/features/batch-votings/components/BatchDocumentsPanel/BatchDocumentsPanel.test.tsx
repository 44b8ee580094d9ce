import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { batchId } from '@admin/testing/batch-votings/demo-batches';
import { renderSignedIn } from '@admin/testing/signed-in';
import { resetBatchDetail } from '../../stores/batch-detail';
import { resetBatchDocuments } from '../../stores/batch-documents';

afterEach(() => {
  resetBatchDetail();
  resetBatchDocuments();
});

const pdf = (name: string) => new File(['%PDF-1.7\n%%EOF\n'], name, { type: 'application/pdf' });

/** The CNPJ of a demo batch's fund, as its detail shows it ('12.345.678/0001-95'). */
async function fundCnpj(name: string): Promise<string> {
  const row = await screen.findByRole('row', { name: new RegExp(name) });
  return within(row).getByText(/^\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}$/).textContent!;
}

const documentCalls = (calls: { method: string; path: string }[]) =>
  calls.filter((c) => c.method === 'POST' && /\/documents$/.test(c.path));

describe('batch documents panel', () => {
  it(
    'previews many PDFs by the CNPJ in their names, lists the rest, then attaches them',
    { timeout: 180_000 },
    async () => {
      const { api } = await renderSignedIn(`/batch-votings/${batchId(2)}`, 'OPERATOR');
      const user = userEvent.setup();
      const panel = await screen.findByRole('region', { name: 'Documentos dos fundos' }, { timeout: 30_000 });
      expect(await within(panel).findByRole('heading', { name: '5 fundos sem documentos' })).toBeVisible();

      const lajes = await fundCnpj('FII Paulista Lajes');
      const digits = (await fundCnpj('FII Shopping Vale')).replace(/\D/g, '');
      const input = panel.querySelector('input[type="file"]') as HTMLInputElement;
      await user.upload(input, [
        pdf(`DF 2025 - ${lajes.replace('/', '_')}.pdf`),
        pdf(`${digits}_parecer.pdf`),
        pdf('leia-me.pdf'),
      ]);

      expect(
        await within(panel).findByText(
          /2 arquivos associados a fundos\. Nada foi gravado ainda\./,
          {},
          { timeout: 10_000 },
        ),
      ).toBeVisible();
      const matched = within(panel).getByRole('table', { name: 'Arquivos por fundo' });
      expect(
        within(matched)
          .getAllByRole('rowheader')
          .map((cell) => cell.textContent),
      ).toEqual([`DF 2025 - ${lajes.replace('/', '_')}.pdf`, `${digits}_parecer.pdf`]);
      const unmatched = within(panel).getByRole('table', { name: 'Arquivos não associados' });
      expect(within(unmatched).getByRole('row', { name: /leia-me\.pdf/ })).toHaveTextContent(
        'Nenhum CNPJ no nome do arquivo',
      );
      expect(within(panel).getByRole('heading', { name: '3 fundos sem documentos' })).toBeVisible();
      expect(api.calls.filter((c) => c.method === 'POST' && c.path.endsWith('/documents'))).toHaveLength(1);

      await user.click(within(panel).getByRole('button', { name: 'Anexar 2 documentos' }));
      expect(await within(panel).findByText('2 documentos anexados.')).toBeVisible();
      await waitFor(() => expect(documentCalls(api.calls)).toHaveLength(2));
      expect(within(panel).getByRole('heading', { name: '3 fundos sem documentos' })).toBeVisible();
    },
  );

  it('lets an OBSERVER read the funds without documents but upload nothing', async () => {
    await renderSignedIn(`/batch-votings/${batchId(2)}`, 'OBSERVER');
    const panel = await screen.findByRole('region', { name: 'Documentos dos fundos' }, { timeout: 30_000 });
    expect(await within(panel).findByRole('heading', { name: '5 fundos sem documentos' })).toBeVisible();
    expect(within(panel).queryByRole('button', { name: /Escolher PDFs ou um ZIP/ })).toBeNull();
  });
});
