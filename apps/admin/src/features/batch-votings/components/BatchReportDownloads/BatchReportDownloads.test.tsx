import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { batchId } from '@admin/testing/batch-votings/demo-batches';
import { batchVotingsFakeState } from '@admin/testing/batch-votings/state';
import { renderSignedIn } from '@admin/testing/signed-in';
import { resetBatchDetail } from '../../stores/batch-detail';

// The batch detail is a lazy chunk: transform it once before the first test waits for it.
beforeAll(() => import('../BatchDetailPage/BatchDetailPage'), 120_000);

afterEach(() => {
  resetBatchDetail();
  vi.restoreAllMocks();
});

/** The panel (by its heading: a role query over the whole detail is slow on a loaded machine). */
async function reportPanel(): Promise<HTMLElement> {
  const heading = await screen.findByText('Relatório consolidado', { selector: 'h2' }, { timeout: 30_000 });
  return heading.closest('section')!;
}

/** Saved files: the anchor's download name and the blob handed to createObjectURL. */
function captureSaves() {
  const blobs: Blob[] = [];
  const names: string[] = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    blobs.push(blob as Blob);
    return 'blob:report';
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    names.push(this.download);
  });
  return { blobs, names };
}

describe('batch consolidated report downloads', () => {
  it(
    'downloads the CSV and the XLSX for an OBSERVER, named after the batch',
    { timeout: 90_000 },
    async () => {
      const saved = captureSaves();
      const state = batchVotingsFakeState();
      const { api } = await renderSignedIn(`/batch-votings/${batchId(2)}`, 'OBSERVER', { state });
      const panel = await reportPanel();
      const user = userEvent.setup();

      await user.click(within(panel).getByRole('button', { name: 'Relatório consolidado (CSV)' }));
      await waitFor(() => expect(saved.names).toHaveLength(1));
      expect(saved.names[0]).toMatch(/^relatorio-consolidado-[a-z0-9-]+\.csv$/);
      const csv = await saved.blobs[0]!.text();
      const [header, ...rows] = csv
        .replace(/^\uFEFF/, '')
        .trimEnd()
        .split('\r\n');
      // The server's fifteen columns (the domain's consolidatedCsvLines writes both).
      expect(header).toMatch(/^Fundo;CNPJ do fundo;Situação;Resultado;Item;Texto do item;Cotas a favor;/);
      expect(header!.split(';')).toHaveLength(15);
      // One row per fund and item of the batch.
      const batch = state['batch-votings']!.batches.find((row) => row.id === batchId(2))!.batch!;
      expect(rows).toHaveLength(batch.children.reduce((sum, child) => sum + child.items.length, 0));
      expect(rows.map((row) => row.split(';')[0])).toEqual(
        batch.children
          .flatMap((child) => child.items.map(() => child.fundName))
          .sort((a, b) => a.localeCompare(b)),
      );

      await user.click(within(panel).getByRole('button', { name: 'Relatório consolidado (XLSX)' }));
      await waitFor(() => expect(saved.names).toHaveLength(2));
      expect(saved.names[1]).toMatch(/^relatorio-consolidado-[a-z0-9-]+\.xlsx$/);
      expect(saved.blobs[1]!.type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
      expect(api.calls.map((call) => call.path).filter((path) => path.includes('/reports/'))).toEqual([
        `/voting-batches/${batchId(2)}/reports/consolidated.csv`,
        `/voting-batches/${batchId(2)}/reports/consolidated.xlsx`,
      ]);
    },
  );

  it('says so when the report cannot be downloaded, and saves nothing', { timeout: 90_000 }, async () => {
    const saved = captureSaves();
    const state = batchVotingsFakeState();
    await renderSignedIn(`/batch-votings/${batchId(2)}`, 'OPERATOR', { state });
    const panel = await reportPanel();
    // The batch is gone from the server once the screen has it (deleted meanwhile): 404.
    const fake = state['batch-votings']!;
    fake.batches = fake.batches.filter((row) => row.id !== batchId(2));
    await userEvent.click(within(panel).getByRole('button', { name: 'Relatório consolidado (CSV)' }));
    expect(
      await screen.findByText('Não foi possível baixar o relatório consolidado. Tente de novo.'),
    ).toBeVisible();
    expect(saved.names).toEqual([]);
  });
});
