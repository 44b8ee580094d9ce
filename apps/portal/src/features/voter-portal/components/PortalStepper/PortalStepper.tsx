import { useSnapshot } from 'valtio';
import { Stepper, type StepperStep, type StepStatus } from '@backoffice/ui';
import { useT, type TranslationKey } from '@portal/lib/i18n';
import { finishProblems } from '../../stores/ballot';
import { portalStore, type PortalStep } from '../../stores/portal-state';

/** The progress indicator's steps (identity and PIN are one). */
const indicatorSteps = ['identity', 'documents', 'ballot', 'attachments', 'review', 'receipt'] as const;
type IndicatorStep = (typeof indicatorSteps)[number];

const labels: Record<IndicatorStep, TranslationKey> = {
  identity: 'portal.steps.identity',
  documents: 'portal.steps.documents',
  ballot: 'portal.steps.ballot',
  attachments: 'portal.steps.attachments',
  review: 'portal.steps.review',
  receipt: 'portal.steps.receipt',
};

/**
 * Where the voter is in the whole flow ('Etapa 2 de 6 · Documentos' on phones, every step on wider screens). A step
 * behind the voter is ticked only when it is really done: one with something left to do there (an item unanswered,
 * a required attachment missing) shows as needing attention instead — the voter has not finished it by passing
 * through it. Once the ballot is recorded every step is done.
 */
export function PortalStepper({ step }: { step: PortalStep }) {
  const t = useT();
  const snapshot = useSnapshot(portalStore);
  const current = indicatorSteps.indexOf(step === 'pin' ? 'identity' : step);
  const unfinished = new Set<string | null>(
    step === 'receipt' ? [] : finishProblems(snapshot).map((problem) => problem.step),
  );
  const status = (id: IndicatorStep, index: number): StepStatus => {
    if (index === current) return 'current';
    if (index > current) return 'upcoming';
    return unfinished.has(id) ? 'error' : 'complete';
  };
  const steps: StepperStep[] = indicatorSteps.map((id, index) => ({
    id,
    label: t(labels[id]),
    status: status(id, index),
  }));
  return <Stepper steps={steps} aria-label={t('portal.steps.label')} />;
}
