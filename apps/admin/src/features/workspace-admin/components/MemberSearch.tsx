import type { User } from '@backoffice/api-client';
import { ComboBox, ComboBoxItem, Text } from '@backoffice/ui';
import { useT } from '@admin/lib/i18n';
import * as styles from './MemberPicker.css';

export interface MemberSearchProps {
  options: User[];
  input: string;
  onInputChange: (text: string) => void;
  onChoose: (key: string | number | null) => void;
  isLoading: boolean;
  failed: boolean;
  /** Takes the focus when drawn (the stand-in it replaces had it). */
  takesFocus: boolean;
}

/**
 * The member picker's search among the company's users: a combo box, loaded when the picker's stand-in field is
 * reached for (MemberPicker.tsx) — its list box, popover and React Aria's Dialog/Menu code are off the first load.
 */
export function MemberSearch({
  options,
  input,
  onInputChange,
  onChoose,
  isLoading,
  failed,
  takesFocus,
}: MemberSearchProps) {
  const t = useT();
  return (
    <ComboBox<User>
      label={t('workspaceAdmin.form.addMember')}
      placeholder={t('workspaceAdmin.form.addMemberPlaceholder')}
      items={options}
      inputValue={input}
      onInputChange={onInputChange}
      selectedKey={null}
      onSelectionChange={onChoose}
      isLoading={isLoading}
      emptyText={t('workspaceAdmin.form.noUsersFound')}
      loadingText={t('workspaceAdmin.form.searchingUsers')}
      isInvalid={failed}
      errorMessage={failed ? t('workspaceAdmin.form.usersFailed') : undefined}
      className={styles.combo}
      // eslint-disable-next-line jsx-a11y/no-autofocus -- the focus was on the stand-in this replaces
      autoFocus={takesFocus}
    >
      {(user) => (
        <ComboBoxItem id={user.id} textValue={user.name}>
          <span className={styles.option}>
            <span dir="auto">{user.name}</span>
            <Text elementType="span" size="sm" tone="muted">
              {user.email} · {t(`roles.${user.role}`)}
            </Text>
          </span>
        </ComboBoxItem>
      )}
    </ComboBox>
  );
}
