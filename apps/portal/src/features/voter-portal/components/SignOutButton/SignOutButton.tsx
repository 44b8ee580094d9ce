import { LogOut } from 'lucide-react';
import { useSnapshot } from 'valtio';
import { Button } from '@backoffice/ui';
import { useT } from '@portal/lib/i18n';
import { portalStore } from '../../stores/portal-state';
import { signOutOfPortal } from '../../stores/sign-out';
import * as styles from './SignOutButton.css';

export interface SignOutButtonProps {
  /** Once the page is back at the identity step (e.g. to move the focus to the page's heading). */
  onSignedOut?: () => void;
}

/** "Sair": ends the voter's session (a shared computer) and takes the page back to the identity step. */
export function SignOutButton({ onSignedOut }: SignOutButtonProps) {
  const t = useT();
  const { signingOut } = useSnapshot(portalStore);
  async function signOut() {
    await signOutOfPortal();
    onSignedOut?.();
  }
  return (
    <Button variant="secondary" size="sm" className={styles.button} isPending={signingOut} onPress={signOut}>
      <LogOut size={16} aria-hidden className={styles.mirrored} />
      {t('portal.signOut.button')}
    </Button>
  );
}
