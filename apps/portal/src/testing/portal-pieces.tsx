import { useMemo, type ReactNode } from 'react';
import rosetta from 'rosetta';
import { DEFAULT_LOCALE, isSupportedLocale, type Locale } from '@backoffice/domain';
import { UiProvider } from '@backoffice/ui';
import type { Args, Decorator, Loader } from '@storybook/react-vite';
import { I18nContext, type I18nValue, type Translate, type TranslationParams } from '../lib/i18n';
import type { ApprovalKey } from '../features/approval/i18n';
import type { AttorneyKey } from '../features/voter-portal/components/attorney/use-attorney-t';
import attorneyPtBR from '../features/voter-portal/locales/attorney/pt-BR.json';
import approvalPtBR from '../features/approval/locales/pt-BR.json';

// The texts of the portal's attorney and approval pieces for their own stories and tests, which render them outside
// the portal app: the two namespaces in one rosetta, pt-BR bundled, the other locales loaded on demand. The portal
// itself loads them through its own i18n (src/portal/i18n.ts).

type Tree = Record<string, unknown>;

const loaders = {
  ...import.meta.glob<Tree>('../features/voter-portal/locales/attorney/*.json', { import: 'default' }),
  ...import.meta.glob<Tree>('../features/approval/locales/*.json', { import: 'default' }),
};

const pieces = rosetta<Tree>({ [DEFAULT_LOCALE]: { ...attorneyPtBR, ...approvalPtBR } });
const loaded = new Set<string>([DEFAULT_LOCALE]);

const localeOf = (wanted: unknown): Locale => (isSupportedLocale(wanted) ? wanted : DEFAULT_LOCALE);

/** Loads the pieces' texts of `locale` (a story loader awaits it before the story renders). */
export async function loadPieceTexts(wanted: unknown): Promise<void> {
  const locale = localeOf(wanted);
  if (loaded.has(locale)) return;
  const parts = await Promise.all(
    Object.entries(loaders)
      .filter(([path]) => path.endsWith(`/${locale}.json`))
      .map(([, load]) => load()),
  );
  pieces.set(locale, Object.assign({}, ...parts) as Tree);
  loaded.add(locale);
}

export function translatePiece(wanted: unknown, key: string, params?: TranslationParams): string {
  const locale = localeOf(wanted);
  return pieces.t(key, params, locale) || pieces.t(key, params, DEFAULT_LOCALE) || key;
}

/** The shared translation contract (`useT()`) answered from the pieces' texts of `locale`. */
export function PieceTexts({ locale, children }: { locale: string; children: ReactNode }) {
  const value = useMemo<I18nValue>(() => {
    const t: Translate = (key, params) => translatePiece(locale, key, params);
    return { locale: localeOf(locale), t };
  }, [locale]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

const ISOLATES = /[\u2066-\u2069]/g;

/** A text as read, without the invisible marks that isolate names inside sentences. */
export const withoutIsolates = (text: string | null | undefined): string =>
  (text ?? '').replace(ISOLATES, '');

/**
 * A Testing Library text matcher for a sentence whose names are isolated (U+2068…U+2069): the innermost element
 * whose text, read without those marks, is `text`.
 */
export function plainText(text: string) {
  return (_content: string, element: Element | null): boolean =>
    element !== null &&
    withoutIsolates(element.textContent) === text &&
    ![...element.children].some((child) => withoutIsolates(child.textContent) === text);
}

/** Tests: the kit's provider and the pieces' texts (pt-BR by default). */
export function PieceProviders({
  locale = DEFAULT_LOCALE,
  children,
}: {
  locale?: string;
  children: ReactNode;
}) {
  return (
    <UiProvider locale={locale}>
      <PieceTexts locale={locale}>{children}</PieceTexts>
    </UiProvider>
  );
}

/** Play functions: the translate function of the story's locale (keys of either namespace). */
export async function pieceT(globals: Record<string, unknown>) {
  await loadPieceTexts(globals.locale);
  return (key: AttorneyKey | ApprovalKey, params?: TranslationParams) =>
    translatePiece(globals.locale, key, params);
}

/** Spread into a story file's meta (`...pieceStories<Props>()`): its texts loaded before it renders, and provided. */
export function pieceStories<TArgs extends Args>(): {
  loaders: Loader<TArgs>[];
  decorators: Decorator<TArgs>[];
} {
  return {
    loaders: [
      async ({ globals }) => {
        await loadPieceTexts(globals.locale);
        return {};
      },
    ],
    decorators: [
      (Story, { globals }) => (
        <PieceTexts locale={String(globals.locale ?? DEFAULT_LOCALE)}>
          <Story />
        </PieceTexts>
      ),
    ],
  };
}
