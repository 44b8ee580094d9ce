import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Heading, Text } from '../components/Typography/Typography';
import { styleThemeClass, themeStyles, type ThemeStyle } from '../theme/themeClasses';
import * as styles from './Foundations.css';
import { readTokens, toPixels } from './tokenValues';

export const styleNames: Record<ThemeStyle, string> = { standard: 'Padrão', modern: 'Moderno' };

export function FoundationPage({
  title,
  intro,
  children,
}: {
  title: string;
  intro: ReactNode;
  children: ReactNode;
}) {
  return (
    <article className={styles.page}>
      <Heading level={1} size="xl">
        {title}
      </Heading>
      <Text className={styles.intro}>{intro}</Text>
      {children}
    </article>
  );
}

export interface TokenTableProps<K extends string> {
  caption: string;
  /** How code reads the group, e.g. 'vars.radii': each row is named `${path}.${key}`. */
  path: string;
  /** vanilla-extract references (`var(--…)`) of the group, straight from the contract. */
  tokens: Record<K, string>;
  /** A picture of one token, drawn with its reference so it wears the style of the column it sits in. */
  sample?: (reference: string, key: K, value: string) => ReactNode;
}

/**
 * One row per token with its value in the standard and modern styles, read from the rendered theme classes (so the
 * page shows what the CSS really holds). When both styles agree, a single column says so.
 */
export function TokenTable<K extends string>({ caption, path, tokens, sample }: TokenTableProps<K>) {
  const values = useStyleValues(tokens);
  const keys = Object.keys(tokens) as K[];
  const differ = values ? keys.some((key) => values.standard[key] !== values.modern[key]) : false;
  const columns: Array<ThemeStyle | 'both'> = differ ? [...themeStyles] : ['both'];
  return (
    <>
      {values.probes}
      <table className={styles.table}>
        <caption className={styles.caption}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className={styles.headerCell}>
              Token
            </th>
            {columns.map((column) => (
              <th key={column} scope="col" className={styles.headerCell}>
                {column === 'both' ? 'Padrão e moderno' : styleNames[column]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {keys.map((key) => (
            <tr key={key}>
              <th scope="row" className={styles.cell}>
                <span className={styles.tokenName}>
                  <bdi>{`${path}.${key}`}</bdi>
                </span>
              </th>
              {columns.map((column) => {
                const style = column === 'both' ? 'standard' : column;
                const value = values.ready ? values[style][key] : '';
                return (
                  <td key={column} className={styles.cell}>
                    <div
                      className={`${styles.valueCell} ${column === 'both' ? '' : styleThemeClass(column)}`}
                    >
                      {sample ? (
                        <span className={styles.sampleSlot}>{sample(tokens[key], key, value)}</span>
                      ) : null}
                      <span dir="ltr">{describeValue(value)}</span>
                    </div>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

/**
 * A computed value made readable again (the CSS minifier writes `.875rem`, `#00000014`): leading zeros back,
 * 8-digit hex as rgba(), rem lengths with their pixels.
 */
export function describeValue(value: string): string {
  const readable = value
    .replace(/(^|[\s(,])\.(\d)/g, '$10.$2')
    .replace(/#([0-9a-f]{6})([0-9a-f]{2})\b/gi, (_hex, rgb: string, alpha: string) => {
      const [r, g, b] = [0, 2, 4].map((at) => parseInt(rgb.slice(at, at + 2), 16));
      return `rgba(${r}, ${g}, ${b}, ${Number((parseInt(alpha, 16) / 255).toFixed(2))})`;
    });
  const pixels = /rem$/.test(readable) ? toPixels(readable) : null;
  return pixels === null ? readable : `${readable} (${pixels}px)`;
}

type StyleValues<K extends string> = Record<ThemeStyle, Record<K, string>> & {
  ready: boolean;
  probes: ReactNode;
};

/** Reads the tokens under each style class from two hidden probes, after the first render. */
function useStyleValues<K extends string>(tokens: Record<K, string>): StyleValues<K> {
  const probes = useRef<Partial<Record<ThemeStyle, HTMLDivElement | null>>>({});
  const [read, setRead] = useState<Record<ThemeStyle, Record<K, string>> | null>(null);
  // Keyed by the references themselves, so a group rebuilt on each render is read once.
  const signature = Object.values<string>(tokens).join(' ');
  useLayoutEffect(() => {
    const { standard, modern } = probes.current;
    if (standard && modern)
      setRead({ standard: readTokens(standard, tokens), modern: readTokens(modern, tokens) });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `signature` stands for `tokens`
  }, [signature]);
  const empty = {} as Record<K, string>;
  return {
    standard: read?.standard ?? empty,
    modern: read?.modern ?? empty,
    ready: read !== null,
    probes: themeStyles.map((style) => (
      <div
        key={style}
        hidden
        className={styleThemeClass(style)}
        ref={(element) => {
          probes.current[style] = element;
        }}
      />
    )),
  };
}
