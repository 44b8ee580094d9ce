import { Badge } from '../components/Badge/Badge';
import { darkColors, lightColors, type ColorTokens } from '../theme/palette';
import { colourPairs, measurePair } from './colourPairs';
import { formatRatio } from './contrast';
import * as styles from './Foundations.css';

const palettes = [
  { name: 'light', label: 'Claro', colours: lightColors },
  { name: 'dark', label: 'Escuro', colours: darkColors },
] as const;

type Palette = (typeof palettes)[number];

/** Every colour of the contract in both palettes, each with the contrast of the pair it is read in. */
export function ColourPalette() {
  const tokens = Object.keys(lightColors) as Array<keyof ColorTokens>;
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>Cores dos temas claro e escuro (vars.color)</caption>
      <thead>
        <tr>
          <th scope="col" className={styles.headerCell}>
            Token
          </th>
          {palettes.map((palette) => (
            <th key={palette.name} scope="col" className={styles.headerCell}>
              {palette.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {tokens.map((token) => {
          const pair = colourPairs[token];
          return (
            <tr key={token}>
              <th scope="row" className={styles.cell}>
                <span className={styles.tokenName}>
                  <bdi>{token}</bdi>
                </span>
                <span className={styles.pairName}>
                  {pair
                    ? `${pair.foreground} sobre ${pair.background}`
                    : 'sem par: escurece o fundo dos diálogos'}
                </span>
              </th>
              {palettes.map((palette) => (
                <td key={palette.name} className={styles.cell}>
                  <ColourCell token={token} palette={palette} />
                </td>
              ))}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

function ColourCell({ token, palette }: { token: keyof ColorTokens; palette: Palette }) {
  const { colours } = palette;
  const value = colours[token];
  const result = measurePair(token, colours, palette.name);
  const pair = colourPairs[token];
  // Translucent colours are shown as they appear: over the palette's surface.
  const paint = (colour: string) => `linear-gradient(${colour}, ${colour}), ${colours.surface}`;
  return (
    <div className={styles.colourCell}>
      <span className={styles.swatch} style={{ background: paint(value) }} aria-hidden />
      <span dir="ltr">{value}</span>
      {result ? (
        <>
          {result.pair.minimum === 4.5 ? (
            <span
              className={styles.pairSample}
              style={{
                color: colours[result.pair.foreground],
                background: paint(colours[result.pair.background]),
              }}
            >
              Aa
            </span>
          ) : (
            <span
              aria-hidden
              className={styles.boundarySample}
              style={{
                borderColor: colours[result.pair.foreground],
                background: paint(colours[result.pair.background]),
              }}
            />
          )}
          <span dir="ltr">{formatRatio(result.ratio)}</span>
          {result.pair.minimum === null ? (
            <span className={styles.muted}>decorativa</span>
          ) : (
            <Badge tone={result.passes ? 'success' : 'danger'}>
              {result.passes ? `AA ≥ ${result.pair.minimum}:1` : `falha < ${result.pair.minimum}:1`}
            </Badge>
          )}
        </>
      ) : pair?.onlyIn ? (
        <span className={`${styles.muted} ${styles.spanRest}`}>
          medido só no escuro: a página de acesso usa sempre o tema escuro
        </span>
      ) : null}
    </div>
  );
}
