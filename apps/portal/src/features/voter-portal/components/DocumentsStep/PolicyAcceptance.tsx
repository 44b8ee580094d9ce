import { useSnapshot } from 'valtio';
import { Checkbox, Heading, Text } from '@backoffice/ui';
import { VOTER_POLICY_VERSION } from '@backoffice/domain';
import { useT, type TranslationKey } from '@portal/lib/i18n';
import { setPolicyChecked } from '../../stores/ballot';
import { policyAccepted } from '../../stores/answers';
import { portalStore } from '../../stores/portal-state';
import { usePortalFormats, useSay } from '../shared/use-portal-formats';
import * as shared from '../shared/shared.css';
import * as styles from './DocumentsStep.css';

const paragraphs: TranslationKey[] = [
  'portal.policy.paragraph1',
  'portal.policy.paragraph2',
  'portal.policy.paragraph3',
  'portal.policy.paragraph4',
];

/** The reading-and-agreement policy (its text translated, its version the domain's) and the box that accepts it. */
export function PolicyAcceptance() {
  const t = useT();
  const say = useSay();
  const formats = usePortalFormats();
  const { ballot, policy } = useSnapshot(portalStore);
  const accepted = policyAccepted(ballot);
  return (
    <section className={styles.policy} aria-labelledby="portal-policy-title">
      <Heading level={3} size="md" id="portal-policy-title">
        {t('portal.policy.title')}
      </Heading>
      <Text size="sm" tone="muted">
        {t('portal.policy.version', { version: VOTER_POLICY_VERSION })}
      </Text>
      <div className={styles.policyText}>
        {paragraphs.map((key) => (
          <Text key={key}>{t(key)}</Text>
        ))}
      </div>
      <div className={`${styles.policyCheck} ${shared.touchRow}`}>
        <Checkbox
          isSelected={policy.checked}
          onChange={setPolicyChecked}
          isDisabled={accepted}
          isRequired
          isInvalid={Boolean(policy.error)}
          errorMessage={say(policy.error)}
          description={
            accepted && ballot?.policy.acceptedAt
              ? t('portal.policy.acceptedAt', { date: formats.dateTime(ballot.policy.acceptedAt) })
              : undefined
          }
        >
          {t('portal.policy.accept')}
        </Checkbox>
      </div>
    </section>
  );
}
