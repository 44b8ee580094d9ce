import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { I18nProvider, RouterProvider, useLocale } from 'react-aria-components';
import { UNSAFE_PortalProvider, useIsSSR } from 'react-aria';
import { brandVars } from '../theme/brandVars';
import { styleThemeClass, surfaceThemeClass, type ThemeMode, type ThemeStyle } from '../theme/themeClasses';
import { UiThemeContext, useUiTheme, type UiTheme } from './UiThemeContext';
import * as styles from './UiProvider.css';

export interface UiProviderProps {
  /** BCP 47 locale, e.g. 'pt-BR' or 'ar'. Sets `lang` and `dir` of the root element. */
  locale: string;
  /**
   * Overrides the direction that follows from the locale (e.g. the app's `is_rtl` URL parameter): the layout is
   * mirrored, while the text keeps its language's reading order (see `ownTextDirection`).
   */
  direction?: 'ltr' | 'rtl';
  mode?: ThemeMode;
  themeStyle?: ThemeStyle;
  /** A company's brand colour (and the text colour on it), applied to the whole kit including overlays. */
  brand?: { color: string; onColor?: string };
  /** Client-side navigation for RAC links (`href`); without it links navigate the browser. */
  navigate?: (href: string) => void;
  useHref?: (href: string) => string;
  className?: string;
  children: ReactNode;
}

export function UiProvider({
  locale,
  direction,
  mode = 'semi-dark',
  themeStyle = 'standard',
  brand,
  navigate,
  useHref,
  className,
  children,
}: UiProviderProps) {
  const theme = useMemo<UiTheme>(() => ({ mode, themeStyle }), [mode, themeStyle]);
  const content = (
    <I18nProvider locale={locale}>
      <UiThemeContext.Provider value={theme}>
        <ThemeRoot className={className} direction={direction} brand={brand}>
          {children}
        </ThemeRoot>
      </UiThemeContext.Provider>
    </I18nProvider>
  );
  if (!navigate) return content;
  return (
    <RouterProvider navigate={navigate} useHref={useHref}>
      {content}
    </RouterProvider>
  );
}

interface ThemeRootProps {
  className: string | undefined;
  brand: UiProviderProps['brand'];
  direction: 'ltr' | 'rtl' | undefined;
  children: ReactNode;
}

function ThemeRoot({ className, direction: forcedDirection, brand, children }: ThemeRootProps) {
  const { locale, direction: localeDirection } = useLocale();
  const direction = forcedDirection ?? localeDirection;
  const { mode, themeStyle } = useUiTheme();
  // Overlays (popovers, modals, the drawer) portal into the theme root so they inherit its theme variables.
  // The root is kept in state and the children mount once it exists (same commit, before paint), so an overlay
  // that is open from the start never lands in document.body. On the server, and while the client hydrates the
  // server's markup, there is no root yet: the children render at once there (a prerendered page, e.g. the admin's
  // sign-in, holds its content and hydrates it), under the same provider so nothing remounts once the root exists.
  const [root, setRoot] = useState<HTMLDivElement | null>(null);
  const isSSR = useIsSSR();
  const getContainer = useCallback(() => root, [root]);
  const classes = [
    styles.root,
    direction !== localeDirection && styles.ownTextDirection,
    surfaceThemeClass(mode, 'app'),
    styleThemeClass(themeStyle),
    className,
  ];
  return (
    <div
      ref={setRoot}
      lang={locale}
      dir={direction}
      className={classes.filter(Boolean).join(' ')}
      style={brand ? brandVars(brand.color, brand.onColor) : undefined}
    >
      {root || isSSR ? (
        <UNSAFE_PortalProvider getContainer={getContainer}>{children}</UNSAFE_PortalProvider>
      ) : null}
    </div>
  );
}
