import { useState, type FormEvent } from 'react';
import { useSnapshot } from 'valtio';
import { Button, Form, PinField } from '@backoffice/ui';
import { PIN_LENGTH } from '@backoffice/domain';
import { useT } from '@portal/lib/i18n';
import { askForNewPin, clearPinError, notePinInvalidInput, submitPin } from '../../stores/access';
import { portalStore } from '../../stores/portal-state';
import { MessageLines } from '../shared/MessageLines';
import { StepActions } from '../shared/StepActions';
import { StepHeading } from '../shared/step-focus';
import * as shared from '../shared/shared.css';
import { isolate } from '@backoffice/app-common';
import { useSay } from '../shared/use-portal-formats';

/** Step 1b: the 6-digit PIN e-mailed to the voter; a new one is asked for from the identity step. */
export function PinStep() {
  const t = useT();
  const say = useSay();
  const { pin } = useSnapshot(portalStore);
  const [code, setCode] = useState('');
  const error = <MessageLines lines={[say(pin.error), say(pin.hint)]} />;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void submitPin(code);
  }

  return (
    <div className={shared.stepBody}>
      <div>
        <StepHeading>{t('portal.pin.title')}</StepHeading>
        <p className={shared.lead}>{t('portal.pin.sentTo', { email: isolate(pin.sentTo ?? '') })}</p>
      </div>
      <Form onSubmit={onSubmit} validationBehavior="aria" aria-label={t('portal.pin.title')}>
        <PinField
          label={t('portal.pin.label')}
          length={PIN_LENGTH}
          value={code}
          onChange={(next) => {
            setCode(next);
            if (pin.error) clearPinError();
          }}
          onInvalidInput={notePinInvalidInput}
          isRequired
          isInvalid={Boolean(pin.error)}
          errorMessage={error}
        />
        <StepActions next={t('portal.pin.submit')} isPending={pin.pending} />
      </Form>
      <div className={shared.noticeBox}>
        <p className={shared.lead}>{t('portal.pin.resendHint')}</p>
        <Button variant="secondary" className={shared.touchTarget} onPress={askForNewPin}>
          {t('portal.pin.resend')}
        </Button>
      </div>
    </div>
  );
}
