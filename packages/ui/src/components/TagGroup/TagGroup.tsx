import { createContext, useContext, type ReactNode } from 'react';
import { Check, X } from 'lucide-react';
import {
  Button as RACButton,
  Label,
  Tag as RACTag,
  TagGroup as RACTagGroup,
  TagList,
  Text,
  composeRenderProps,
  type TagGroupProps as RACTagGroupProps,
  type TagListProps,
  type TagProps as RACTagProps,
} from 'react-aria-components';
import { useUiStrings } from '../../i18n/uiStrings';
import { cx } from '../private/cx';
import * as fieldStyles from '../private/field.css';
import { tagGroupStrings } from './TagGroup.strings';
import * as styles from './TagGroup.css';

export interface TagGroupProps<T extends object>
  extends
    Pick<
      RACTagGroupProps,
      | 'selectionMode'
      | 'selectedKeys'
      | 'defaultSelectedKeys'
      | 'onSelectionChange'
      | 'disallowEmptySelection'
      | 'disabledKeys'
      | 'onRemove'
      | 'aria-label'
      | 'id'
    >,
    Pick<TagListProps<T>, 'items' | 'children' | 'dependencies'> {
  /** Visible label; without it pass `aria-label`. */
  label?: ReactNode;
  description?: ReactNode;
  errorMessage?: ReactNode;
  /** Shown when there are no tags; default 'Nenhum item' in the UiProvider locale. */
  renderEmptyState?: () => ReactNode;
  /** Accessible name of each remove button (read with the tag's text); default 'Remover'. */
  removeLabel?: string;
  className?: string;
}

const RemoveLabelContext = createContext('');

/**
 * A set of tags: filters, categories, chosen values. With `onRemove` every tag gets a remove button and Delete or
 * Backspace removes the focused tag; with `selectionMode` tags toggle.
 */
export function TagGroup<T extends object>({
  label,
  description,
  errorMessage,
  items,
  children,
  dependencies,
  renderEmptyState,
  removeLabel,
  className,
  ...props
}: TagGroupProps<T>) {
  const t = useUiStrings(tagGroupStrings);
  return (
    <RACTagGroup {...props} className={cx(fieldStyles.field, className)}>
      {label ? <Label className={fieldStyles.label}>{label}</Label> : null}
      <RemoveLabelContext.Provider value={removeLabel ?? t('remove')}>
        <TagList
          items={items}
          dependencies={dependencies}
          className={styles.list}
          renderEmptyState={() => (renderEmptyState ? renderEmptyState() : t('empty'))}
        >
          {children}
        </TagList>
      </RemoveLabelContext.Provider>
      {description ? (
        <Text slot="description" className={fieldStyles.description}>
          {description}
        </Text>
      ) : null}
      {errorMessage ? (
        <Text slot="errorMessage" className={fieldStyles.error}>
          {errorMessage}
        </Text>
      ) : null}
    </RACTagGroup>
  );
}

export interface TagProps extends Pick<RACTagProps, 'id' | 'textValue' | 'isDisabled' | 'href'> {
  className?: string;
  children: ReactNode;
}

export function Tag({ className, children, textValue, ...props }: TagProps) {
  const removeLabel = useContext(RemoveLabelContext);
  return (
    <RACTag
      {...props}
      textValue={textValue ?? (typeof children === 'string' ? children : undefined)}
      className={composeRenderProps(className, (outer) => cx(styles.tag, outer))}
    >
      {({ allowsRemoving, isSelected }) => (
        <>
          {/* Selection is shown by more than colour. */}
          {isSelected ? <Check size={14} aria-hidden className={styles.check} /> : null}
          <span className={styles.text}>{children}</span>
          {allowsRemoving ? (
            <RACButton slot="remove" aria-label={removeLabel} className={styles.remove}>
              <X size={14} aria-hidden />
            </RACButton>
          ) : null}
        </>
      )}
    </RACTag>
  );
}
