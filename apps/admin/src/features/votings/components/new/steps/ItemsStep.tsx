import { useEffect, useRef } from 'react';
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { useSnapshot } from 'valtio';
import type { VoteChoice } from '@backoffice/api-client';
import { Badge, Button, IconButton, Text, TextArea, TextField } from '@backoffice/ui';
import { useT } from '@admin/lib/i18n';
import { ITEMS_MAX, ITEM_DESCRIPTION_MAX, ITEM_TITLE_MAX } from '@admin/features/votings/stores/draft-model';
import { say } from '@admin/features/votings/stores/messages';
import {
  addItem,
  changeItem,
  moveItem,
  removeItem,
  votingDraft,
} from '@admin/features/votings/stores/voting-draft';
import * as styles from './ItemsStep.css';
import { StepForm } from './StepForm';

export const CHOICES: readonly VoteChoice[] = ['approve', 'reject', 'abstain', 'conflict'];

/** Where the focus goes after a change of the list: an item's title, a button of a moved item, or "add". */
type FocusTarget = { key: string; part: 'title' | 'up' | 'down' } | { key: null; part: 'add' };

/**
 * The questions of the voting: add, edit, move up or down, remove (at least one to go on). Each is answered with
 * approve, reject, abstain or conflict of interest, said above the list. Every change keeps the keyboard in place.
 */
export function ItemsStep() {
  const t = useT();
  const { items, itemsErrors: errors } = useSnapshot(votingDraft, { sync: true });
  const listRef = useRef<HTMLOListElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  // Set by a change of the list; applied once the list has rendered it.
  const pendingFocus = useRef<FocusTarget | null>(null);
  const setFocus = (target: FocusTarget) => {
    pendingFocus.current = target;
  };

  useEffect(() => {
    const focus = pendingFocus.current;
    if (!focus) return;
    pendingFocus.current = null;
    if (focus.part === 'add') return void addRef.current?.focus();
    const row = listRef.current?.querySelector<HTMLElement>(`[data-item="${focus.key}"]`);
    const target =
      focus.part === 'title'
        ? row?.querySelector<HTMLElement>('input')
        : // A button at the list's edge is disabled: its sibling takes the focus then.
          (row?.querySelector<HTMLElement>(`[data-move="${focus.part}"] button:not([disabled])`) ??
          row?.querySelector<HTMLElement>('[data-move] button:not([disabled])'));
    target?.focus();
  }, [items]);

  const remove = (key: string, index: number) => {
    // The item after it takes its place (or the one before, at the end); with none left, "add".
    const next = votingDraft.items[index + 1] ?? votingDraft.items[index - 1];
    setFocus(next ? { key: next.key, part: 'title' } : { key: null, part: 'add' });
    removeItem(key);
  };

  return (
    <StepForm>
      <div className={styles.choices}>
        <Text size="sm">{t('votings.items.choicesIntro')}</Text>
        <ul className={styles.choiceList} aria-label={t('votings.items.choicesLabel')}>
          {CHOICES.map((choice) => (
            <li key={choice}>
              <Badge tone={choice === 'conflict' ? 'warning' : 'neutral'}>
                {t(`common.choices.${choice}`)}
              </Badge>
            </li>
          ))}
        </ul>
      </div>
      {errors.list ? (
        <Text tone="danger" size="sm">
          {say(t, errors.list)}
        </Text>
      ) : null}
      <ol ref={listRef} className={styles.list} aria-label={t('votings.items.listLabel')}>
        {items.map((item, index) => {
          const number = index + 1;
          return (
            <li key={item.key} data-item={item.key} className={styles.item}>
              <div className={styles.itemHeader}>
                <span className={styles.itemNumber} aria-hidden="true">
                  {number}
                </span>
                <div className={styles.itemButtons}>
                  <span data-move="up">
                    <IconButton
                      size="sm"
                      aria-label={t('votings.items.moveUp', { number })}
                      icon={<ArrowUp size={16} aria-hidden />}
                      isDisabled={index === 0}
                      onPress={() => {
                        setFocus({ key: item.key, part: 'up' });
                        moveItem(item.key, -1);
                      }}
                    />
                  </span>
                  <span data-move="down">
                    <IconButton
                      size="sm"
                      aria-label={t('votings.items.moveDown', { number })}
                      icon={<ArrowDown size={16} aria-hidden />}
                      isDisabled={index === items.length - 1}
                      onPress={() => {
                        setFocus({ key: item.key, part: 'down' });
                        moveItem(item.key, 1);
                      }}
                    />
                  </span>
                  <IconButton
                    size="sm"
                    aria-label={t('votings.items.remove', { number })}
                    icon={<Trash2 size={16} aria-hidden />}
                    onPress={() => remove(item.key, index)}
                  />
                </div>
              </div>
              <TextField
                label={t('votings.items.itemTitle', { number })}
                isRequired
                autoComplete="off"
                maxLength={ITEM_TITLE_MAX}
                value={item.title}
                onChange={(value) => changeItem(item.key, 'title', value)}
                isInvalid={Boolean(errors.titles[item.key])}
                errorMessage={say(t, errors.titles[item.key])}
              />
              <TextArea
                label={t('votings.items.itemDescription', { number })}
                rows={2}
                maxLength={ITEM_DESCRIPTION_MAX}
                value={item.description}
                onChange={(value) => changeItem(item.key, 'description', value)}
                isInvalid={Boolean(errors.descriptions[item.key])}
                errorMessage={say(t, errors.descriptions[item.key])}
              />
            </li>
          );
        })}
      </ol>
      <div>
        <Button
          ref={addRef}
          variant="secondary"
          isDisabled={items.length >= ITEMS_MAX}
          onPress={() => setFocus({ key: addItem(), part: 'title' })}
        >
          <Plus size={18} aria-hidden />
          {t('votings.items.add')}
        </Button>
      </div>
    </StepForm>
  );
}
