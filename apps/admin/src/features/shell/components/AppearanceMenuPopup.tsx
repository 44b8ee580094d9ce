import { Palette } from 'lucide-react';
import { useSnapshot } from 'valtio';
import { useOpenAtOnce } from '@backoffice/app-common';
import {
  Button,
  Dialog,
  DialogTrigger,
  IconButton,
  Popover,
  Radio,
  RadioGroup,
  Tooltip,
  TooltipTrigger,
} from '@backoffice/ui';
import { useT } from '@admin/lib/i18n';
import { resetTheme, setTheme, themeStore, type ThemeState } from '@admin/stores/theme';
import * as styles from './AppearanceMenu.css';

// Each setting: the store key, the i18n key of its label, and its options with their i18n keys.
const settings = [
  {
    key: 'mode',
    label: 'mode',
    options: [
      ['light', 'light'],
      ['dark', 'dark'],
      ['semi-dark', 'semiDark'],
    ],
  },
  {
    key: 'style',
    label: 'style',
    options: [
      ['standard', 'standard'],
      ['modern', 'modern'],
    ],
  },
  {
    key: 'layout',
    label: 'layout',
    options: [
      ['full', 'full'],
      ['boxed', 'boxed'],
    ],
  },
  {
    key: 'navStyle',
    label: 'nav',
    options: [
      ['vertical', 'vertical'],
      ['collapsed', 'collapsed'],
    ],
  },
  {
    key: 'direction',
    label: 'direction',
    // Not kept for the next visit: the language decides the direction (stores/theme.ts).
    hint: 'directionHint',
    options: [
      ['ltr', 'ltr'],
      ['rtl', 'rtl'],
    ],
  },
] as const satisfies ReadonlyArray<{
  key: keyof ThemeState;
  label: string;
  hint?: string;
  options: ReadonlyArray<readonly [string, string]>;
}>;

/** The appearance pop-up and its button, loaded when the button is first pressed (AppearanceMenu.tsx). */
export default function AppearanceMenuPopup({ openAtOnce = false }: { openAtOnce?: boolean }) {
  const t = useT();
  const theme = useSnapshot(themeStore);
  const { triggerRef, isOpen, setOpen } = useOpenAtOnce(openAtOnce);
  const label = t('shell.appearance.button');
  return (
    <DialogTrigger isOpen={isOpen} onOpenChange={setOpen}>
      <TooltipTrigger>
        <IconButton ref={triggerRef} aria-label={label} icon={<Palette size={20} aria-hidden />} />
        <Tooltip>{label}</Tooltip>
      </TooltipTrigger>
      <Popover placement="bottom end" className={styles.popover}>
        <Dialog title={t('shell.appearance.title')}>
          <div className={styles.body}>
            {settings.map((setting) => (
              <RadioGroup
                key={setting.key}
                label={t(`shell.appearance.${setting.label}`)}
                description={'hint' in setting ? t(`shell.appearance.${setting.hint}`) : undefined}
                orientation="horizontal"
                value={theme[setting.key]}
                onChange={(value) => setTheme({ [setting.key]: value })}
              >
                {setting.options.map(([value, optionLabel]) => (
                  <Radio key={value} value={value}>
                    {t(`shell.appearance.${optionLabel}`)}
                  </Radio>
                ))}
              </RadioGroup>
            ))}
            <Button variant="secondary" onPress={resetTheme}>
              {t('shell.appearance.reset')}
            </Button>
          </div>
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}
