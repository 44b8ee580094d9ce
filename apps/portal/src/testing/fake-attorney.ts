import type { components } from '@backoffice/api-client';
import { attorneyApi } from '../features/voter-portal/api/attorney';
import type { AttorneyApi } from '../features/voter-portal/components/attorney/attorney-api';
import { addFakeHandlers, resetFakeNetwork, setHandlerTarget, storyWorker } from './fake-network';
import { createPortalFake, demoPortalToken, type PortalCall } from './fake-portal';
import type { AttorneyFakeOptions as AttorneyServerOptions } from './portal-state';
import { trackUploads } from './upload-progress';

// The attorney pieces' server for their own stories and tests: the voter portal fake with a signed-in voter
// (portal-attorney-handlers.ts answers the represented parties and the uploads, with the contract's refusals, the
// uploads' progress, 413/415), on Mock Service Worker; the pieces call it through the portal's real attorney api
// (its XMLHttpRequest uploads included). For stories and tests only, never the running app.

type Schemas = components['schemas'];
type RepresentedParty = Schemas['RepresentedParty'];
type VoterUpload = Schemas['VoterUpload'];

export { EXAMPLE_CSV } from './portal-attorney-handlers';

export interface AttorneyFakeOptions extends AttorneyServerOptions {
  parties?: RepresentedParty[];
  uploads?: VoterUpload[];
}

export interface AttorneyFake {
  /** The portal's real attorney api (the handlers answer it). */
  api: AttorneyApi;
  /** The server's parties and uploads now (assignable, as a test's setup). */
  state: { parties: RepresentedParty[]; uploads: VoterUpload[] };
  /** Each call as `operationId detail`, in order (the contract's operation ids). */
  calls: string[];
  /** From now on the server refuses to remove this party (409 voter_has_voted: it has votes). */
  lockParty: (partyId: string) => void;
  restore: () => void;
}

/** The contract's operation of a recorded call, with what tells it apart. */
function operationOf({ method, path, query, body }: PortalCall): string {
  const [, , , what, id] = path.split('/');
  if (path === '/portal/represented-parties/example.csv') return 'getRepresentedPartiesExample';
  if (what === 'ballot' && method === 'GET') return 'getPortalBallot';
  if (what === 'represented-parties' && id === 'import') return 'importRepresentedParties';
  if (what === 'represented-parties' && method === 'POST')
    return `addRepresentedParty ${(body as { name: string }).name}`;
  if (what === 'represented-parties') return `removeRepresentedParty ${id}`;
  if (what === 'uploads' && method === 'POST')
    return `uploadPortalDocument ${query.get('kind')} ${query.get('name')}`;
  if (what === 'uploads') return `deletePortalUpload ${id}`;
  return `${method} ${path}`;
}

/** Gives Mock Service Worker a fresh attorney fake's handlers (link: the demo token); returns it and the undo. */
export function installAttorneyFake(options: AttorneyFakeOptions = {}): AttorneyFake {
  const { parties = [], uploads = [], ...server } = options;
  const portal = createPortalFake({
    token: demoPortalToken,
    signedIn: true,
    ballot: { representedParties: [...parties], uploads: [...uploads] },
    attorney: server,
  });
  addFakeHandlers(...portal.handlers);
  const ballot = portal.state.ballot;
  return {
    api: attorneyApi,
    state: {
      get parties() {
        return ballot.representedParties;
      },
      set parties(next) {
        ballot.representedParties = next;
      },
      get uploads() {
        return ballot.uploads;
      },
      set uploads(next) {
        ballot.uploads = next;
      },
    },
    get calls() {
      return portal.calls.map(operationOf);
    },
    lockParty: (partyId) => portal.state.lockedPartyIds.add(partyId),
    restore: resetFakeNetwork,
  };
}

/** Story `beforeEach` of the attorney pieces: the fake of the story's `args.fake`, on the story's worker. */
export function attorneyStory(context: object & { args: { fake?: AttorneyFakeOptions } }) {
  setHandlerTarget(storyWorker(context));
  const untrack = trackUploads();
  const { restore } = installAttorneyFake(context.args.fake);
  return () => {
    restore();
    untrack();
  };
}

/** A party as the server lists it, for stories that start with some. */
export function fakeParty(index: number, overrides: Partial<RepresentedParty> = {}): RepresentedParty {
  const names = [
    'Fundação Previdenciária Ipê',
    'Carlos Henrique Souza',
    'Condomínio Jardim das Acácias',
    'Ana Beatriz Moreira',
    'Cooperativa Agrícola Vale Verde',
  ];
  const cpf = index % 2 === 1;
  return {
    id: `0f000000-0000-4000-8000-${String(index + 1).padStart(12, '0')}`,
    name: `${names[index % names.length]}${index >= names.length ? ` ${Math.floor(index / names.length) + 1}` : ''}`,
    taxIdType: cpf ? 'CPF' : 'CNPJ',
    taxIdMasked: cpf
      ? `***.${String(100 + index).slice(-3)}.789-**`
      : `**.${String(300 + index).slice(-3)}.678/0001-**`,
    weight: index % 4 === 0 ? '1500' : '1',
    ...overrides,
  };
}

/** An upload as the server lists it. */
export function fakeUpload(index: number, overrides: Partial<VoterUpload> = {}): VoterUpload {
  return {
    id: `0b000000-0000-4000-8000-${String(index + 1).padStart(12, '0')}`,
    kind: 'power_of_attorney',
    name: ['procuracao-fundacao-ipe.pdf', 'procuracao-condominio.jpg', 'ata-assembleia.pdf'][index % 3]!,
    contentType: index % 3 === 1 ? 'image/jpeg' : 'application/pdf',
    size: [248_312, 1_843_200, 96_004][index % 3]!,
    sha256: 'a'.repeat(64),
    createdAt: '2036-06-20T13:00:00.000Z',
    ...overrides,
  };
}
