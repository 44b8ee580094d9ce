import { Building2, ChevronDown } from 'lucide-react';
import * as styles from './WorkspaceSwitcher.css';

// The switcher button's face, the same on the stand-in drawn at once (WorkspaceSwitcher.tsx) and on the dialog's
// trigger loaded later (WorkspaceSwitcherPopup.tsx).

/** The switcher button's face: the workspace's icon, its name (cut with an ellipsis) and the chevron. */
export function WorkspaceTriggerFace({ name }: { name: string }) {
  return (
    <>
      <Building2 size={18} aria-hidden className={styles.triggerIcon} />
      {/* A Latin name on an Arabic page keeps its own direction: cut at its end, not its start. */}
      <span dir="auto" className={styles.triggerName}>
        {name}
      </span>
      <ChevronDown size={16} aria-hidden className={styles.triggerIcon} />
    </>
  );
}
