import type { Role } from '@backoffice/domain';
import { batchVotingsFakeState, type BatchVotingsFakeState } from '@admin/testing/batch-votings/state';
import { screenStory, signedInAs } from '@admin/testing/story-setup';
import { resetBatchActions } from '../stores/batch-actions';
import { resetBatchDetail } from '../stores/batch-detail';
import { resetBatchVotingsList } from '../stores/batch-votings-list';
import { resetFundFilters } from '../stores/fund-filters';
import { resetHolderImport } from '../stores/holder-import';
import { resetNewBatch } from '../stores/new-batch';

function resetBatchStores(): void {
  resetBatchVotingsList();
  resetNewBatch();
  resetHolderImport();
  resetBatchDetail();
  resetBatchActions();
  resetFundFilters();
}

// Story setup of the batch votings screens (stories only: this folder is left out of the app's dictionary checks).

/**
 * Story `beforeEach`: a signed-in `role` on a fresh copy of the batch votings fake (the demo batches unless `fake`
 * says otherwise) and the batch stores emptied before and after.
 */
export const batchVotingsScreen = (
  role: Role,
  fake: Record<string, BatchVotingsFakeState | unknown> = batchVotingsFakeState(),
) =>
  screenStory(
    () => signedInAs(role, { state: structuredClone(fake) })(),
    () => {
      resetBatchStores();
      return () => resetBatchStores();
    },
  );

/** A holders spreadsheet of two funds with a bad fund CNPJ (line 5) and a holder twice in one fund (line 7). */
export const DEMO_SPREADSHEET = [
  'cnpj_fundo;nome_fundo;cpf_cnpj_cotista;nome_cotista;email;celular;qtd_cotas',
  '12.345.678/0001-95;FII Alfa;529.982.247-25;Ana Souza;ana@exemplo.com.br;;100',
  '12.345.678/0001-95;FII Alfa;123.456.789-09;Bruno Lima;bruno@exemplo.com.br;;50',
  '11.222.333/0001-81;FII Beta;529.982.247-25;Ana Souza;ana@exemplo.com.br;;10',
  '12.345.678/0001-96;FII Gama;987.654.321-00;Carla Dias;carla@exemplo.com.br;;5',
  '11.222.333/0001-81;FII Beta;111.444.777-35;Davi Rocha;davi@exemplo.com.br;;1',
  '11.222.333/0001-81;FII Beta;111.444.777-35;Davi Rocha;davi@exemplo.com.br;;1',
].join('\n');
