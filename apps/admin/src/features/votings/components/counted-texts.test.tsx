import { render } from '@testing-library/react';
import { afterAll, describe, expect, it } from 'vitest';
import type { Locale } from '@backoffice/domain';
import { usePlural, type PluralKey } from '@admin/lib/plural';
import { I18nProvider } from '../../i18n/components/I18nProvider';
import { loadFeatureDictionaries } from '../../i18n/i18n';
import { setLocale } from '../../i18n/stores/locale';

// Counted texts go through lib/plural.ts (Intl.PluralRules): "1 votante", never "1 votantes"; Arabic's six forms.
// CLDR gives pt-BR's 0 the 'one' form; the product counts nothing in the plural ("0 votantes", the results' conflict
// line), so pt's 0 takes 'other' (app-common's pluralCategory).

function Counted({ textKey, count }: { textKey: PluralKey; count: number }) {
  const plural = usePlural();
  return <>{plural(textKey, count)}</>;
}

async function countedIn(locale: Locale, textKey: PluralKey, count: number): Promise<string> {
  await loadFeatureDictionaries(locale);
  await setLocale(locale);
  const { container, unmount } = render(
    <I18nProvider>
      <Counted textKey={textKey} count={count} />
    </I18nProvider>,
  );
  const text = container.textContent ?? '';
  unmount();
  return text;
}

afterAll(() => setLocale('pt-BR'));

const n = (value: number) => new Intl.NumberFormat('ar').format(value);

describe('counted texts', () => {
  it('says "1 votante" and "2 votantes" in pt-BR', async () => {
    expect(await countedIn('pt-BR', 'votings.participation.voters', 1)).toBe('1 votante');
    expect(await countedIn('pt-BR', 'votings.participation.voters', 2)).toBe('2 votantes');
    expect(await countedIn('pt-BR', 'votings.import.confirm', 1)).toBe('Importar 1 votante');
    expect(await countedIn('pt-BR', 'votings.import.confirm', 1237)).toBe('Importar 1.237 votantes');
    expect(await countedIn('pt-BR', 'votings.import.imported', 1)).toBe('1 votante importado.');
    expect(await countedIn('pt-BR', 'votings.detail.dialogs.remindMessage', 1)).toBe(
      'Um lembrete por e-mail será enviado a 1 votante que ainda não concluiu o voto.',
    );
    expect(await countedIn('pt-BR', 'votings.detail.dispatches.failed', 1)).toBe('1 falhou');
    expect(await countedIn('pt-BR', 'votings.participation.voters', 0)).toBe('0 votantes');
    expect(await countedIn('pt-BR', 'votings.import.imported', 0)).toBe('0 votantes importados.');
    expect(await countedIn('fr', 'votings.participation.voters', 0)).toBe('0 votant');
  });

  it('picks each of the six Arabic forms: zero, one, two, few, many, other', async () => {
    const readings: [number, string, string][] = [
      [0, 'zero', 'لا مصوّتين'],
      [1, 'one', 'مصوّت واحد'],
      [2, 'two', 'مصوّتان'],
      [3, 'few', `${n(3)} مصوّتين`],
      [11, 'many', `${n(11)} مصوّتًا`],
      [100, 'other', `${n(100)} مصوّت`],
    ];
    const rules = new Intl.PluralRules('ar');
    for (const [count, form, text] of readings) {
      expect(rules.select(count), `${count}`).toBe(form);
      expect(await countedIn('ar', 'votings.participation.voters', count), `${count}`).toBe(text);
    }
    expect(new Set(readings.map(([, form]) => form)).size).toBe(6);
  });
});
