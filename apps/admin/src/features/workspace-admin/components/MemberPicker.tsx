import { Suspense, useEffect, useRef, useState } from 'react';
import type { User, UserSummary } from '@backoffice/api-client';
import { Tag, TagGroup, TextField } from '@backoffice/ui';
import { useT } from '@admin/lib/i18n';
import { lazyNamed } from '@admin/lib/lazy-named';
import { searchCompanyUsers } from '../api/workspaces';
import type { MemberSearchProps } from './MemberSearch';
import * as styles from './MemberPicker.css';

const loadSearch = () => import('./MemberSearch');
const MemberSearch = lazyNamed(loadSearch, 'MemberSearch');

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
  const [searchWanted, setSearchWanted] = useState(false);
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

  const search = (text: string) => {
    setInput(text);
    setLoading(true);
  };

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
        <MemberSearchSlot
          wanted={searchWanted}
          onWanted={() => setSearchWanted(true)}
          options={options}
          input={input}
          onInputChange={search}
          onChoose={add}
          isLoading={isLoading}
          failed={failed}
        />
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
                    rootRef.current?.querySelector<HTMLInputElement>('[data-member-search] input')?.focus(),
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

/**
 * The search's place: a plain text field of the same name and placeholder until it is reached for (pointing at it
 * fetches the combo box's code, focusing it swaps the combo box in, which takes the focus and keeps what was typed).
 */
function MemberSearchSlot({
  wanted,
  onWanted,
  ...search
}: Omit<MemberSearchProps, 'takesFocus'> & { wanted: boolean; onWanted: () => void }) {
  const t = useT();
  const standIn = (
    <TextField
      label={t('workspaceAdmin.form.addMember')}
      placeholder={t('workspaceAdmin.form.addMemberPlaceholder')}
      value={search.input}
      onChange={search.onInputChange}
      className={styles.combo}
    />
  );
  return (
    <div
      data-member-search
      onPointerEnter={() => void loadSearch().catch(() => {})} // the lazy search's own import reports a failure
      onFocus={wanted ? undefined : onWanted}
    >
      {wanted ? (
        <Suspense fallback={standIn}>
          <MemberSearch {...search} takesFocus />
        </Suspense>
      ) : (
        standIn
      )}
    </div>
  );
}
