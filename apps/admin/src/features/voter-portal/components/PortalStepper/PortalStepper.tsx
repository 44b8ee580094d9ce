import { Stepper, type StepperStep } from '@backoffice/ui';
import { useT, type TranslationKey } from '../../../../lib/i18n';
import type { PortalStep } from '../../stores/portal-state';

/** The progress indicator's steps (identity and PIN are one). */
const indicatorSteps = ['identity', 'documents', 'ballot', 'attachments', 'review', 'receipt'] as const;

const labels: Record<(typeof indicatorSteps)[number], TranslationKey> = {
  identity: 'portal.steps.identity',
  documents: 'portal.steps.documents',
  ballot: 'portal.steps.ballot',
  attachments: 'portal.steps.attachments',
  review: 'portal.steps.review',
  receipt: 'portal.steps.receipt',
};

/** Where the voter is in the whole flow ('Etapa 2 de 6 · Documentos' on phones, every step on wider screens). */
export function PortalStepper({ step }: { step: PortalStep }) {
  const t = useT();
  const current = indicatorSteps.indexOf(step === 'pin' ? 'identity' : step);
  const steps: StepperStep[] = indicatorSteps.map((id, index) => ({
    id,
    label: t(labels[id]),
    status: index < current ? 'complete' : index === current ? 'current' : 'upcoming',
  }));
  return <Stepper steps={steps} aria-label={t('portal.steps.label')} />;
}
