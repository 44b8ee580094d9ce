import { useSnapshot } from 'valtio';
import { Disclosure, Heading, Switch, Text } from '@backoffice/ui';
import { useT } from '@portal/lib/i18n';
import { usePlural } from '@portal/lib/plural';
import { attorneyApi } from '../../api/attorney';
import { unansweredOf } from '../../stores/answers';
import { setAnswer, setOpenParty, setRepresentedParties, setSameForAll } from '../../stores/ballot';
import { portalStore } from '../../stores/portal-state';
import { RepresentedPartiesPanel } from '../attorney/RepresentedPartiesPanel/RepresentedPartiesPanel';
import { isolate } from '@backoffice/app-common';
import { usePortalFormats } from '../shared/use-portal-formats';
import * as shared from '../shared/shared.css';
import * as styles from './BallotStep.css';
import { itemAnchorId, ItemQuestion } from './ItemQuestion';

/**
 * Voting as an attorney: the parties the voter represents (added one by one or from a CSV, by the attorney pieces),
 * then their answers — the voter's own for all of them (the default), or each party's own.
 */
export function AttorneySection({ showMissing = false }: { showMissing?: boolean }) {
  const t = useT();
  const plural = usePlural();
  const formats = usePortalFormats();
  const { token, ballot, answers, sameForAll, openParty: open } = useSnapshot(portalStore);
  if (!token || !ballot) return null;
  const parties = ballot.representedParties;
  return (
    <section className={styles.attorney} aria-labelledby="portal-attorney-title">
      <div>
        <Heading level={3} size="md" id="portal-attorney-title">
          {t('portal.ballot.attorneyTitle')}
        </Heading>
        <Text tone="muted">{t('portal.ballot.attorneyIntro')}</Text>
      </div>
      <RepresentedPartiesPanel
        token={token}
        parties={parties}
        onChange={setRepresentedParties}
        api={attorneyApi}
        headingLevel={3}
      />
      {parties.length ? (
        <>
          <div className={shared.touchRow}>
            <Switch isSelected={sameForAll} onChange={setSameForAll}>
              {t('portal.ballot.sameForAll')}
            </Switch>
          </div>
          {sameForAll ? (
            <p className={styles.itemDescription} role="status">
              {plural('portal.ballot.sameForAllOn', parties.length)}
            </p>
          ) : (
            <div className={styles.parties}>
              {parties.map((party) => {
                const answered = ballot.items.length - unansweredOf(ballot, answers, party.id);
                const subject = t('portal.ballot.subject', {
                  name: isolate(party.name),
                  taxId: isolate(party.taxIdMasked),
                });
                return (
                  <Disclosure
                    key={party.id}
                    id={party.id}
                    headingLevel={4}
                    isExpanded={open === party.id}
                    onExpandedChange={(expanded) => setOpenParty(expanded ? party.id : null)}
                    title={
                      <span className={styles.partyTitle}>
                        <span>{subject}</span>
                        <Text elementType="span" size="sm" tone="muted">
                          {t('portal.ballot.answered', {
                            answered: formats.count(answered),
                            total: formats.count(ballot.items.length),
                          })}
                        </Text>
                      </span>
                    }
                  >
                    {open === party.id
                      ? ballot.items.map((item) => (
                          <ItemQuestion
                            key={item.id}
                            item={item}
                            headingLevel={5}
                            subject={subject}
                            value={answers[party.id]?.[item.id]}
                            onChange={(choice) => setAnswer(party.id, item.id, choice)}
                            anchorId={itemAnchorId(party.id, item.id)}
                            isInvalid={showMissing && !answers[party.id]?.[item.id]}
                          />
                        ))
                      : null}
                  </Disclosure>
                );
              })}
            </div>
          )}
        </>
      ) : null}
    </section>
  );
}
