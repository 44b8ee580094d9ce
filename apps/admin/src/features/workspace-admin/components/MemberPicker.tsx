import { useEffect, useRef, useState } from 'react';
import type { User, UserSummary } from '@backoffice/api-client';
import { ComboBox, ComboBoxItem, Tag, TagGroup, Text } from '@backoffice/ui';
import { useT } from '@admin/lib/i18n';
import { searchCompanyUsers } from '../api/workspaces';
import * as styles from './MemberPicker.css';

const SEARCH_DEBOUNCE_MS = 300;

export interface MemberPickerProps {
  members: readonly UserSummary[];
  onChange: (members: UserSummary[]) => void;
  /** Shows the members only (OBSERVER, OPERATOR). */
  isReadOnly?: boolean;
  /** The server's refusal about the members (e.g. who would be left without any workspace). */
  errorMessage?: string;
}

/**
 * The workspace's members: a search among the company's users (name or e-mail, on the server) adds one; each
 * chosen member is a tag removed with its button or with Delete/Backspace.
 */
export function MemberPicker({ members, onChange, isReadOnly = false, errorMessage }: MemberPickerProps) {
  const t = useT();
  const [input, setInput] = useState('');
  const [results, setResults] = useState<User[]>([]);
  // The first search (everyone, by name) starts at once; each keystroke starts another.
  const [isLoading, setLoading] = useState(!isReadOnly);
  const [failed, setFailed] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (isReadOnly) return;
    let active = true;
    const timer = setTimeout(() => {
      searchCompanyUsers(input)
        .then((users) => {
          if (!active) return;
          setResults(users);
          setFailed(false);
        })
        .catch((error: unknown) => {
          if (!active) return;
          console.error('User search failed', error);
          setFailed(true);
        })
        .finally(() => active && setLoading(false));
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [input, isReadOnly]);

  const chosen = new Set(members.map((member) => member.id));
  const options = results.filter((user) => !chosen.has(user.id));

  const add = (key: string | number | null) => {
    const user = results.find((candidate) => candidate.id === key);
    if (!user || chosen.has(user.id)) return;
    onChange([...members, { id: user.id, name: user.name, email: user.email, role: user.role }]);
    if (input !== '') {
      setInput('');
      setLoading(true);
    }
  };

  return (
    <div ref={rootRef} className={styles.root}>
      {isReadOnly ? null : (
        <ComboBox<User>
          label={t('workspaceAdmin.form.addMember')}
          placeholder={t('workspaceAdmin.form.addMemberPlaceholder')}
          items={options}
          inputValue={input}
          onInputChange={(text) => {
            setInput(text);
            setLoading(true);
          }}
          selectedKey={null}
          onSelectionChange={add}
          isLoading={isLoading}
          emptyText={t('workspaceAdmin.form.noUsersFound')}
          loadingText={t('workspaceAdmin.form.searchingUsers')}
          isInvalid={failed}
          errorMessage={failed ? t('workspaceAdmin.form.usersFailed') : undefined}
          className={styles.combo}
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
      )}
      <TagGroup<UserSummary>
        label={t('workspaceAdmin.form.members')}
        description={isReadOnly ? undefined : t('workspaceAdmin.form.membersHint')}
        errorMessage={errorMessage}
        items={members as UserSummary[]}
        removeLabel={t('workspaceAdmin.form.removeMember')}
        onRemove={
          isReadOnly
            ? undefined
            : (keys) => {
                const next = members.filter((member) => !keys.has(member.id));
                onChange(next);
                // The last tag is gone with the focus it had: the search takes it, ready for the next member.
                if (next.length === 0)
                  requestAnimationFrame(() =>
                    rootRef.current?.querySelector<HTMLInputElement>('input[role="combobox"]')?.focus(),
                  );
              }
        }
        renderEmptyState={() => t('workspaceAdmin.form.noMembers')}
      >
        {(member) => (
          <Tag id={member.id} textValue={member.name}>
            {member.name}
          </Tag>
        )}
      </TagGroup>
    </div>
  );
}
