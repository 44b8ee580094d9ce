import { useEffect, useState, type FormEvent } from 'react';
import { useSnapshot } from 'valtio';
import { Button, Form, TextField } from '@backoffice/ui';
import { useT } from '@portal/lib/i18n';
import { acceptLast4Input, backToPin, clearLock, submitIdentity } from '../../stores/access';
import { portalStore } from '../../stores/portal-state';
import { MessageLines } from '../shared/MessageLines';
import { StepActions } from '../shared/StepActions';
import { StepHeading } from '../shared/step-focus';
import * as shared from '../shared/shared.css';
import { usePortalFormats, useSay } from '../shared/use-portal-formats';

/**
 * Step 1: the last 4 characters of the voter's CPF (digits) or CNPJ (digits or letters, then 2 digits); right → a PIN
 * is e-mailed. A character that cannot be there is refused as it is typed, with the reason (never sent: no try spent).
 */
export function IdentityStep() {
  const t = useT();
  const say = useSay();
  const formats = usePortalFormats();
  const { voting, identity, notice, lockedUntil, pin } = useSnapshot(portalStore);
  const [last4, setLast4] = useState('');
  useUnlockWhenDue(lockedUntil);
  if (!voting) return null;
  const isCpf = voting.taxIdType === 'CPF';
  const error = <MessageLines lines={[say(identity.error), say(identity.hint)]} />;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void submitIdentity(last4);
  }

  return (
    <div className={shared.stepBody}>
      <div>
        <StepHeading>{t('portal.identity.title')}</StepHeading>
        <p className={shared.lead}>
          {t('portal.opening.greeting', { name: voting.voterFirstName })}{' '}
          {t(isCpf ? 'portal.identity.introCpf' : 'portal.identity.introCnpj')}
        </p>
      </div>
      {voting.hasVoted ? (
        <p className={shared.noticeBox} role="status">
          {t('portal.opening.alreadyVoted')}
        </p>
      ) : null}
      {notice ? (
        <p className={shared.noticeBox} role="status">
          {say(notice)}
        </p>
      ) : null}
      {lockedUntil ? (
        <p className={shared.alertBox} role="alert">
          {t('portal.identity.locked', { time: formats.time(lockedUntil) })}
        </p>
      ) : null}
      <Form onSubmit={onSubmit} validationBehavior="aria" aria-label={t('portal.identity.title')}>
        <TextField
          label={t(isCpf ? 'portal.identity.labelCpf' : 'portal.identity.labelCnpj')}
          description={t('portal.identity.description')}
          value={last4}
          onChange={(value) => {
            const accepted = acceptLast4Input(value);
            if (accepted !== null) setLast4(accepted);
          }}
          name="last4"
          autoComplete="off"
          inputMode={isCpf ? 'numeric' : 'text'}
          isRequired
          isDisabled={lockedUntil !== null}
          isInvalid={Boolean(identity.error)}
          errorMessage={error}
          className={shared.shortField}
        />
        <StepActions
          next={t('portal.identity.submit')}
          isPending={identity.pending}
          isDisabled={lockedUntil !== null}
        />
        {pin.sentTo && !lockedUntil ? (
          <Button variant="ghost" className={shared.touchTarget} onPress={backToPin}>
            {t('portal.identity.haveCode')}
          </Button>
        ) : null}
      </Form>
    </div>
  );
}

/** Lets the voter try again once the lock's time has passed (the server counts it the same way). */
function useUnlockWhenDue(lockedUntil: string | null): void {
  useEffect(() => {
    if (!lockedUntil) return;
    const wait = Date.parse(lockedUntil) - Date.now();
    if (wait <= 0) {
      clearLock();
      return;
    }
    // Timers longer than ~24.8 days overflow; a lock lasts 15 minutes.
    const timer = setTimeout(clearLock, Math.min(wait, 2 ** 31 - 1));
    return () => clearTimeout(timer);
  }, [lockedUntil]);
}
