import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { Disclosure, Text } from '@backoffice/ui';
import { useT } from '@portal/lib/i18n';
import { acceptPolicy } from '../../stores/ballot';
import { portalStore } from '../../stores/portal-state';
import { StepActions } from '../shared/StepActions';
import { StepHeading } from '../shared/step-focus';
import * as shared from '../shared/shared.css';
import { usePortalFormats } from '../shared/use-portal-formats';
import { DocumentView } from './DocumentView';
import * as styles from './DocumentsStep.css';
import { PolicyAcceptance } from './PolicyAcceptance';
import { preloadPdfJs } from './open-pdf';

/** Step 2: every document of the voting readable in the page (the first one open), then the policy to accept. */
export default function DocumentsStep() {
  const t = useT();
  const formats = usePortalFormats();
  const { token, ballot, policy } = useSnapshot(portalStore);
  // A document is fetched when first opened (the first one opens by itself), then kept while the step is shown.
  const [opened, setOpened] = useState<ReadonlySet<string>>(
    () => new Set(ballot?.documents[0] ? [ballot.documents[0].id] : []),
  );
  const hasPdf = Boolean(ballot?.documents.some((document) => document.contentType === 'application/pdf'));
  useEffect(() => {
    if (hasPdf) preloadPdfJs();
  }, [hasPdf]);
  if (!ballot || !token) return null;
  return (
    <div className={shared.stepBody}>
      <div>
        <StepHeading>{t('portal.documents.title')}</StepHeading>
        <p className={shared.lead}>
          {ballot.documents.length ? t('portal.documents.intro') : t('portal.documents.none')}
        </p>
      </div>
      {ballot.documents.length ? (
        <div className={styles.list}>
          {ballot.documents.map((document, index) => (
            <Disclosure
              key={document.id}
              id={document.id}
              defaultExpanded={index === 0}
              onExpandedChange={(expanded) => {
                if (expanded) setOpened((ids) => new Set([...ids, document.id]));
              }}
              title={
                <span className={styles.documentTitle}>
                  <span dir="auto">{document.name}</span>
                  <Text elementType="span" size="sm" tone="muted">
                    {formats.size(document.size)}
                  </Text>
                </span>
              }
            >
              {opened.has(document.id) ? <DocumentView token={token} document={document} /> : null}
            </Disclosure>
          ))}
        </div>
      ) : null}
      <PolicyAcceptance />
      <StepActions next={t('portal.policy.continue')} onNext={acceptPolicy} isPending={policy.pending} />
    </div>
  );
}
