import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { VotingInput } from '@backoffice/api-client';
import type { RecordedCall } from '@admin/testing/fake-api';
import { templateId } from '@admin/testing/fake-templates';
import { votingId, type FakeVotingRow } from '@admin/testing/votings/rows';
import { votingsFakeState, type VotingsFakeState } from '@admin/testing/votings/state';
import { renderSignedIn } from '@admin/testing/signed-in';
import { resetVotingDraft } from '../../stores/voting-draft';
import { resetVotings } from '../../stores/votings';

beforeEach(() => {
  // A desktop window (the setup's matches only the shell's breakpoint): the stepper lists its steps.
  const narrow = window.matchMedia;
  window.matchMedia = ((query: string) => ({
    ...narrow(query),
    matches: /min-width/.test(query),
  })) as typeof window.matchMedia;
});
afterEach(() => {
  resetVotingDraft();
  resetVotings();
});

// The first render of a file compiles the lazily loaded screen on the spot (seconds on a busy 2-core machine).
/** A step's heading, once the step is on screen (a step's code loads when it is opened: its placeholder gone). */
async function stepHeading(name: string) {
  const heading = await screen.findByRole('heading', { level: 2, name }, { timeout: 30_000 });
  await waitFor(() => expect(screen.queryByText('Carregando a etapa…')).toBeNull(), { timeout: 30_000 });
  return heading;
}
const fakeState = (api: { options: { state?: Record<string, unknown> } }) =>
  api.options.state!.votings as VotingsFakeState;

/** The votings fake with draft 8 changed before the screen reads it. */
function withDraft8(change: (draft: FakeVotingRow, fake: VotingsFakeState) => void) {
  const state = votingsFakeState();
  const fake = state.votings!;
  change(
    fake.votings.find((v) => v.id === votingId(8))!,
    fake,
  );
  return state;
}
const writes = (calls: RecordedCall[], method: string, path: string) =>
  calls.filter((call) => call.method === method && call.path === path);

