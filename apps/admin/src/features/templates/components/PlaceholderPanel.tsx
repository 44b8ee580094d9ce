import { useId, useState } from 'react';
import type { TemplateKind } from '@backoffice/api-client';
import { CUSTOM_PLACEHOLDER_MAX_CHARS, placeholdersFor, toPlaceholderName } from '@backoffice/domain';
import { Button, Card, Heading, Text, TextField } from '@backoffice/ui';
import { useT, type TranslationKey } from '@admin/lib/i18n';
import { token } from './issueMessages';
import * as styles from './PlaceholderPanel.css';

export interface PlaceholderPanelProps {
  kind: TemplateKind;
  /** Lists the placeholders without the insert buttons. */
  readOnly?: boolean;
  /** Inserts `{{name}}` where the caret of the last focused text field is. */
  onInsert: (name: string) => void;
  /** Said politely after an insertion (the focus goes back to the field). */
  announcement?: string;
  /** The template's own placeholders (a parameterizable communication's columns), in order of first use. */
  customNames?: readonly string[];
}

/** The placeholders a template of this kind may use: what each one is, a sample, and a button to insert it. */
export function PlaceholderPanel({
  kind,
  readOnly = false,
  onInsert,
  announcement = '',
  customNames = [],
}: PlaceholderPanelProps) {
  const t = useT();
  const introId = useId();
  return (
    <Card as="section" title={t('templates.placeholders.title')} className={styles.panel}>
      <Text size="sm" tone="muted" id={introId}>
        {readOnly ? t('templates.placeholders.introReadOnly') : t('templates.placeholders.intro')}
      </Text>
      <ul className={styles.list} aria-labelledby={introId}>
        {placeholdersFor(kind).map(({ name, sample }) => {
          const about = t(`templates.placeholders.about.${name}` as TranslationKey);
          return (
            <li key={name} className={styles.item}>
              <PlaceholderToken name={name} readOnly={readOnly} onInsert={onInsert} />
              <div className={styles.text}>
                <Text size="sm">{about}</Text>
                <Text size="xs" tone="muted">
                  {t('templates.placeholders.sampleLabel')} <bdi>{sample}</bdi>
                </Text>
              </div>
            </li>
          );
        })}
      </ul>
      {kind === 'message' ? (
        <CustomPlaceholders readOnly={readOnly} names={customNames} onInsert={onInsert} />
      ) : null}
      <div role="status" className={styles.visuallyHidden}>
        {announcement}
      </div>
    </Card>
  );
}

/**
 * The template's own placeholders: a name typed here becomes `{{valor_do_rendimento}}` (the domain's
 * toPlaceholderName) and goes in like the catalogue's; those the template already uses can be inserted again.
 */
function CustomPlaceholders({
  readOnly,
  names,
  onInsert,
}: {
  readOnly: boolean;
  names: readonly string[];
  onInsert: (name: string) => void;
}) {
  const t = useT();
  const titleId = useId();
  const usedId = useId();
  const [label, setLabel] = useState('');
  const [tried, setTried] = useState(false);
  const name = toPlaceholderName(label);
  const invalid = tried && label.trim() !== '' && !name;

  function add() {
    setTried(true);
    if (!name) return;
    onInsert(name);
    setLabel('');
    setTried(false);
  }

  return (
    <section aria-labelledby={titleId} className={styles.custom}>
      <Heading level={3} size="sm" id={titleId}>
        {t('templates.placeholders.custom.title')}
      </Heading>
      <Text size="sm" tone="muted">
        {t('templates.placeholders.custom.intro')}
      </Text>
      {readOnly ? null : (
        <div className={styles.customForm}>
          <TextField
            label={t('templates.placeholders.custom.label')}
            value={label}
            onChange={(value) => {
              setLabel(value);
              setTried(false);
            }}
            maxLength={CUSTOM_PLACEHOLDER_MAX_CHARS * 2}
            description={
              name
                ? t('templates.placeholders.custom.willInsert', { token: token(name) })
                : t('templates.placeholders.custom.hint', { example: token('valor_rendimento') })
            }
            isInvalid={invalid}
            errorMessage={invalid ? t('templates.placeholders.custom.invalid') : undefined}
            onKeyDown={(event) => {
              // Enter inserts the field; it must not submit the template's form.
              if (event.key !== 'Enter') return;
              event.preventDefault();
              add();
            }}
            className={styles.customName}
          />
          <Button variant="secondary" onPress={add} isDisabled={label.trim() === ''}>
            {t('templates.placeholders.custom.add')}
          </Button>
        </div>
      )}
      {names.length ? (
        <>
          <Text size="sm" id={usedId}>
            {t('templates.placeholders.custom.used')}
          </Text>
          <ul className={styles.chips} aria-labelledby={usedId}>
            {names.map((custom) => (
              <li key={custom}>
                <PlaceholderToken name={custom} readOnly={readOnly} onInsert={onInsert} />
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}

/** A placeholder as written (`{{name}}`, left to right in any page): the button that inserts it, or read-only its code. */
function PlaceholderToken({
  name,
  readOnly,
  onInsert,
}: {
  name: string;
  readOnly: boolean;
  onInsert: (name: string) => void;
}) {
  const t = useT();
  return readOnly ? (
    <code className={styles.code} dir="ltr">
      {token(name)}
    </code>
  ) : (
    <Button
      variant="secondary"
      size="sm"
      aria-label={t('templates.placeholders.insert', { token: token(name) })}
      onPress={() => onInsert(name)}
    >
      <bdi dir="ltr">{token(name)}</bdi>
    </Button>
  );
}
