import { useId, useState } from 'react';
import { Download } from 'lucide-react';
import { Button, Card, Heading, Text } from '@backoffice/ui';
import { FormMessage, saveFile } from '@backoffice/app-common';
import { useCurrentLocale } from '@portal/lib/i18n';
import { problemCode, type AttorneyApi, type RepresentedParty } from '../attorney-api';
import { isSessionEnded } from '@portal/features/voter-portal/api/session-ended';
import { useLatestList } from '../use-latest-list';
import { say, useAttorneyT, type AttorneyMessage } from '../use-attorney-t';
import { AddPartyForm } from './AddPartyForm';
import { PartyImport } from './PartyImport';
import { PartyList } from './PartyList';
import * as styles from './RepresentedPartiesPanel.css';

export type RepresentedPartiesApi = Pick<
  AttorneyApi,
  | 'addRepresentedParty'
  | 'removeRepresentedParty'
  | 'importRepresentedParties'
  | 'listRepresentedParties'
  | 'downloadRepresentedPartiesExample'
>;

export interface RepresentedPartiesPanelProps {
  /** The voter's link token (the portal's session cookie goes with it). */
  token: string;
  /** The attorney's parties (the portal's store owns them). */
  parties: readonly RepresentedParty[];
  /** The new list after a party was added, removed or imported. */
  onChange: (parties: RepresentedParty[]) => void;
  api: RepresentedPartiesApi;
  /** Parties that already have votes: they stay, without a remove button. */
  lockedPartyIds?: readonly string[];
  /** Nothing can change (e.g. the ballot is sent). */
  isDisabled?: boolean;
  /** The panel's heading level under the page's (default 2). */
  headingLevel?: 2 | 3;
  className?: string;
}

/** The CSV example's file name (the server's example is in pt-BR). */
export const EXAMPLE_FILE_NAME = 'exemplo-representados.csv';

/**
 * The parties an attorney votes for: added one by one (name, CPF/CNPJ by its check digits, an optional weight) or
 * from a CSV (with an example to start from), listed twenty at a time with a remove button each. Refusals of the
 * server name the party ('already voted in this voting', 'already in your list').
 */
export function RepresentedPartiesPanel({
  token,
  parties,
  onChange,
  api,
  lockedPartyIds,
  isDisabled = false,
  headingLevel = 2,
  className,
}: RepresentedPartiesPanelProps) {
  const t = useAttorneyT();
  const locale = useCurrentLocale();
  const ids = { title: useId(), list: useId(), add: useId(), file: useId() };
  const [status, setStatus] = useState<AttorneyMessage | null>(null);
  const [error, setError] = useState<AttorneyMessage | null>(null);
  const [removing, setRemoving] = useState<string | null>(null);
  const [example, setExample] = useState<'idle' | 'pending'>('idle');
  const [exampleError, setExampleError] = useState<AttorneyMessage | null>(null);
  const sub = headingLevel === 2 ? 3 : 4;
  const ListHeading = sub === 3 ? 'h3' : 'h4';
  const count = new Intl.NumberFormat(locale).format(parties.length);
  const change = useLatestList(parties, onChange);

  async function remove(party: RepresentedParty) {
    setRemoving(party.id);
    setError(null);
    setStatus(null);
    try {
      await api.removeRepresentedParty(token, party.id);
      change((current) => current.filter((candidate) => candidate.id !== party.id));
      setStatus({ key: 'attorney.parties.removed', params: { name: party.name } });
    } catch (failure) {
      if (isSessionEnded(failure)) return;
      const code = problemCode(failure);
      if (code === 'not_found') {
        // Already gone (another tab): the list follows the server.
        change((current) => current.filter((candidate) => candidate.id !== party.id));
        return;
      }
      console.error('Removing a represented party failed', failure);
      setError(
        code === 'voter_has_voted' || code === 'invalid_state'
          ? { key: 'attorney.parties.errors.removeHasVotes', params: { name: party.name } }
          : { key: 'attorney.parties.errors.removeFailed', params: { name: party.name } },
      );
    } finally {
      setRemoving(null);
    }
  }

  async function downloadExample() {
    setExample('pending');
    setExampleError(null);
    try {
      saveFile(await api.downloadRepresentedPartiesExample(), EXAMPLE_FILE_NAME);
    } catch (failure) {
      console.error('The CSV example could not be downloaded', failure);
      setExampleError({ key: 'attorney.import.errors.exampleFailed' });
    } finally {
      setExample('idle');
    }
  }

  return (
    <Card as="section" className={[styles.panel, className].filter(Boolean).join(' ')}>
      <div className={styles.header}>
        <div className={styles.titles}>
          <Heading level={headingLevel} size="md" id={ids.title}>
            {t('attorney.parties.title')}
          </Heading>
          <Text size="sm" tone="muted">
            {t('attorney.parties.intro')}
          </Text>
        </div>
      </div>

      <section aria-labelledby={ids.add} className={styles.section}>
        <Heading level={sub} size="sm" id={ids.add}>
          {t('attorney.parties.addTitle')}
        </Heading>
        <AddPartyForm
          token={token}
          api={api}
          isDisabled={isDisabled}
          onAdded={(party) => {
            setError(null);
            setStatus({ key: 'attorney.parties.added', params: { name: party.name } });
            change((current) => [...current, party]);
          }}
        />
      </section>

      <section aria-labelledby={ids.file} className={styles.section}>
        <div className={styles.sectionHeader}>
          <Heading level={sub} size="sm" id={ids.file}>
            {t('attorney.import.title')}
          </Heading>
          <Button
            variant="secondary"
            size="sm"
            isPending={example === 'pending'}
            onPress={() => void downloadExample()}
          >
            <Download size={16} aria-hidden />
            {t('attorney.import.example')}
          </Button>
        </div>
        <Text size="sm" tone="muted">
          {t('attorney.import.intro')}
        </Text>
        <FormMessage tone="danger">{say(t, exampleError) ?? null}</FormMessage>
        <PartyImport
          token={token}
          api={api}
          headingLevel={sub === 3 ? 4 : 5}
          isDisabled={isDisabled}
          onImported={(next) => {
            setError(null);
            setStatus(null);
            change(() => next);
          }}
        />
      </section>

      <section aria-labelledby={ids.list} className={styles.section}>
        {/* Focusable: it takes the focus when the last party of the list is removed. */}
        <ListHeading id={ids.list} tabIndex={-1} className={styles.listTitle}>
          {t('attorney.parties.listTitle', { count })}
        </ListHeading>
        <FormMessage tone="danger">{say(t, error) ?? null}</FormMessage>
        <div role="status" className={styles.status}>
          {say(t, status) ?? ''}
        </div>
        <PartyList
          parties={parties}
          labelledBy={ids.list}
          onRemove={(party) => void remove(party)}
          removing={removing}
          lockedIds={lockedPartyIds}
          isDisabled={isDisabled}
        />
      </section>
    </Card>
  );
}
