import type { ReactElement, ReactNode } from 'react';
import { render, type RenderOptions } from '@testing-library/react';
import { UiProvider, type UiProviderProps } from '../provider/UiProvider';

/** Renders inside UiProvider (pt-BR, semi-dark unless told otherwise); `rerender` keeps the provider. */
export function renderWithUi(
  ui: ReactElement,
  options: Partial<Omit<UiProviderProps, 'children'>> & RenderOptions = {},
) {
  const { locale = 'pt-BR', mode, themeStyle, navigate, useHref, direction, ...renderOptions } = options;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <UiProvider
      locale={locale}
      direction={direction}
      mode={mode}
      themeStyle={themeStyle}
      navigate={navigate}
      useHref={useHref}
    >
      {children}
    </UiProvider>
  );
  return render(ui, { ...renderOptions, wrapper });
}

/** Installs a matchMedia whose min-width queries match the given viewport width. */
export function mockViewportWidth(width: number) {
  window.matchMedia = (query: string) => {
    const minWidth = /min-width:\s*(\d+)px/.exec(query);
    const matches = minWidth ? width >= Number(minWidth[1]) : false;
    return {
      matches,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    } as MediaQueryList;
  };
}
