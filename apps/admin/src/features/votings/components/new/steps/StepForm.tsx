import { useEffect, useRef, type FormEvent, type ReactNode } from 'react';
import { ArrowLeft, ArrowRight } from 'lucide-react';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { Button, Form } from '@backoffice/ui';
import { FormMessage } from '@backoffice/app-common';
import { useT } from '@admin/lib/i18n';
import { draftPath } from '@admin/features/votings/permissions';
import { say } from '@admin/features/votings/stores/messages';
import { nextStep, previousStep, votingDraft } from '@admin/features/votings/stores/voting-draft';
import { STEP_TITLE_ID } from '../step-title';
import * as styles from '../NewVotingPage.css';

export interface StepFormProps {
  children: ReactNode;
  /** Replaces the continue button (the review step's publish buttons). */
  actions?: ReactNode;
}

/**
 * A step of the flow as a form: Enter in a field or "Continuar" checks the step and saves it, "Voltar" goes back
 * without losing anything. A refused step says why and moves the focus to its first field in error (or to the
 * message when no field is at fault).
 */
export function StepForm({ children, actions }: StepFormProps) {
  const t = useT();
  const [, navigate] = useLocation();
  const { step, saving, stepError, refusals } = useSnapshot(votingDraft);
  const formRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (refusals === 0) return;
    const root = formRef.current;
    const invalid = root?.querySelector<HTMLElement>(
      '[data-invalid] input:not([type="hidden"]), [data-invalid] textarea, [data-invalid] [role="spinbutton"], [data-invalid] button, [aria-invalid="true"]',
    );
    (invalid ?? root?.querySelector<HTMLElement>('[data-step-message]'))?.focus();
  }, [refusals]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void nextStep((id) => navigate(draftPath(id), { replace: true }));
  }

  return (
    <div ref={formRef}>
      <Form
        onSubmit={submit}
        validationBehavior="aria"
        aria-labelledby={STEP_TITLE_ID}
        className={styles.form}
      >
        {children}
        <div tabIndex={-1} data-step-message className={styles.stepMessage}>
          <FormMessage tone="danger">{say(t, stepError) ?? null}</FormMessage>
        </div>
        <div className={styles.actions}>
          {step !== 'details' ? (
            <Button variant="secondary" onPress={() => void previousStep()} isDisabled={saving}>
              <ArrowLeft size={18} aria-hidden className={styles.mirrored} />
              {t('votings.flow.back')}
            </Button>
          ) : (
            <span />
          )}
          {actions ?? (
            <Button type="submit" isPending={saving}>
              {t('votings.flow.continue')}
              <ArrowRight size={18} aria-hidden className={styles.mirrored} />
            </Button>
          )}
        </div>
      </Form>
    </div>
  );
}