/** "Publicar agora", then its confirmation's own "Publicar agora". */
async function publishNow(user: UserEvent) {
  await user.click(screen.getByRole('button', { name: 'Publicar agora' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Publicar e enviar os convites?' });
  await user.click(within(dialog).getByRole('button', { name: 'Publicar agora' }));
}

/**
 * Fills a datetime-local field as the browser does once a date and time are picked: its value becomes
 * 'yyyy-mm-ddThh:mm' (user.type cannot type into a date field in jsdom).
 */
async function typeDateTime(user: UserEvent, label: string, value: string) {
  const input = screen.getByLabelText(label, { exact: false });
  expect(input).toHaveAttribute('type', 'datetime-local');
  await user.click(input);
  fireEvent.change(input, { target: { value } });
  expect(input).toHaveValue(value);
}

async function fillDetails(user: UserEvent) {
  await user.type(screen.getByRole('textbox', { name: /Título/ }), 'AGE — Fundo Alfa 2030');
  await typeDateTime(user, 'Prazo para votar', '2030-01-15T18:00');
}

describe('new voting: details', () => {
  it('refuses to go on without a title and a future deadline, says why and focuses the first field', async () => {
    const { api } = await renderSignedIn('/votings/new', 'OPERATOR');
    const user = userEvent.setup();
    expect(await stepHeading('Detalhes')).toBeVisible();
    await user.click(screen.getByRole('button', { name: /Continuar/ }));
    expect(await screen.findByText('Informe o título da votação')).toBeVisible();
    expect(screen.getByText('Informe o prazo para votar')).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('Corrija os campos indicados.');
    expect(screen.getByRole('textbox', { name: /Título/ })).toHaveFocus();
    // A deadline in the past, and an opening after it.
    await user.type(screen.getByRole('textbox', { name: /Título/ }), 'AGE — Fundo Alfa');
    await typeDateTime(user, 'Prazo para votar', '2020-01-01T09:00');
    await user.click(screen.getByRole('radio', { name: 'Em data e hora marcadas' }));
    await user.click(screen.getByRole('button', { name: /Continuar/ }));
    expect(await screen.findByText('O prazo deve estar no futuro')).toBeVisible();
    expect(screen.getByText('Informe a data e a hora de abertura')).toBeVisible();
    await typeDateTime(user, 'Abre em', '2030-02-01T10:00');
    await typeDateTime(user, 'Prazo para votar', '2030-01-01T10:00');
    await user.click(screen.getByRole('button', { name: /Continuar/ }));
    expect(await screen.findByText('O prazo deve ser depois da abertura')).toBeVisible();
    expect(writes(api.calls, 'POST', '/votings')).toHaveLength(0);
    expect(screen.getByRole('textbox', { name: /Título/ })).toHaveValue('AGE — Fundo Alfa');
  }, 120_000); // the file's first render compiles the lazy screen: ~30 s on a loaded 2-core machine

  it('creates the draft on leaving, puts its id in the URL, and keeps everything going back and forth', async () => {
    const { api } = await renderSignedIn('/votings/new', 'OPERATOR', { state: votingsFakeState() });
    const user = userEvent.setup();
    await stepHeading('Detalhes');
    await fillDetails(user);
    await user.type(screen.getByRole('textbox', { name: /Descrição/ }), 'Consulta aos cotistas.');
    await user.click(screen.getByRole('radio', { name: 'Pelas cotas do votante' }));
    await user.click(screen.getByRole('switch', { name: /anexar um documento/ }));
    await user.keyboard('{Enter}');
    expect(await stepHeading('Itens')).toHaveFocus();

    const [create] = writes(api.calls, 'POST', '/votings');
    const body = create!.body as VotingInput;
    expect(body).toMatchObject({
      title: 'AGE — Fundo Alfa 2030',
      description: 'Consulta aos cotistas.',
      kind: 'standard',
      weighting: 'by_weight',
      requiresSupportDocument: true,
      opensAt: null,
      items: [],
      ballotTemplateId: null,
    });
    expect(new Date(body.deadline).getTime()).toBe(new Date(2030, 0, 15, 18, 0).getTime());
    const id = fakeState(api).votings.at(-1)!.id;
    expect(window.location.search).toBe(`?id=${id}`);
    expect(screen.getByText('Rascunho salvo: você pode sair e continuar depois.')).toBeVisible();

    // Typed in Itens, then back to Detalhes and forth again: nothing lost.
    await user.type(screen.getByRole('textbox', { name: 'Item 1' }), 'Aprovar as contas');
    await user.click(screen.getByRole('button', { name: /Voltar/ }));
    expect(await stepHeading('Detalhes')).toBeVisible();
    expect(screen.getByRole('textbox', { name: /Título/ })).toHaveValue('AGE — Fundo Alfa 2030');
    expect(screen.getByRole('radio', { name: 'Pelas cotas do votante' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: /Continuar/ }));
    expect(await stepHeading('Itens')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Item 1' })).toHaveValue('Aprovar as contas');
    // The second time it updates the same draft.
    expect(writes(api.calls, 'POST', '/votings')).toHaveLength(1);
    expect(writes(api.calls, 'PUT', `/votings/${id}`)).toHaveLength(1);
  });

  it('keeps every value when the save fails, and says so', async () => {
    const { api } = await renderSignedIn('/votings/new', 'OPERATOR', {
      state: votingsFakeState({ failSave: true }),
    });
    const user = userEvent.setup();
    await stepHeading('Detalhes');
    await fillDetails(user);
    await user.click(screen.getByRole('button', { name: /Continuar/ }));
    expect(await screen.findByText(/Não foi possível salvar/)).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Detalhes' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: /Título/ })).toHaveValue('AGE — Fundo Alfa 2030');
    fakeState(api).failSave = false;
    await user.click(screen.getByRole('button', { name: /Continuar/ }));
    expect(await stepHeading('Itens')).toBeVisible();
  });

  it('gives OBSERVER a no-permission page and never creates anything', async () => {
    const { api } = await renderSignedIn('/votings/new', 'OBSERVER');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Você não pode criar votações' }),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: /Continuar/ })).toBeNull();
    expect(api.calls.filter((call) => call.path.startsWith('/votings'))).toEqual([]);
  });
});

describe('new voting: resuming a draft', () => {
  it('reads the draft of the URL and opens its first incomplete step', async () => {
    await renderSignedIn(`/votings/new?id=${votingId(4)}`, 'OPERATOR');
    expect(await stepHeading('Itens')).toBeVisible();
    // The steps before are done and can be opened from the stepper.
    const steps = screen.getByRole('list', { name: 'Etapas da criação da votação' });
    expect(within(steps).getByRole('button', { name: /Detalhes/ })).toBeVisible();
    expect(within(steps).queryByRole('button', { name: /Documentos/ })).toBeNull();
  });

  it('skips to the voters of a draft that has items and a template', async () => {
    await renderSignedIn(`/votings/new?id=${votingId(8)}`, 'OPERATOR');
    expect(await stepHeading('Votantes')).toBeVisible();
    expect(screen.getByText('Votantes cadastrados: 0')).toBeVisible();
  });

  it('sends a published voting to its detail and says when a draft does not exist', async () => {
    await renderSignedIn(`/votings/new?id=${votingId(1)}`, 'OPERATOR');
    await waitFor(() => expect(window.location.pathname).toBe(`/votings/${votingId(1)}`));
  });

  it('says when the draft does not exist', async () => {
    await renderSignedIn(`/votings/new?id=${votingId(999)}`, 'OPERATOR');
    expect(await screen.findByRole('heading', { level: 2, name: 'Rascunho não encontrado' })).toBeVisible();
  });
});

describe('new voting: items', () => {
  it('adds, edits, reorders and removes items with the keyboard and saves them in order', async () => {
    const { api } = await renderSignedIn(`/votings/new?id=${votingId(4)}`, 'OPERATOR');
    const user = userEvent.setup();
    await stepHeading('Itens');
    expect(screen.getByRole('list', { name: 'Opções de resposta' })).toHaveTextContent(
      'AprovarReprovarAbster-seConflito de interesse',
    );
    await user.type(screen.getByRole('textbox', { name: 'Item 1' }), 'Eleger o representante');
    await user.click(screen.getByRole('button', { name: 'Adicionar item' }));
    expect(screen.getByRole('textbox', { name: 'Item 2' })).toHaveFocus();
    await user.keyboard('Aprovar as contas de 2025');
    await user.click(screen.getByRole('button', { name: 'Adicionar item' }));
    await user.keyboard('Item a remover');

    // Item 2 up: it becomes item 1 and keeps the keyboard on its button (now at the top, so "down").
    screen.getByRole('button', { name: 'Mover o item 2 para cima' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('textbox', { name: 'Item 1' })).toHaveValue('Aprovar as contas de 2025');
    expect(screen.getByRole('button', { name: 'Mover o item 1 para baixo' })).toHaveFocus();

    screen.getByRole('button', { name: 'Remover o item 3' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('textbox', { name: 'Item 3' })).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Item 2' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: /Continuar/ }));
    expect(await stepHeading('Documentos')).toBeVisible();
    const put = writes(api.calls, 'PUT', `/votings/${votingId(4)}`).at(-1)!.body as VotingInput;
    expect(put.items.map((item) => item.title)).toEqual([
      'Aprovar as contas de 2025',
      'Eleger o representante',
    ]);
  });

  it('needs at least one item, each with its question', async () => {
    const { api } = await renderSignedIn(`/votings/new?id=${votingId(4)}`, 'OPERATOR');
    const user = userEvent.setup();
    await stepHeading('Itens');
    await user.click(screen.getByRole('button', { name: /Continuar/ }));
    expect(await screen.findByText('Escreva a pergunta do item')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Item 1' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Remover o item 1' }));
    expect(screen.getByRole('button', { name: 'Adicionar item' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: /Continuar/ }));
    expect(await screen.findAllByText('Adicione pelo menos um item')).not.toHaveLength(0);
    expect(writes(api.calls, 'PUT', `/votings/${votingId(4)}`)).toHaveLength(0);
  });
});

describe('new voting: documents', () => {
  it('uploads documents with progress, shows the server refusal in pt-BR and removes a document', async () => {
    const { api } = await renderSignedIn(`/votings/new?id=${votingId(8)}`, 'OPERATOR', {
      state: votingsFakeState(),
    });
    const user = userEvent.setup();
    await stepHeading('Votantes');
    await user.click(screen.getByRole('button', { name: /Voltar/ }));
    await stepHeading('Documentos');
    expect(screen.getByText('Nenhum documento anexado.')).toBeVisible();

    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    const pdf = new File(['%PDF-1.4 edital de convocação'], 'edital.pdf', { type: 'application/pdf' });
    await user.upload(input, pdf);
    const list = await screen.findByRole('heading', { name: 'Documentos anexados (1)' });
    expect(list.parentElement).toHaveTextContent('edital.pdf');
    expect(list.parentElement).toHaveTextContent('PDF · 31 bytes');
    const upload = writes(api.calls, 'POST', `/votings/${votingId(8)}/documents`)[0]!;
    expect(upload.body).toBe('%PDF-1.4 edital de convocação');

    // The server refuses the next one (415): said in pt-BR, with a retry.
    fakeState(api).rejectUpload = 415;
    await user.upload(input, new File(['not really'], 'foto.png', { type: 'image/png' }));
    expect(
      await screen.findByText('O servidor recusou o arquivo: o conteúdo não é PDF, PNG nem JPEG.'),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Enviar foto.png de novo' }));
    expect(await screen.findByRole('heading', { name: 'Documentos anexados (2)' })).toBeVisible();

    // A type the zone refuses is never sent.
    const before = api.calls.length;
    await userEvent
      .setup({ applyAccept: false })
      .upload(input, new File(['x'], 'planilha.xlsx', { type: 'application/vnd.ms-excel' }));
    // The name is isolated (bidi marks) inside the kit's message.
    expect(await screen.findByText(/planilha\.xlsx.* não é PDF, PNG nem JPEG\./)).toBeVisible();
    expect(api.calls.length).toBe(before);

    await user.click(screen.getByRole('button', { name: 'Remover edital.pdf' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remover documento?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remover' }));
    expect(await screen.findByRole('heading', { name: 'Documentos anexados (1)' })).toBeVisible();
    expect(
      fakeState(api)
        .votings.find((v) => v.id === votingId(8))!
        .documents.map((d) => d.name),
    ).toEqual(['foto.png']);
  });
});

describe('new voting: the stepper and errors once fixed', () => {
  const stepStatus = (name: string) =>
    within(screen.getByRole('list', { name: 'Etapas da criação da votação', hidden: true }))
      .getByText(name)
      .closest('li')
      ?.getAttribute('data-status');

  async function addVoterByHand(user: UserEvent, taxId: string) {
    await user.click(screen.getByRole('button', { name: 'Adicionar votante' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adicionar votante' });
    await user.type(within(dialog).getByRole('textbox', { name: /Nome/ }), 'Maria da Silva');
    await user.type(within(dialog).getByRole('textbox', { name: /CPF ou CNPJ/ }), taxId);
    await user.type(within(dialog).getByRole('textbox', { name: /E-mail/ }), 'maria@exemplo.com.br{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  }

  it('ticks a step only when it is done, not for having been opened', async () => {
    await renderSignedIn(`/votings/new?id=${votingId(8)}`, 'OPERATOR');
    const user = userEvent.setup();
    await stepHeading('Votantes');
    // Opened with 0 voters, then back: not ticked (and not pressable), the documents before it are.
    await user.click(screen.getByRole('button', { name: /Voltar/ }));
    await stepHeading('Documentos');
    expect(stepStatus('Votantes')).toBe('upcoming');
    expect(stepStatus('Convite')).toBe('complete'); // the draft already has its ballot template
    expect(stepStatus('Detalhes')).toBe('complete');
    expect(stepStatus('Revisão')).toBe('upcoming');
    await user.click(screen.getByRole('button', { name: /Continuar/ }));
    await stepHeading('Votantes');
    await addVoterByHand(user, '52998224725');
    expect(await screen.findByText('Votantes cadastrados: 1')).toBeVisible();
    await user.click(screen.getByRole('button', { name: /Voltar/ }));
    await stepHeading('Documentos');
    expect(stepStatus('Votantes')).toBe('complete');
  });

  it('takes a message down once its problem is fixed: a voter added, a refused file replaced', async () => {
    const { api } = await renderSignedIn(`/votings/new?id=${votingId(8)}`, 'OPERATOR');
    const user = userEvent.setup();
    await stepHeading('Votantes');
    await user.click(screen.getByRole('button', { name: /Continuar/ }));
    const message = 'Cadastre pelo menos um votante para continuar.';
    expect(await screen.findByText(message)).toBeVisible();
    await addVoterByHand(user, '52998224725');
    expect(await screen.findByText('Votantes cadastrados: 1')).toBeVisible();
    await waitFor(() => expect(screen.queryByText(message)).toBeNull());

    await user.click(screen.getByRole('button', { name: /Voltar/ }));
    await stepHeading('Documentos');
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    fakeState(api).rejectUpload = 415;
    await user.upload(input, new File(['not a pdf'], 'edital.pdf', { type: 'application/pdf' }));
    const refusal = 'O servidor recusou o arquivo: o conteúdo não é PDF, PNG nem JPEG.';
    expect(await screen.findByText(refusal)).toBeVisible();
    await user.upload(
      input,
      new File(['%PDF-1.4 edital'], 'edital-corrigido.pdf', { type: 'application/pdf' }),
    );
    expect(await screen.findByRole('heading', { name: 'Documentos anexados (1)' })).toBeVisible();
    expect(screen.queryByText(refusal)).toBeNull();
  });

  it("takes down the review's reason not to publish once it is fixed", async () => {
    await renderSignedIn(`/votings/new?id=${votingId(8)}`, 'OPERATOR', {
      state: withDraft8((draft) => {
        draft.counts.voters = 1;
        draft.deadline = '2026-01-30T21:00:00.000Z'; // already past
      }),
    });
    const user = userEvent.setup();
    await stepHeading('Revisão');
    // Behind the current step and missing something: marked, not ticked.
    expect(stepStatus('Detalhes')).toBe('error');
    await publishNow(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('O prazo já passou: escolha um prazo futuro.');
    await user.click(screen.getByRole('button', { name: 'Corrigir em Detalhes' }));
    await stepHeading('Detalhes');
    await typeDateTime(user, 'Prazo para votar', '2030-01-15T18:00');
    await user.click(screen.getByRole('button', { name: /Continuar/ }));
    await stepHeading('Itens');
    expect(stepStatus('Detalhes')).toBe('complete');
    await user.click(screen.getByRole('button', { name: /Revisão/ }));
    await stepHeading('Revisão');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('new voting: publishing e-mails every voter', () => {
  it('asks first, saying how many e-mails go out (plural forms); cancel publishes nothing', async () => {
    const { api } = await renderSignedIn(`/votings/new?id=${votingId(8)}`, 'OPERATOR', {
      state: withDraft8((draft) => {
        draft.counts.voters = 1;
      }),
    });
    const user = userEvent.setup();
    await stepHeading('Revisão');
    const publish = screen.getByRole('button', { name: 'Publicar agora' });
    publish.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('alertdialog', { name: 'Publicar e enviar os convites?' });
    expect(dialog).toHaveTextContent(
      'A votação abre agora e 1 e-mail de convite sai neste momento, para o votante cadastrado.',
    );
    expect(dialog).toHaveTextContent('Um e-mail enviado não pode ser desfeito.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    // React Aria gives the focus back in a frame after the dialog goes (it failed once on a loaded CI machine).
    await waitFor(() => expect(publish).toHaveFocus());
    expect(writes(api.calls, 'POST', `/votings/${votingId(8)}/publish`)).toHaveLength(0);
  });

  it("counts the e-mails as the invitations go: active voters, in the locale's digits; confirm publishes", async () => {
    const { api } = await renderSignedIn(`/votings/new?id=${votingId(8)}`, 'OPERATOR', {
      // 1,242 voters, two of them voided: 1,240 invitations.
      state: withDraft8((draft) => Object.assign(draft.counts, { voters: 1242, voided: 2 })),
    });
    const user = userEvent.setup();
    await stepHeading('Revisão');
    await user.click(screen.getByRole('button', { name: 'Publicar agora' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Publicar e enviar os convites?' });
    expect(dialog).toHaveTextContent(
      'A votação abre agora e 1.240 e-mails de convite saem neste momento, um para cada votante.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Publicar agora' }));
    await waitFor(() => expect(window.location.pathname).toBe(`/votings/${votingId(8)}`));
    expect(writes(api.calls, 'POST', `/votings/${votingId(8)}/publish`)).toHaveLength(1);
  });

  it('sends a test invitation to the operator only, before publishing', async () => {
    const { api } = await renderSignedIn(`/votings/new?id=${votingId(8)}`, 'OPERATOR', {
      state: withDraft8((draft) => {
        draft.counts.voters = 3;
      }),
    });
    const user = userEvent.setup();
    await stepHeading('Revisão');
    const invitation = screen.getByRole('region', { name: 'Convite' });
    await user.click(within(invitation).getByRole('button', { name: 'Enviar convite de teste para mim' }));
    expect(await within(invitation).findByRole('status')).toHaveTextContent(
      'Convite de teste a caminho de \u2068operator@demo.local\u2069. Confira sua caixa de entrada em instantes.',
    );
    expect(fakeState(api).testInvitations).toEqual([{ votingId: votingId(8), to: 'operator@demo.local' }]);
    // Nothing else: still a draft with its 3 voters, nothing published.
    expect(writes(api.calls, 'POST', `/votings/${votingId(8)}/publish`)).toHaveLength(0);
    expect(screen.getByRole('region', { name: 'Votantes' })).toHaveTextContent('Votantes cadastrados: 3');
    expect(fakeState(api).votings.find((v) => v.id === votingId(8))!.status).toBe('draft');
  });

  it('says why a test invitation was refused', async () => {
    const { api } = await renderSignedIn(`/votings/new?id=${votingId(8)}`, 'OPERATOR', {
      state: withDraft8((draft) => {
        draft.counts.voters = 3;
      }),
    });
    const user = userEvent.setup();
    await stepHeading('Revisão');
    // The template was taken off meanwhile (another tab): the server refuses with 422.
    fakeState(api).votings.find((v) => v.id === votingId(8))!.ballotTemplate = null;
    const invitation = screen.getByRole('region', { name: 'Convite' });
    await user.click(within(invitation).getByRole('button', { name: 'Enviar convite de teste para mim' }));
    expect(await within(invitation).findByRole('status')).toHaveTextContent(
      'Escolha um modelo de cédula antes de enviar o teste.',
    );
    expect(fakeState(api).testInvitations).toBeUndefined();
  });
});

describe('new voting: voters, invitation and review', () => {
  it('does not leave the voters step without a voter; a voter added by hand counts', async () => {
    await renderSignedIn(`/votings/new?id=${votingId(8)}`, 'OPERATOR');
    const user = userEvent.setup();
    await stepHeading('Votantes');
    await user.click(screen.getByRole('button', { name: /Continuar/ }));
    expect(await screen.findByText('Cadastre pelo menos um votante para continuar.')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Adicionar votante' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adicionar votante' });
    await user.type(within(dialog).getByRole('textbox', { name: /Nome/ }), 'Maria da Silva');
    await user.type(within(dialog).getByRole('textbox', { name: /CPF ou CNPJ/ }), '52998224726');
    await user.type(within(dialog).getByRole('textbox', { name: /E-mail/ }), 'maria@exemplo.com.br');
    await user.type(within(dialog).getByRole('textbox', { name: /Peso/ }), '1.250,5');
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar' }));
    expect(await within(dialog).findByText('CPF ou CNPJ inválido: confira os dígitos')).toBeVisible();
    const taxId = within(dialog).getByRole('textbox', { name: /CPF ou CNPJ/ });
    await user.clear(taxId);
    await user.type(taxId, '52998224725');
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('Votantes cadastrados: 1')).toBeVisible();

    await user.click(screen.getByRole('button', { name: /Continuar/ }));
    expect(await stepHeading('Convite')).toBeVisible();
  });

  it('reads a weight as Brazilians write it, as the detail screen does: "1.250" is 1250, "1.250.000" is 1250000', async () => {
    const { api } = await renderSignedIn(`/votings/new?id=${votingId(8)}`, 'OPERATOR');
    const user = userEvent.setup();
    await stepHeading('Votantes');
    const add = async (name: string, taxId: string, email: string, weight: string) => {
      await user.click(screen.getByRole('button', { name: 'Adicionar votante' }));
      const dialog = await screen.findByRole('dialog', { name: 'Adicionar votante' });
      await user.type(within(dialog).getByRole('textbox', { name: /Nome/ }), name);
      await user.type(within(dialog).getByRole('textbox', { name: /CPF ou CNPJ/ }), taxId);
      await user.type(within(dialog).getByRole('textbox', { name: /E-mail/ }), email);
      await user.type(within(dialog).getByRole('textbox', { name: /Peso/ }), weight);
      await user.click(within(dialog).getByRole('button', { name: 'Adicionar' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    };
    await add('Maria da Silva', '52998224725', 'maria@exemplo.com.br', '1.250');
    await add('João Pereira', '39053344705', 'joao@exemplo.com.br', '1.250.000');
    const weights = writes(api.calls, 'POST', `/votings/${votingId(8)}/voters`).map(
      (call) => (call.body as { weight: string }).weight,
    );
    expect(weights).toEqual(['1250', '1250000']);
  });

  it('keeps the "Adicionar votante" dialog open on a refused entry, says each field, and never moves the flow', async () => {
    // A draft that already has voters: a submit that reached the step's form would go on to "Convite".
    const { api } = await renderSignedIn(`/votings/new?id=${votingId(8)}`, 'OPERATOR', {
      state: withDraft8((draft) => {
        draft.counts.voters = 2;
        draft.ballotTemplate = null;
      }),
    });
    const user = userEvent.setup();
    await stepHeading('Convite');
    await user.click(screen.getByRole('button', { name: /Voltar/ }));
    await stepHeading('Votantes');
    await user.click(screen.getByRole('button', { name: 'Adicionar votante' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adicionar votante' });

    // Empty, by the button: every required field says so, the dialog stays, the focus goes to the first field.
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar' }));
    expect(await within(dialog).findByText('Informe o nome do votante')).toBeVisible();
    expect(within(dialog).getByText('Informe o CPF ou CNPJ')).toBeVisible();
    expect(within(dialog).getByText('O e-mail é obrigatório')).toBeVisible();
    expect(within(dialog).getByRole('textbox', { name: /Nome/ })).toHaveFocus();
    // (The page behind the modal is hidden from the accessibility tree while it is open.)
    const stepTitle = () => document.getElementById('voting-step-title')?.textContent;
    expect(stepTitle()).toBe('Votantes');

    // A CPF with wrong digits, by Enter in a field: said on the field, which gets the focus.
    await user.type(within(dialog).getByRole('textbox', { name: /Nome/ }), 'João Pereira');
    await user.type(within(dialog).getByRole('textbox', { name: /E-mail/ }), 'joao@exemplo.com.br');
    await user.type(within(dialog).getByRole('textbox', { name: /CPF ou CNPJ/ }), '111.111.111-11{Enter}');
    expect(await within(dialog).findByText('CPF ou CNPJ inválido: confira os dígitos')).toBeVisible();
    expect(within(dialog).getByRole('textbox', { name: /CPF ou CNPJ/ })).toHaveFocus();
    expect(screen.getByRole('dialog', { name: 'Adicionar votante' })).toBeVisible();
    expect(stepTitle()).toBe('Votantes');
    expect(writes(api.calls, 'POST', `/votings/${votingId(8)}/voters`)).toHaveLength(0);

    let taxId = within(dialog).getByRole('textbox', { name: /CPF ou CNPJ/ });
    await user.clear(taxId);
    await user.type(taxId, '529.982.247-25{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Back on the voters step, the count read again, the focus on the button that opened the dialog.
    expect(screen.getByRole('heading', { level: 2, name: 'Votantes' })).toBeVisible();
    expect(await screen.findByText('Votantes cadastrados: 3')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Adicionar votante' })).toHaveFocus();
    // The list shows who was added, as the server has them (CPF punctuated).
    const list = await screen.findByRole('table', { name: 'Votantes desta votação' });
    expect(await within(list).findByRole('row', { name: /João Pereira/ })).toHaveTextContent(
      '529.982.247-25',
    );

    // The server's refusal lands on its field too (the same CPF again).
    await user.keyboard('{Enter}');
    const again = await screen.findByRole('dialog', { name: 'Adicionar votante' });
    await user.type(within(again).getByRole('textbox', { name: /Nome/ }), 'Maria da Silva');
    await user.type(within(again).getByRole('textbox', { name: /E-mail/ }), 'maria@exemplo.com.br');
    taxId = within(again).getByRole('textbox', { name: /CPF ou CNPJ/ });
    await user.type(taxId, '529.982.247-25{Enter}');
    expect(await within(again).findByText(/já é votante desta votação/)).toBeVisible();
    expect(taxId).toHaveFocus();
    await user.clear(taxId);
    await user.type(taxId, '390.533.447-05{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('Votantes cadastrados: 4')).toBeVisible();
    expect(
      await within(screen.getByRole('table', { name: 'Votantes desta votação' })).findByRole('row', {
        name: /Maria da Silva/,
      }),
    ).toHaveTextContent('390.533.447-05');
    expect(stepTitle()).toBe('Votantes');
    expect(writes(api.calls, 'PUT', `/votings/${votingId(8)}`)).toHaveLength(0);
  });

  it('chooses the ballot template with a preview, then publishes from the review', async () => {
    const { api } = await renderSignedIn(`/votings/new?id=${votingId(8)}`, 'OPERATOR', {
      state: withDraft8((draft) => {
        draft.counts.voters = 3;
        draft.ballotTemplate = null;
      }),
    });
    const draft = fakeState(api).votings.find((v) => v.id === votingId(8))!;
    const user = userEvent.setup();
    await stepHeading('Convite');
    await user.click(screen.getByRole('button', { name: /Continuar/ }));
    expect(await screen.findByText('Escolha um modelo de cédula')).toBeVisible();
    await user.click(screen.getByRole('radio', { name: /Cédula padrão/ }));
    const frame = await screen.findByTitle('Prévia do e-mail do modelo Cédula padrão');
    expect(frame).toHaveAttribute('sandbox', '');
    await user.click(screen.getByRole('button', { name: /Continuar/ }));
    expect(await stepHeading('Revisão')).toBeVisible();
    expect(
      (writes(api.calls, 'PUT', `/votings/${votingId(8)}`).at(-1)!.body as VotingInput).ballotTemplateId,
    ).toBe(templateId(3));

    expect(screen.getByRole('region', { name: 'Itens' })).toHaveTextContent(
      'Eleger o representante dos cotistas',
    );
    expect(screen.getByRole('region', { name: 'Votantes' })).toHaveTextContent('Votantes cadastrados: 3');
    await publishNow(user);
    await waitFor(() => expect(window.location.pathname).toBe(`/votings/${votingId(8)}`));
    expect(await screen.findByText('Votação publicada')).toBeVisible();
    expect(draft.status).toBe('open');
  });

  it('maps the server refusal to publish onto the steps that fix it', async () => {
    await renderSignedIn(`/votings/new?id=${votingId(8)}`, 'OPERATOR', {
      state: withDraft8((draft, fake) => {
        draft.counts.voters = 2;
        fake.rejectPublish = [
          { field: 'voters', code: 'minItems' },
          { field: 'deadline', code: 'in_past' },
          { field: 'somethingNew', code: 'mystery' },
        ];
      }),
    });
    const user = userEvent.setup();
    await stepHeading('Revisão');
    await publishNow(user);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Ainda falta algo para publicar:');
    expect(alert).toHaveTextContent('Cadastre pelo menos um votante.');
    expect(alert).toHaveTextContent('O prazo já passou: escolha um prazo futuro.');
    expect(alert).toHaveTextContent('O servidor recusou somethingNew (mystery).');
    // The steps at fault are marked in the stepper.
    const steps = screen.getByRole('list', { name: 'Etapas da criação da votação' });
    expect(within(steps).getByText('Votantes').closest('li')).toHaveAttribute('data-status', 'error');
    expect(within(steps).getByText('Detalhes').closest('li')).toHaveAttribute('data-status', 'error');
    await user.click(within(alert).getByRole('button', { name: 'Corrigir em Detalhes' }));
    expect(await stepHeading('Detalhes')).toBeVisible();
    expect(window.location.pathname).toBe('/votings/new');
  });
});
