import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FakeApiOptions } from '@admin/testing/fake-network';
import {
  detailVotingIds,
  fakeVotingDetail,
  votingDetailFakeState,
  type VotingDetailFakeState,
} from '@admin/testing/votings/detail-state';
import { demoVoterId } from '@admin/testing/votings/rows';
import { fakeVotings } from '@admin/testing/votings/state';
import { renderSignedIn } from '@admin/testing/signed-in';

function seeded(overrides: Partial<VotingDetailFakeState> = {}): FakeApiOptions {
  const options: FakeApiOptions = { state: votingDetailFakeState(overrides) };
  fakeVotingDetail(options, detailVotingIds.open);
  return options;
}

/** Refuses the next write of the detail fake with this problem. */
function refuseNext(options: FakeApiOptions, refusal: VotingDetailFakeState['refuseNext']) {
  fakeVotingDetail(options).refuseNext = refusal;
}

async function openVoting(options: FakeApiOptions, tab?: string) {
  const rendered = await renderSignedIn(
    `/votings/${detailVotingIds.open}${tab ? `?tab=${tab}` : ''}`,
    'OPERATOR',
    options,
  );
  await screen.findByRole('heading', { level: 1 });
  return rendered;
}

const dialog = (name: string) => screen.findByRole('dialog', { name });
const alertDialog = (name: string) => screen.findByRole('alertdialog', { name });

/** The row menu of a voter in the table shown, then one of its items. */
async function rowAction(voterName: string, action: string) {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: `Ações de ${voterName}` }));
  await user.click(await screen.findByRole('menuitem', { name: action }));
}

const voterNamed = (options: FakeApiOptions, n: number) =>
  fakeVotings(options).voters.find((voter) => voter.id === demoVoterId(21, n))!;

// The screen is a lazy route chunk: transform it once before the first test waits for it.
beforeAll(() => import('./VotingDetailPage'), 60_000);

