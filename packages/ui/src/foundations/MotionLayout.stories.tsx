import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Badge } from '../components/Badge/Badge';
import { breakpoints, mediaQuery, shellBreakpoint, type Breakpoint } from '../theme/breakpoints';
import { vars } from '../theme/vars.css';
import * as styles from './Foundations.css';
import { FoundationPage, TokenTable } from './FoundationParts';
import { foundationDocs } from './foundationDocs';

const meta = {
  title: 'Foundations/Motion & layout',
  parameters: foundationDocs({
    summary:
      'Durações e curva de `vars.motion`, medidas de `vars.layout` (menu lateral, conteúdo em caixa, controles) e os `breakpoints` com as strings de `mediaQuery`.',
    do: 'anime com `vars.motion.*` e mude o layout com `mediaQuery.*` (ou `useIsLargeScreen()`).',
    dont: 'invente pontos de quebra ou larguras: o menu lateral fica fixo em `lg` e o layout em caixa depende dessas larguras.',
  }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Widths drawn at one tenth, heights at full size. */
function LayoutSample({ reference, name }: { reference: string; name: string }) {
  if (/height/i.test(name)) return <span className={styles.heightBox} style={{ blockSize: reference }} />;
  return <span className={styles.bar} style={{ inlineSize: `calc(${reference} / 10)` }} />;
}

/** The easing curve drawn from the `cubic-bezier()` it computes to (time to the right, progress upwards). */
function EasingCurve({ value }: { value: string }) {
  const points = /cubic-bezier\(([^)]+)\)/.exec(value)?.[1]?.split(',').map(Number);
  if (!points || points.length !== 4) return null;
  const [x1, y1, x2, y2] = points as [number, number, number, number];
  const path = `M0,100 C${x1 * 100},${100 - y1 * 100} ${x2 * 100},${100 - y2 * 100} 100,0`;
  return (
    <svg className={styles.curve} viewBox="-5 -5 110 110" aria-hidden>
      <path d={path} fill="none" stroke="currentColor" strokeWidth="4" />
    </svg>
  );
}

function MotionSample({ name, value }: { name: string; value: string }) {
  if (name === 'easing') return <EasingCurve value={value} />;
  const duration = /^([\d.]+)(ms|s)$/.exec(value);
  if (!duration) return null;
  const milliseconds = Number(duration[1]) * (duration[2] === 's' ? 1000 : 1);
  // 1 px per 2 ms: 300 ms is 150 px.
  return <span className={styles.bar} style={{ inlineSize: `${milliseconds / 2}px` }} />;
}

const breakpointNames = Object.keys(breakpoints) as Breakpoint[];

function BreakpointTable() {
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>Pontos de quebra</caption>
      <thead>
        <tr>
          <th scope="col" className={styles.headerCell}>
            Nome
          </th>
          <th scope="col" className={styles.headerCell}>
            Largura mínima
          </th>
          <th scope="col" className={styles.headerCell}>
            Media query
          </th>
        </tr>
      </thead>
      <tbody>
        {breakpointNames.map((name) => (
          <tr key={name}>
            <th scope="row" className={styles.cell}>
              <span className={styles.tokenName}>{`breakpoints.${name}`}</span>
            </th>
            <td className={styles.cell}>
              <div className={styles.valueCell}>
                <span className={styles.bar} style={{ inlineSize: `${breakpoints[name] / 10}px` }} />
                <span>{breakpoints[name]}px</span>
                {name === shellBreakpoint ? (
                  <Badge tone="info">menu lateral fixo a partir daqui</Badge>
                ) : null}
              </div>
            </td>
            <td className={styles.cell}>{mediaQuery[name]}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export const Tokens: Story = {
  render: () => (
    <FoundationPage
      title="Movimento e layout"
      intro="Durações e curva das animações, larguras do menu lateral e do conteúdo em caixa (desenhadas a um décimo), alturas de controles e os pontos de quebra."
    >
      <TokenTable
        caption="Movimento"
        path="vars.motion"
        tokens={vars.motion}
        sample={(_reference, name, value) => <MotionSample name={name} value={value} />}
      />
      <TokenTable
        caption="Layout"
        path="vars.layout"
        tokens={vars.layout}
        sample={(reference, name) => <LayoutSample reference={reference} name={name} />}
      />
      <BreakpointTable />
    </FoundationPage>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const breakpointsTable = canvas.getByRole('table', { name: 'Pontos de quebra' });
    await expect(within(breakpointsTable).getAllByRole('row')).toHaveLength(breakpointNames.length + 1);
    await expect(within(breakpointsTable).getByText(mediaQuery.lg)).toBeVisible();
    // The modern style has taller controls, so the layout table shows both styles.
    const layout = canvas.getByRole('table', { name: 'Layout' });
    await waitFor(() => expect(within(layout).getByRole('columnheader', { name: 'Moderno' })).toBeVisible());
  },
};
