import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  communicationId,
  communicationRecipientId,
  demoCommunicationRecipients,
  demoWhatsappCommunications,
} from '@admin/testing/fake-communications';
import { api } from '@admin/lib/api-client';
import { isoToLocal } from '@admin/lib/local-date-time';
import { renderSignedIn } from '@admin/testing/signed-in';
import { votingsFakeState, type VotingsFakeState } from '@admin/testing/votings/state';
import { addVoterRow } from '@admin/testing/votings/voter-rows';
import { batchVotingsFakeState, type BatchVotingsFakeState } from '@admin/testing/batch-votings/state';
import { demoVoter } from '@admin/testing/votings/demo-people';
import type { VoterParticipation } from '@backoffice/api-client';
import { demoCommunications } from '@admin/testing/fake-communications';
import {
  communicationsScreenState,
  NOTICE_TEMPLATE_ID,
  standardDraft,
  whatsappScreenState,
} from '../../testing';

const recipientsTable = () => screen.findByRole('table', { name: 'Destinatários' });
const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;
const csv = (lines: string[], name = 'cotistas.csv') =>
  new File([`\uFEFF${lines.join('\r\n')}\r\n`], name, { type: 'text/csv' });
const previewFrame = () => screen.findByTitle('Prévia do e-mail');

describe('a communication', () => {
  it('shows a parameterizable draft, previews any row, reads a new spreadsheet with its refused rows, and sends it', async () => {
    const user = userEvent.setup();
    const { api } = await renderSignedIn(`/communication/${communicationId(3)}`, 'OPERATOR', {
      state: communicationsScreenState(),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Pagamento de rendimentos de março' }),
    ).toBeVisible();
    expect(screen.getByText('Parametrizável')).toBeVisible();
    // The first row's message, written by the server.
    await previewFrame();
    expect(screen.getByText(/^A votação AGE do FII Alfa termina em/)).toBeVisible();
    expect(screen.getByText(/Como a linha 2/)).toBeVisible();

    // Another row picked in the table.
    const table = await recipientsTable();
    const third = within(table).getAllByRole('row')[3]!;
    await user.click(within(third).getByRole('button', { name: /Ver mensagem de/ }));
    await waitFor(() => expect(screen.getByText(/Como a linha 4/)).toBeVisible());
    expect(await screen.findByText(/^A votação AGE do FII Gama termina em/)).toBeVisible();

    // A new spreadsheet: the valid rows replace the recipients, the refused ones are listed by line.
    await user.upload(
      fileInput(),
      csv([
        'nome;email;votacao;prazo',
        'Ana Souza;ana@exemplo.com.br;AGE FII Alfa;31/03/2026',
        'Bruno;bruno@;AGE FII Alfa;31/03/2026',
        'Carla;carla@exemplo.com.br;;31/03/2026',
      ]),
    );
    expect(
      await screen.findByText(/1 destinatário lido de cotistas\.csv\. 2 linhas recusadas/),
    ).toBeVisible();
    const refused = screen.getByRole('table', { name: 'Linhas recusadas' });
    const lines = within(refused)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...row.children].map((cell) => cell.textContent));
    expect(lines).toEqual([
      ['3', 'E-mail', 'E-mail inválido.', ''],
      ['4', 'votacao', 'O valor está vazio.', ''],
    ]);
    await waitFor(async () => expect(within(await recipientsTable()).getAllByRole('row')).toHaveLength(2));

    // Sending asks first, says to how many, and then the counts move while it goes.
    await user.click(screen.getByRole('button', { name: 'Enviar agora' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Enviar a comunicação?' });
    expect(within(dialog).getByText(/1 e-mail sai agora/)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    await waitFor(() =>
      expect(api.calls.some((call) => call.method === 'POST' && call.path.endsWith('/send'))).toBe(true),
    );
    const title = screen.getByRole('heading', { level: 1 }).parentElement!;
    expect(await within(title).findByText('Enviando')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Enviar agora' })).toBeNull();
    expect(screen.queryByText('Planilha de destinatários')).toBeNull();
  });

  it('resends to the failed only, after saying how many', async () => {
    const user = userEvent.setup();
    const state = communicationsScreenState({ advancePerRead: 0 });
    const { api } = await renderSignedIn(`/communication/${communicationId(1)}`, 'OPERATOR', { state });
    const summary = await screen.findByRole('region', { name: 'Entregas' });
    expect(within(summary).getByText('1.250')).toBeVisible();
    expect(within(summary).getByText('1.238')).toBeVisible();

    // The failed ones, with the mail server's reason.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Entrega' }), 'Falhou');
    await waitFor(async () => expect(within(await recipientsTable()).getAllByRole('row')).toHaveLength(13));
    expect(within(await recipientsTable()).getAllByText(/^5\d\d /).length).toBeGreaterThan(0);

    await user.click(screen.getByRole('button', { name: 'Reenviar às falhas' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Reenviar aos que falharam?' });
    expect(within(dialog).getByText(/Só 12 destinatários recebem a mensagem de novo/)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Reenviar' }));
    await waitFor(() =>
      expect(api.calls.find((call) => call.path.endsWith('/resend'))?.body).toEqual({ scope: 'failed' }),
    );
    const title = screen.getByRole('heading', { level: 1 }).parentElement!;
    expect(await within(title).findByText('Enviando')).toBeVisible();
    expect(within(summary).getByText('12')).toBeVisible();
    // Only the failed went back to the queue: the filter finds none failed now.
    await waitFor(async () =>
      expect(await screen.findByRole('heading', { name: 'Nenhum destinatário encontrado' })).toBeVisible(),
    );
  });

  it('exports every recipient with their latest delivery as a CSV, named after the communication', async () => {
    const user = userEvent.setup();
    const names: string[] = [];
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:deliveries';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    await renderSignedIn(`/communication/${communicationId(4)}`, 'OBSERVER', {
      state: communicationsScreenState(),
    });
    await user.click(await screen.findByRole('button', { name: 'Exportar entregas (CSV)' }));
    await waitFor(() => expect(names).toEqual(['entregas-aviso-sem-destinatarios.csv']));
    const lines = (await blobs[0]!.text()).trimEnd().split('\r\n');
    expect(lines).toHaveLength(4);
    expect(lines[1]).toContain('contato.falha@exemplo.com.br');
  });

  it('takes the voters of a voting who have not voted yet as the recipients of a standard draft', async () => {
    const user = userEvent.setup();
    const state = { ...communicationsScreenState(), ...votingsFakeState() };
    const votings = state['votings'] as VotingsFakeState;
    const voting = votings.votings[0]!;
    const person = (name: string, email: string) =>
      addVoterRow(votings, voting, {
        name,
        email,
        phone: null,
        taxIdType: 'CPF',
        taxId: String(52998224725 + name.length),
        weight: '1',
      });
    person('Bia Pendente', 'bia@exemplo.com.br');
    person('Ana Votou', 'ana@exemplo.com.br').participation = 'completed';
    person('Caio Pendente', 'caio@exemplo.com.br');
    await renderSignedIn('/communication/new', 'OPERATOR', { state });
    await user.type(await screen.findByRole('textbox', { name: /Nome da comunicação/ }), 'Lembrete');
    await user.selectOptions(
      screen.getByRole('combobox', { name: /Modelo de mensagem/ }),
      NOTICE_TEMPLATE_ID,
    );
    await user.click(screen.getByRole('button', { name: 'Criar rascunho' }));

    const votingSelect = await screen.findByRole('combobox', { name: 'Votação' });
    await waitFor(() => expect(votingSelect).toBeEnabled());
    await user.selectOptions(votingSelect, voting.id);
    await user.click(screen.getByRole('radio', { name: 'Só quem ainda não votou' }));
    await user.click(screen.getByRole('button', { name: 'Usar estes votantes' }));
    expect(await screen.findByText(`2 destinatários lidos de ${voting.title}.`)).toBeVisible();
    await waitFor(async () => {
      const rows = within(await recipientsTable())
        .getAllByRole('row')
        .slice(1);
      expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
        'Bia Pendente',
        'Caio Pendente',
      ]);
    });
  });

  it('takes the holders of a batch voting yet to vote in some fund, each once, as the recipients of a standard draft', async () => {
    const user = userEvent.setup();
    const state = {
      ...communicationsScreenState({ rows: [...demoCommunications(), standardDraft()] }),
      ...votingsFakeState(),
      ...batchVotingsFakeState(),
    };
    const batch = (state['batch-votings'] as BatchVotingsFakeState).batches[0]!;
    const [fundA, fundB] = batch.batch!.children.map((child) => child.votingId);
    let n = 0;
    const holder = (votingId: string, name: string, taxId: string, participation: VoterParticipation) =>
      (state['votings'] as VotingsFakeState).voters.push({
        ...demoVoter(21, ++n, '2026-03-01T12:00:00.000Z'),
        votingId,
        name,
        taxId,
        email: `${name.split(' ')[0]!.toLowerCase()}@exemplo.com.br`,
        participation,
      });
    holder(fundA!, 'Bia Pendente', '52998224725', 'pending');
    holder(fundA!, 'Ana Votou', '11144477735', 'completed');
    // Bia holds both funds: one message; Ana has yet to vote in this one; Caio voted in his only fund.
    holder(fundB!, 'Bia Pendente', '52998224725', 'pending');
    holder(fundB!, 'Ana Votou', '11144477735', 'pending');
    holder(fundB!, 'Caio Votou', '39053344705', 'completed');
    const { api } = await renderSignedIn(`/communication/${communicationId(6)}`, 'OPERATOR', { state });

    await user.click(await screen.findByRole('radio', { name: 'Uma votação em lote' }));
    const batchSelect = await screen.findByRole('combobox', { name: 'Votação em lote' });
    await waitFor(() => expect(batchSelect).toBeEnabled());
    expect(screen.getByText('Quem é cotista de vários fundos recebe uma só mensagem.')).toBeVisible();
    await user.selectOptions(batchSelect, batch.id);
    expect(
      screen.getByText('12 fundos neste lote. Quem é cotista de vários fundos recebe uma só mensagem.'),
    ).toBeVisible();
    await user.click(screen.getByRole('radio', { name: 'Só quem ainda não votou em algum fundo' }));
    await user.click(screen.getByRole('button', { name: 'Usar estes votantes' }));
    expect(await screen.findByText(`2 destinatários lidos de ${batch.title}.`)).toBeVisible();
    expect(api.calls.find((call) => call.path.endsWith('/recipients/from-batch'))?.body).toEqual({
      batchId: batch.id,
      voters: 'pending',
    });
    await waitFor(async () => {
      const rows = within(await recipientsTable())
        .getAllByRole('row')
        .slice(1);
      expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
        'Ana Votou',
        'Bia Pendente',
      ]);
    });
  });

  it('says why a batch voting’s holders cannot be taken', async () => {
    const user = userEvent.setup();
    const state = {
      ...communicationsScreenState({ rows: [...demoCommunications(), standardDraft()] }),
      ...batchVotingsFakeState(),
    };
    await renderSignedIn(`/communication/${communicationId(6)}`, 'OPERATOR', { state });
    await user.click(await screen.findByRole('radio', { name: 'Uma votação em lote' }));
    const batchSelect = await screen.findByRole('combobox', { name: 'Votação em lote' });
    await waitFor(() => expect(batchSelect).toBeEnabled());
    const batches = state['batch-votings'] as BatchVotingsFakeState;
    const [gone] = batches.batches;
    await user.selectOptions(batchSelect, gone!.id);
    // Deleted meanwhile.
    batches.batches = batches.batches.filter((row) => row !== gone);
    await user.click(screen.getByRole('button', { name: 'Usar estes votantes' }));
    expect(await screen.findByText('A votação em lote não está mais neste workspace.')).toBeVisible();
  });

  it('schedules a draft, takes it back to draft, and cancels it after asking', async () => {
    const user = userEvent.setup();
    const { api } = await renderSignedIn(`/communication/${communicationId(3)}`, 'OPERATOR', {
      state: communicationsScreenState(),
    });
    const title = async () => (await screen.findByRole('heading', { level: 1 })).parentElement!;
    const schedule = async (when: Date) => {
      await user.click(await screen.findByRole('button', { name: 'Agendar' }));
      const dialog = await screen.findByRole('dialog', { name: 'Agendar o envio' });
      const field = within(dialog).getByLabelText(/Data e hora do envio/);
      await user.clear(field);
      await user.type(field, isoToLocal(when.toISOString()));
      await user.click(within(dialog).getByRole('button', { name: 'Agendar' }));
      return dialog;
    };
    // Too soon: said in the dialog, nothing asked of the server.
    const dialog = await schedule(new Date(Date.now() + 60_000));
    expect(
      await within(dialog).findByText('Escolha uma data e hora ao menos 5 minutos à frente.'),
    ).toBeVisible();
    expect(api.calls.some((call) => call.path.endsWith('/schedule'))).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));

    const tomorrow = new Date(Date.now() + 24 * 60 * 60_000);
    await schedule(tomorrow);
    expect(await within(await title()).findByText('Agendada')).toBeVisible();
    expect(screen.getByText('Agendada para')).toBeVisible();
    expect(screen.queryByText('Planilha de destinatários')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Voltar para rascunho' }));
    expect(await within(await title()).findByText('Rascunho')).toBeVisible();

    await schedule(tomorrow);
    await user.click(await screen.findByRole('button', { name: 'Cancelar envio' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Cancelar o envio agendado?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancelar envio' }));
    expect(await within(await title()).findByText('Cancelada')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Enviar agora' })).toBeNull();
  });

  it('is followed, not run, by an observer', async () => {
    await renderSignedIn(`/communication/${communicationId(3)}`, 'OBSERVER', {
      state: communicationsScreenState(),
    });
    await recipientsTable();
    expect(screen.queryByRole('button', { name: 'Enviar agora' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Excluir rascunho' })).toBeNull();
    expect(screen.queryByText('Planilha de destinatários')).toBeNull();
  });

  it('deletes a draft after asking, and goes back to the list', async () => {
    const user = userEvent.setup();
    await renderSignedIn(`/communication/${communicationId(3)}`, 'OPERATOR', {
      state: communicationsScreenState(),
    });
    await user.click(await screen.findByRole('button', { name: 'Excluir rascunho' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Excluir o rascunho?' });
    await user.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    await waitFor(() => expect(window.location.pathname).toBe('/communication/list'));
    expect(await screen.findByText('Rascunho excluído.')).toBeVisible();
  });

  it('shows a WhatsApp send’s delivered and read counts, filters the read ones and opens a timeline by keyboard', async () => {
    const user = userEvent.setup();
    const get = vi.spyOn(api, 'GET');
    await renderSignedIn(`/communication/${communicationId(8)}`, 'OPERATOR', {
      state: whatsappScreenState({ advancePerRead: 0 }),
    });
    const summary = await screen.findByRole('region', { name: 'Entregas' });
    expect(within(summary).getByText('Entregues')).toBeVisible();
    expect(within(summary).getByText('Lidas')).toBeVisible();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Entrega' }), 'Lidas');
    await waitFor(() =>
      expect(get).toHaveBeenCalledWith(
        '/communications/{communicationId}/recipients',
        expect.objectContaining({
          params: expect.objectContaining({ query: expect.objectContaining({ delivery: 'read' }) }),
        }),
      ),
    );
    const table = await recipientsTable();
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1));
    const first = within(table).getAllByRole('row')[1]!;
    expect(within(first).getByText('WhatsApp')).toBeVisible();
    expect(within(first).getByText('Lida')).toBeVisible();

    const open = within(first).getByRole('button', { name: /^Histórico da entrega a / });
    open.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: /^Histórico da entrega a / });
    const events = within(dialog).getAllByRole('listitem');
    expect(events.map((event) => within(event).getByText(/Enviada|Entregue|Lida/).textContent)).toEqual([
      'Enviada',
      'Entregue',
      'Lida',
    ]);
    // Date and time in pt-BR.
    expect(within(events[0]!).getByText(/^\d{2}\/\d{2}\/\d{4},? \d{2}:\d{2}$/)).toBeVisible();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    get.mockRestore();
  });

  it('previews a WhatsApp draft as the bubble, with its template and the fallback e-mail', async () => {
    await renderSignedIn(`/communication/${communicationId(9)}`, 'OPERATOR', {
      state: whatsappScreenState(),
    });
    const bubble = await screen.findByRole('group', { name: 'Mensagem de WhatsApp' });
    expect(within(bubble).getByText(/^Olá, .+! A Demo Administradora de Fundos informa/)).toBeVisible();
    expect(screen.getByText(/^\d+ de 1\.024 caracteres$/)).toBeVisible();
    expect(screen.getByText('aviso_de_pagamento_por_whatsapp')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'E-mail, se o WhatsApp falhar' })).toBeVisible();
    expect(await previewFrame()).toBeVisible();
  });

  it('says before a WhatsApp send that the number’s daily limit holds the messages back, and until when', async () => {
    // 250 people reached by WhatsApp an hour ago: the number's first tier (250 a day) has no room left now.
    const recipients = [...demoCommunicationRecipients(), ...demoWhatsappCommunications().recipients];
    const reached = recipients.find((recipient) => recipient.delivery?.channel === 'whatsapp')!;
    const anHourAgo = new Date(Date.now() - 3_600_000).toISOString();
    const state = whatsappScreenState({
      recipients: [
        ...recipients,
        ...Array.from({ length: 250 }, (_, n) => ({
          ...reached,
          id: `d0000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
          line: 1_000 + n,
          delivery: { ...reached.delivery!, sentAt: anHourAgo },
        })),
      ],
    });
    const user = userEvent.setup();
    await renderSignedIn(`/communication/${communicationId(9)}`, 'OPERATOR', { state });
    await user.click(await screen.findByRole('button', { name: 'Enviar agora' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(/pelo canal escolhido/)).toBeVisible();
    expect(within(dialog).getByText(/limite diário do número de WhatsApp está esgotado/)).toBeVisible();
    expect(within(dialog).getByText(/seguem quando a janela de 24 horas liberar, entre/)).toBeVisible();
  });

  it('says, before a marketing send and after it, how many recipients opted out and are left out', async () => {
    // The WhatsApp draft (9) as marketing, two of its recipients opted out.
    const whatsapp = demoWhatsappCommunications();
    const draftId = communicationId(9);
    let optedOut = 0;
    const state = whatsappScreenState({
      rows: [...demoCommunications(), ...whatsapp.rows].map((row) =>
        row.id === draftId ? { ...row, purpose: 'marketing' as const } : row,
      ),
      recipients: [...demoCommunicationRecipients(), ...whatsapp.recipients].map((recipient) =>
        recipient.communicationId === draftId && optedOut++ < 2
          ? { ...recipient, marketingOptOut: true }
          : recipient,
      ),
    });
    const user = userEvent.setup();
    await renderSignedIn(`/communication/${communicationId(9)}`, 'OPERATOR', { state });
    const note = 'destinatários pediram para não receber comunicações de marketing e ficam de fora.';
    expect(await screen.findByText(`2 ${note}`)).toBeVisible();
    await user.click(await screen.findByRole('button', { name: 'Enviar agora' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(`2 ${note}`)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    expect(
      await screen.findByText(
        '2 destinatários ficaram de fora por terem pedido para não receber comunicações de marketing.',
      ),
    ).toBeVisible();
  });

  it('says when the communication is not there', async () => {
    await renderSignedIn(`/communication/${communicationRecipientId(3, 2)}`, 'OPERATOR', {
      state: communicationsScreenState(),
    });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Comunicação não encontrada' }),
    ).toBeVisible();
  });
});
