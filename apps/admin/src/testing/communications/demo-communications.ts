import { demoWorkspaces } from '../demo-data';
import { templateId } from '../fake-templates';
import { handedOver, queuedDelivery } from './deliveries';
import {
  communicationId,
  communicationRecipientId,
  deliveryCountsOf,
  NO_DELIVERIES,
  type FakeCommunicationRecipientRow,
  type FakeCommunicationRow,
  type FakeDelivery,
} from './rows';

// The demo communications and their recipients, in the first demo workspace (the session's current one) but for one:
// 1 sent (1,250 recipients, 12 of them failed), 2 sending (430 recipients, 130 still queued, one of which fails when
// handed over), 3 a parameterizable draft (6 recipients with their values), 4 failed (3 recipients, all failed), and
// 5 an empty draft of another workspace. Each communication's recipients and deliveries are counted from its rows.

const [saoPaulo, rio] = demoWorkspaces.map((workspace) => workspace.id) as [string, string];

/** Every demo communication's template: 'Aviso de encerramento' ({{votacao}}, {{prazo}}, {{nome}}, {{empresa}}). Read
 * when the rows are seeded, not when the module loads (as the votings' demo reads the ballot's). */
const template = () => ({ templateId: templateId(4), templateName: 'Aviso de encerramento' });

const FIRST_NAMES = [
  'Maria',
  'João',
  'Ana',
  'Pedro',
  'Juliana',
  'Carlos',
  'Fernanda',
  'Lucas',
  'Patrícia',
  'Rafael',
  'Beatriz',
  'Gustavo',
  'Camila',
  'Felipe',
  'Larissa',
  'Bruno',
  'Aline',
  'Rodrigo',
  'Mariana',
  'Eduardo',
];
const LAST_NAMES = [
  'Silva',
  'Santos',
  'Oliveira',
  'Souza',
  'Rodrigues',
  'Ferreira',
  'Alves',
  'Pereira',
  'Lima',
  'Gomes',
  'Costa',
  'Ribeiro',
  'Martins',
  'Carvalho',
  'Almeida',
  'Lopes',
  'Soares',
  'Fernandes',
  'Vieira',
  'Barbosa',
  'Rocha',
  'Dias',
  'Nascimento',
  'Andrade',
  'Moreira',
];
const COMBINATIONS = FIRST_NAMES.length * LAST_NAMES.length;

const plain = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** The `i`-th person of the demo spreadsheets: a name, a unique e-mail, a mobile phone for one in three. */
function person(i: number) {
  const first = FIRST_NAMES[i % FIRST_NAMES.length]!;
  const last = LAST_NAMES[Math.floor(i / FIRST_NAMES.length) % LAST_NAMES.length]!;
  const round = Math.floor(i / COMBINATIONS);
  return {
    name: `${first} ${last}`,
    email: `${plain(first)}.${plain(last)}${round > 0 ? round + 1 : ''}@exemplo.com.br`,
    phone: i % 3 === 0 ? `+55119${String(87_650_000 + i).padStart(8, '0')}` : null,
  };
}

export const at = (iso: string, seconds: number) => new Date(Date.parse(iso) + seconds * 1000).toISOString();

const sent = (time: string): FakeDelivery => handedOver('email', time, null);
const failed = (time: string, error: string): FakeDelivery => handedOver('email', time, error);
const pending = (time: string): FakeDelivery => queuedDelivery('email', time);

const MAILBOX_UNAVAILABLE = '550 5.1.1 Mailbox unavailable';
const MAILBOX_FULL = '552 5.2.2 Mailbox full';

/** The recipient on spreadsheet line `index + 2` (the header is line 1) of demo communication `n`. */
export function recipient(
  n: number,
  index: number,
  fields: Partial<FakeCommunicationRecipientRow> = {},
): FakeCommunicationRecipientRow {
  const line = index + 2;
  return {
    id: communicationRecipientId(n, line),
    communicationId: communicationId(n),
    line,
    ...person(n * 97 + index),
    parameters: {},
    delivery: null,
    ...fields,
  };
}

/** Communication 1, sent: 1,250 people, 12 refused by their mailbox (two on the first page). */
function sentRecipients(): FakeCommunicationRecipientRow[] {
  const sentAt = '2026-03-02T15:00:00.000Z';
  return Array.from({ length: 1250 }, (_, i) => {
    const time = at(sentAt, 2 + Math.floor(i / 10));
    const refused = i === 3 || i === 8 || (i < 1000 && i % 100 === 50);
    return recipient(1, i, {
      ...(i === 5 ? { name: null } : {}),
      delivery: refused ? failed(time, i % 2 ? MAILBOX_UNAVAILABLE : MAILBOX_FULL) : sent(time),
    });
  });
}

