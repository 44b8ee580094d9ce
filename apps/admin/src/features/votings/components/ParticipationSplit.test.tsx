import { render } from '@testing-library/react';
import { afterAll, describe, expect, it } from 'vitest';
import { SUPPORTED_LOCALES, type Locale } from '@backoffice/domain';
import { I18nProvider } from '../../i18n/components/I18nProvider';
import { loadFeatureDictionaries } from '../../i18n/i18n';
import { setLocale } from '../../i18n/stores/locale';
import { ParticipationSplit } from './ParticipationSplit';

// How a voting's figure reads when represented parties are part of it ("36 votantes + 1 representado"), in the seven
// locales, with each language's plural forms (Arabic's six among them), numbers in the locale's grouping.

async function splitIn(locale: Locale, voters: number, represented: number): Promise<string | null> {
  await loadFeatureDictionaries(locale);
  await setLocale(locale);
  const { container, unmount } = render(
    <I18nProvider>
      <ParticipationSplit count={{ total: voters + represented, voters, represented }} />
    </I18nProvider>,
  );
  const text = container.textContent === '' ? null : container.textContent;
  unmount();
  return text;
}

afterAll(() => setLocale('pt-BR'));

const n = (locale: Locale, value: number) => new Intl.NumberFormat(locale).format(value);

/** [voters, represented] → the text, per locale. */
const READINGS: Record<Locale, [number, number, (locale: Locale) => string][]> = {
  'pt-BR': [
    [36, 1, () => '36 votantes + 1 representado'],
    [1, 2, () => '1 votante + 2 representados'],
    [1237, 4, () => '1.237 votantes + 4 representados'],
    [1_000_000, 12, () => '1.000.000 de votantes + 12 representados'],
  ],
  en: [
    [36, 1, () => '36 voters + 1 represented party'],
    [1, 2, () => '1 voter + 2 represented parties'],
    [1237, 4, () => '1,237 voters + 4 represented parties'],
  ],
  es: [
    [36, 1, () => '36 votantes + 1 representado'],
    [1, 2, () => '1 votante + 2 representados'],
    [1_000_000, 4, () => '1.000.000 de votantes + 4 representados'],
  ],
  fr: [
    [36, 1, () => '36 votants + 1 représenté'],
    [1, 2, () => '1 votant + 2 représentés'],
    [1237, 4, (locale) => `${n(locale, 1237)} votants + 4 représentés`],
  ],
  it: [
    [36, 1, () => '36 votanti + 1 rappresentato'],
    [1, 2, () => '1 votante + 2 rappresentati'],
    [1237, 4, (locale) => `${n(locale, 1237)} votanti + 4 rappresentati`],
  ],
  zh: [
    [36, 1, () => '36 名投票人 + 1 名被代理方'],
    [1237, 4, (locale) => `${n(locale, 1237)} 名投票人 + 4 名被代理方`],
  ],
  ar: [
    // one, two, few (3–10), many (11–99), other (100–102…), and zero for the voters.
    [1, 2, () => 'مصوّت واحد + طرفان ممثَّلان'],
    [2, 1, () => 'مصوّتان + طرف ممثَّل واحد'],
    [36, 4, (locale) => `${n(locale, 36)} مصوّتًا + ${n(locale, 4)} أطراف ممثَّلة`],
    [101, 11, (locale) => `${n(locale, 101)} مصوّت + ${n(locale, 11)} طرفًا ممثَّلًا`],
    [0, 100, (locale) => `لا مصوّتين + ${n(locale, 100)} طرف ممثَّل`],
  ],
};

describe('ParticipationSplit', () => {
  it.each(SUPPORTED_LOCALES)('reads in %s with the locale’s plural forms', async (locale) => {
    for (const [voters, represented, expected] of READINGS[locale]) {
      expect(await splitIn(locale, voters, represented), `${locale} ${voters} + ${represented}`).toBe(
        expected(locale),
      );
    }
  });

  it.each(SUPPORTED_LOCALES)(
    'says nothing in %s when no represented party is part of the figure',
    async (locale) => {
      expect(await splitIn(locale, 36, 0)).toBeNull();
    },
  );
});
