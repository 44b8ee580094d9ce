import type { ReactNode } from 'react';
import { X } from 'lucide-react';
import { Card, Heading, IconButton, Text } from '@backoffice/ui';
import { useT } from '../../lib/i18n';
import * as styles from './Notice.css';

export interface NoticeProps {
  /** 'alert' for a refusal, 'status' for news; the live region is always there, so each new notice is announced. */
  role: 'alert' | 'status';
  /** Null: nothing shown (the live region stays). */
  title: string | null;
  /** The icon's tone: danger for a refusal, muted for news. */
  tone: 'danger' | 'muted';
  icon: ReactNode;
  onDismiss: () => void;
  children?: ReactNode;
}

/**
 * A notice that stays until dismissed (a snackbar would vanish before a list of names can be read): why something was
 * refused, or where the user is now. The body says more; a list under it uses `noticeList`.
 */
export function Notice({ role, title, tone, icon, onDismiss, children }: NoticeProps) {
  const t = useT();
  return (
    <div role={role}>
      {title !== null ? (
        <Card className={styles.card}>
          <div className={styles.row}>
            <Text tone={tone} elementType="span" className={styles.icon}>
              {icon}
            </Text>
            <div className={styles.body}>
              <Heading level={2} size="sm">
                {title}
              </Heading>
              {children}
            </div>
            <IconButton
              size="sm"
              aria-label={t('common.dismissNotice')}
              icon={<X size={16} aria-hidden />}
              onPress={onDismiss}
            />
          </div>
        </Card>
      ) : null}
    </div>
  );
}

/** The class of a list of names or links inside a notice. */
export const noticeList = styles.list;