describe('voting detail actions: voters', () => {
  it('reads a weight as Brazilians write it, as the new-voting flow does: "1.250" is 1250, "1.250.000" is 1250000', async () => {
    const { api } = await openVoting(seeded(), 'pending');
    const user = userEvent.setup();
    const add = async (name: string, taxId: string, email: string, weight: string) => {
      await user.click(screen.getByRole('button', { name: 'Adicionar votante' }));
      const form = await dialog('Adicionar votante');
      await user.type(within(form).getByRole('textbox', { name: /^Nome/ }), name);
      await user.type(within(form).getByRole('textbox', { name: /^CPF ou CNPJ/ }), taxId);
      await user.type(within(form).getByRole('textbox', { name: /^E-mail/ }), email);
      await user.clear(within(form).getByRole('textbox', { name: /^Cotas/ }));
      await user.type(within(form).getByRole('textbox', { name: /^Cotas/ }), weight);
      await user.click(within(form).getByRole('button', { name: 'Adicionar' }));
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Adicionar votante' })).toBeNull());
    };
    await add('Rita de Cássia Lobo', '52998224725', 'rita.lobo@exemplo.com.br', '1.250');
    await add('Otávio Nunes', '39053344705', 'otavio.nunes@exemplo.com.br', '1.250.000');
    const weights = api.calls
      .filter((call) => call.method === 'POST' && call.path.endsWith('/voters'))
      .map((call) => (call.body as { weight: string }).weight);
    expect(weights).toEqual(['1250', '1250000']);
  });

  it('adds a voter: checks the fields first, maps tax_id_taken to the CPF, then adds and says so', async () => {
    const options = seeded();
    const taken = voterNamed(options, 25);
    const { api } = await openVoting(options, 'pending');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Adicionar votante' }));
    const form = await dialog('Adicionar votante');
    expect(within(form).getByText(/o votante recebe o convite assim que for adicionado/)).toBeVisible();
    await user.click(within(form).getByRole('button', { name: 'Adicionar' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Corrija os campos destacados.');
    expect(within(form).getByText('Informe o nome.')).toBeVisible();
    expect(within(form).getByText('Informe o CPF ou CNPJ.')).toBeVisible();
    await waitFor(() => expect(within(form).getByRole('textbox', { name: /^Nome/ })).toHaveFocus());
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    await user.type(within(form).getByRole('textbox', { name: /^Nome/ }), 'Rita de Cássia Lobo');
    await user.type(within(form).getByRole('textbox', { name: /^CPF ou CNPJ/ }), '529.982.247-24');
    await user.type(within(form).getByRole('textbox', { name: /^E-mail/ }), 'rita.lobo@exemplo.com.br');
    await user.clear(within(form).getByRole('textbox', { name: /^Cotas/ }));
    await user.type(within(form).getByRole('textbox', { name: /^Cotas/ }), '1.250,75');
    await user.click(within(form).getByRole('button', { name: 'Adicionar' }));
    expect(within(form).getByText('CPF ou CNPJ inválido: confira os dígitos.')).toBeVisible();

    // A CPF that is already a voter of this voting: the server's 409 tax_id_taken, under the field.
    const taxId = within(form).getByRole('textbox', { name: /^CPF ou CNPJ/ });
    await user.clear(taxId);
    await user.type(taxId, taken.taxId);
    await user.click(within(form).getByRole('button', { name: 'Adicionar' }));
    expect(await within(form).findByText('Este CPF/CNPJ já é votante desta votação.')).toBeVisible();
    expect(within(form).getByRole('textbox', { name: /^Nome/ })).toHaveValue('Rita de Cássia Lobo');

    await user.clear(taxId);
    await user.type(taxId, '52998224725');
    await user.click(within(form).getByRole('button', { name: 'Adicionar' }));
    expect(await screen.findByText('Votante adicionado')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Adicionar votante' })).toBeNull());
    const added = api.calls.filter((call) => call.method === 'POST' && call.path.endsWith('/voters')).at(-1);
    expect(added?.body).toEqual({
      name: 'Rita de Cássia Lobo',
      taxId: '52998224725',
      email: 'rita.lobo@exemplo.com.br',
      phone: null,
      weight: '1250.75',
    });
    expect(await screen.findByRole('rowheader', { name: /Rita de Cássia Lobo/ })).toBeVisible();
    expect(screen.getByRole('tab', { name: /^Votos pendentes/ })).toHaveTextContent('15');
  });

  it('edits a pending voter, and says so when the voter voted meanwhile', async () => {
    const options = seeded();
    const voter = voterNamed(options, 25);
    const { api } = await openVoting(options, 'pending');
    const user = userEvent.setup();
    await rowAction(voter.name, 'Editar');
    const form = await dialog('Editar votante');
    const name = within(form).getByRole('textbox', { name: /^Nome/ });
    expect(name).toHaveValue(voter.name);
    await user.clear(name);
    await user.type(name, 'Nome Corrigido da Silva');
    refuseNext(api.options, { status: 409, code: 'voter_has_voted' });
    await user.click(within(form).getByRole('button', { name: 'Salvar' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Este votante já votou: os dados dele não podem mais ser alterados.',
    );
    // Nothing typed is lost; a second try goes through.
    expect(name).toHaveValue('Nome Corrigido da Silva');
    await user.click(within(form).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Votante editado')).toBeVisible();
    expect(await screen.findByRole('rowheader', { name: /Nome Corrigido da Silva/ })).toBeVisible();
  });

  it('voids a voter with a required reason; the voter moves to the voided list', async () => {
    const options = seeded();
    const voter = voterNamed(options, 25);
    const { api } = await openVoting(options, 'pending');
    const user = userEvent.setup();
    await rowAction(voter.name, 'Anular');
    const confirm = await alertDialog('Anular votante?');
    expect(confirm).toHaveTextContent(`${voter.name} não poderá mais votar`);
    // Destructive: the first focus is on the way back.
    await waitFor(() => expect(within(confirm).getByRole('button', { name: 'Voltar' })).toHaveFocus());
    await user.click(within(confirm).getByRole('button', { name: 'Anular votante' }));
    expect(within(confirm).getByText('Escreva o motivo com pelo menos 3 caracteres.')).toBeVisible();
    await user.type(
      within(confirm).getByRole('textbox', { name: /^Motivo/ }),
      'Cotas vendidas antes da data-base.',
    );
    await user.click(within(confirm).getByRole('button', { name: 'Anular votante' }));
    expect(await screen.findByText('Votante anulado')).toBeVisible();
    const call = api.calls.find((c) => c.path.endsWith(`/voters/${voter.id}/void`));
    expect(call?.body).toEqual({ reason: 'Cotas vendidas antes da data-base.' });
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: /^Votantes anulados/ })).toHaveTextContent('3'),
    );
    await user.click(screen.getByRole('tab', { name: /^Votantes anulados/ }));
    const voided = await screen.findByRole('table', { name: 'Votantes anulados' });
    expect(await within(voided).findByText('Cotas vendidas antes da data-base.')).toBeVisible();
  });

  it('resends an invitation with a new link; a refusal because the voting changed is explained', async () => {
    const options = seeded();
    const voter = voterNamed(options, 25);
    const { api } = await openVoting(options, 'pending');
    const user = userEvent.setup();
    await rowAction(voter.name, 'Reenviar convite');
    const form = await dialog('Reenviar convite');
    expect(form).toHaveTextContent(`O convite será enviado de novo para ${voter.email}.`);
    await user.click(
      within(form).getByRole('checkbox', { name: 'Gerar um novo link e invalidar o anterior' }),
    );
    refuseNext(api.options, { status: 409, code: 'invalid_state' });
    await user.click(within(form).getByRole('button', { name: 'Reenviar' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'A situação da votação mudou e esta ação não é mais possível. A página foi atualizada.',
    );
    await user.click(within(form).getByRole('button', { name: 'Reenviar' }));
    expect(await screen.findByText('Convite reenviado com um novo link')).toBeVisible();
    const calls = api.calls.filter((c) => c.path.endsWith(`/voters/${voter.id}/invitation`));
    expect(calls.map((c) => c.body)).toEqual([{ rotateLink: true }, { rotateLink: true }]);
  });
});

describe('voting detail actions: the voting', () => {
  it('reminds every pending voter after confirmation; the round shows in the sends', async () => {
    const options = seeded();
    await openVoting(options);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Lembrar pendentes' }));
    const form = await dialog('Lembrar votantes pendentes?');
    expect(form).toHaveTextContent('Um lembrete por e-mail será enviado a 14 votantes');
    await user.click(within(form).getByRole('button', { name: 'Enviar lembretes' }));
    expect(await screen.findByText('Lembretes enviados para a fila')).toBeVisible();
    await user.click(screen.getByRole('tab', { name: 'Envios' }));
    const bars = await screen.findAllByRole('progressbar', { name: /^Lembretes de / });
    expect(bars).toHaveLength(2);
  });

  it('extends the deadline: asks for a later date and a reason, maps the 422, then marks it extended', async () => {
    const options = seeded();
    const { api } = await openVoting(options);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Prorrogar prazo' }));
    const form = await dialog('Prorrogar prazo');
    expect(form).toHaveTextContent('Esta ação fica registrada na trilha de auditoria');
    await user.click(within(form).getByRole('button', { name: 'Prorrogar' }));
    expect(within(form).getByText('Informe a data e a hora do novo prazo.')).toBeVisible();
    expect(within(form).getByText('Escreva o motivo com pelo menos 3 caracteres.')).toBeVisible();

    const year = new Date().getFullYear() + 1;
    const segments = within(within(form).getByRole('group', { name: /Novo prazo/ })).getAllByRole(
      'spinbutton',
    );
    await user.click(segments[0]!);
    await user.keyboard(`1503${year}1030`);
    await user.type(
      within(form).getByRole('textbox', { name: /^Motivo/ }),
      'Pedido dos cotistas em assembleia.',
    );
    refuseNext(api.options, {
      status: 422,
      code: 'unprocessable',
      errors: [{ field: 'deadline', code: 'not_later' }],
    });
    await user.click(within(form).getByRole('button', { name: 'Prorrogar' }));
    expect(
      await within(form).findByText(
        'O novo prazo precisa ser posterior ao prazo atual e ao momento presente.',
      ),
    ).toBeVisible();
    await user.click(within(form).getByRole('button', { name: 'Prorrogar' }));
    expect(await screen.findByText('Prazo prorrogado')).toBeVisible();
    const sent = api.calls.filter((c) => c.path.endsWith('/deadline')).at(-1)?.body as { deadline: string };
    expect(new Date(sent.deadline).getFullYear()).toBe(year);
    expect(new Date(sent.deadline).getMonth()).toBe(2);
    expect(await screen.findByText('prorrogado')).toBeVisible();
  });

  it('closes the voting early with a reason; the reports appear', async () => {
    const options = seeded();
    const { api } = await openVoting(options);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Encerrar agora' }));
    const form = await dialog('Encerrar a votação agora?');
    await user.type(within(form).getByRole('textbox', { name: /^Motivo/ }), 'Quórum atingido.');
    await user.click(within(form).getByRole('button', { name: 'Encerrar votação' }));
    expect(await screen.findByText('Votação encerrada')).toBeVisible();
    expect(await screen.findByRole('button', { name: 'Baixar relatório (PDF)' })).toBeVisible();
    expect(screen.getByText('Encerrada')).toBeVisible();
    expect(api.calls.find((c) => c.path.endsWith('/close'))?.body).toEqual({ reason: 'Quórum atingido.' });
  });

  it('cancels only after an alert dialog; a refusal keeps the reason typed', async () => {
    const options = seeded();
    const { api } = await openVoting(options);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Cancelar votação' }));
    const confirm = await alertDialog('Cancelar a votação?');
    expect(confirm).toHaveTextContent('Isso não pode ser desfeito.');
    const reason = within(confirm).getByRole('textbox', { name: /^Motivo/ });
    await user.type(reason, 'Convocação refeita.');
    refuseNext(api.options, { status: 500, code: 'internal' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancelar votação' }));
    expect(await within(confirm).findByRole('alert')).toHaveTextContent(
      'Tivemos um problema, contate o administrador',
    );
    expect(reason).toHaveValue('Convocação refeita.');
    await user.click(within(confirm).getByRole('button', { name: 'Cancelar votação' }));
    expect(await screen.findByText('Votação cancelada')).toBeVisible();
    expect(await screen.findByText('Cancelada')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Encerrar agora' })).toBeNull();
  });
});

describe('voting detail actions: documents and imports', () => {
  it('attaches a support document; a file of another type is refused before it is sent', async () => {
    const options = seeded();
    const { api } = await openVoting(options, 'documents');
    const user = userEvent.setup({ applyAccept: false });
    const input = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;
    await screen.findByRole('button', { name: 'Adicionar documento' });
    await user.upload(input(), new File(['a;b'], 'planilha.csv', { type: 'text/csv' }));
    expect(await screen.findByText('Só são aceitos PDF, PNG ou JPEG.')).toBeVisible();
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(0);
    await user.upload(input(), new File(['%PDF-1.4 ata'], 'Ata da reunião.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('Documento adicionado')).toBeVisible();
    const table = screen.getByRole('table', { name: 'Documentos de apoio' });
    expect(await within(table).findByRole('rowheader', { name: 'Ata da reunião.pdf' })).toBeVisible();
    const upload = api.calls.find((call) => call.method === 'POST' && call.path.endsWith('/documents'));
    expect(upload?.body).toBe('%PDF-1.4 ata');
    expect(screen.getByRole('tab', { name: /^Documentos/ })).toHaveTextContent('3');
  });

  it('imports voters from a CSV in a dialog, then reads the counts again', async () => {
    const options = seeded();
    fakeVotings(options).importSteps = 0;
    await openVoting(options, 'pending');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Importar votantes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Importar votantes' });
    const csv = [
      'Nome;CPF/CNPJ;E-mail;Telefone;Peso',
      'Marta Quintela;529.982.247-25;marta@exemplo.com.br;;1.250,5',
      'Empresa Exemplo Ltda.;11.222.333/0001-81;assembleias@exemplo.com.br;;100',
    ].join('\r\n');
    await user.upload(
      dialog.querySelector<HTMLInputElement>('input[type="file"]')!,
      new File([csv], 'cotistas.csv', { type: 'text/csv' }),
    );
    await user.click(await within(dialog).findByRole('button', { name: 'Importar 2 votantes' }));
    expect(await within(dialog).findByText(/2 votantes importados/)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Concluir' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Importar votantes' })).toBeNull());
    // The voting and the tab were read again once the rows were written.
    expect(screen.getByRole('tab', { name: /^Votos pendentes/ })).toHaveTextContent('16');
    expect(await screen.findByRole('rowheader', { name: /Marta Quintela/ })).toBeVisible();
  });
});