/** Communication 2, sending: 430 people, the last 13 of every 43 still queued; one of those fails when handed over. */
function sendingRecipients(): FakeCommunicationRecipientRow[] {
  const sentAt = '2026-03-05T09:10:00.000Z';
  return Array.from({ length: 430 }, (_, i) => {
    const time = at(sentAt, 1 + Math.floor(i / 10));
    return recipient(2, i, {
      ...(i === 42 ? { email: 'caixa.falha@exemplo.com.br' } : {}),
      delivery: i % 43 >= 30 ? pending(sentAt) : sent(time),
    });
  });
}

/** Communication 3, a parameterizable draft: its spreadsheet fed {{votacao}} and {{prazo}} (and {{nome}}, by name). */
function draftRecipients(): FakeCommunicationRecipientRow[] {
  const votings = ['AGE do FII Alfa', 'AGO do FII Beta', 'AGE do FII Gama'];
  const deadlines = ['31/03/2026 18:00', '07/04/2026 18:00'];
  return Array.from({ length: 6 }, (_, i) => {
    const row = recipient(3, i);
    return {
      ...row,
      parameters: {
        votacao: votings[i % votings.length]!,
        prazo: deadlines[i % deadlines.length]!,
        ...(row.name ? { nome: row.name } : {}),
      },
    };
  });
}

/** Communication 4, failed: none of its 3 people could be sent to. */
function failedRecipients(): FakeCommunicationRecipientRow[] {
  const time = '2026-02-20T10:05:30.000Z';
  return [
    recipient(4, 0, { email: 'contato.falha@exemplo.com.br', delivery: failed(time, MAILBOX_UNAVAILABLE) }),
    recipient(4, 1, { delivery: failed(time, MAILBOX_FULL) }),
    recipient(4, 2, { delivery: failed(time, '554 5.7.1 Message rejected') }),
  ];
}

/** The recipients of every demo communication, each communication's in spreadsheet order. */
export function demoCommunicationRecipients(): FakeCommunicationRecipientRow[] {
  return [...sentRecipients(), ...sendingRecipients(), ...draftRecipients(), ...failedRecipients()];
}

export function row(
  n: number,
  fields: Partial<Omit<FakeCommunicationRow, 'workspaceId'>> & Pick<FakeCommunicationRow, 'name'>,
  recipients: readonly FakeCommunicationRecipientRow[],
  workspaceId = saoPaulo,
): FakeCommunicationRow {
  const own = recipients.filter((r) => r.communicationId === communicationId(n));
  return {
    id: communicationId(n),
    purpose: 'legal_notice',
    channel: 'email',
    ...template(),
    parameterizable: false,
    status: 'draft',
    recipients: own.length,
    deliveries: own.length ? deliveryCountsOf(own) : { ...NO_DELIVERIES },
    createdAt: '2026-03-01T12:00:00.000Z',
    updatedAt: '2026-03-01T12:00:00.000Z',
    sentAt: null,
    scheduledAt: null,
    whatsappWindows: null,
    optedOut: null,
    ...fields,
    workspaceId,
  };
}

/** The demo communications: four in the first demo workspace (the session's current one), one in another. */
export function demoCommunications(): FakeCommunicationRow[] {
  const recipients = demoCommunicationRecipients();
  return [
    row(
      1,
      {
        name: 'Convocação AGE — FII Alfa',
        status: 'sent',
        createdAt: '2026-03-02T14:30:00.000Z',
        updatedAt: '2026-03-02T15:25:00.000Z',
        sentAt: '2026-03-02T15:00:00.000Z',
      },
      recipients,
    ),
    row(
      2,
      {
        name: 'Resultado da assembleia — FII Beta',
        status: 'sending',
        createdAt: '2026-03-05T09:00:00.000Z',
        updatedAt: '2026-03-05T09:10:00.000Z',
        sentAt: '2026-03-05T09:10:00.000Z',
      },
      recipients,
    ),
    row(
      3,
      {
        name: 'Pagamento de rendimentos de março',
        status: 'draft',
        parameterizable: true,
        createdAt: '2026-03-06T18:45:00.000Z',
        updatedAt: '2026-03-06T18:50:00.000Z',
      },
      recipients,
    ),
    row(
      4,
      {
        name: 'Aviso sem destinatários',
        status: 'failed',
        createdAt: '2026-02-20T10:00:00.000Z',
        updatedAt: '2026-02-20T10:05:30.000Z',
        sentAt: '2026-02-20T10:05:00.000Z',
      },
      recipients,
    ),
    row(5, { name: 'Comunicado do Rio', createdAt: '2026-03-01T10:00:00.000Z' }, recipients, rio),
  ];
}
