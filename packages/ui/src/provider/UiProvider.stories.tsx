import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Cell, Column, Row as TableRow, Table, TableBody, TableHeader } from '../components/Table/Table';
import { UiProvider } from './UiProvider';

/** Where a piece of text is drawn: the box of `part` in the first text of `element` that holds it. */
function boxOf(element: HTMLElement, part: string): DOMRect {
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  let text = walker.nextNode() as Text | null;
  while (text && !text.data.includes(part)) text = walker.nextNode() as Text | null;
  if (!text) throw new Error(`no text holds '${part}'`);
  const start = text.data.indexOf(part);
  const range = document.createRange();
  range.setStart(text, start);
  range.setEnd(text, start + part.length);
  return range.getBoundingClientRect();
}

function Row({ label, children }: { label: string; children: string }) {
  return (
    <div data-testid={label} style={{ display: 'flex', gap: 8 }}>
      <strong>{label}</strong>
      <span>{children}</span>
    </div>
  );
}

const meta = {
  title: 'Foundations/Direction',
  component: UiProvider,
  parameters: {
    docs: {
      description: {
        component: `The direction of a \`UiProvider\` follows its locale (Arabic is right-to-left). \`direction\` forces
another one, e.g. a right-to-left preview of a Portuguese page (the admin app's \`is_rtl\`): the layout is mirrored
(rows, sides, icons), while each paragraph of text keeps its own language's reading order (\`unicode-bidi: plaintext\`),
so "2 de 21" never turns into "de 21 2".

**Do**
- Force a direction only to preview a mirrored layout; let the locale decide otherwise.

**Don't**
- Put \`dir\` on texts to fix their order by hand: the provider does it for the whole subtree.`,
      },
    },
  },
  args: { locale: 'pt-BR', children: null },
  argTypes: { children: { control: false } },
} satisfies Meta<typeof UiProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Portuguese in a forced right-to-left layout, beside Arabic in its own: the rows are mirrored in both, the numbers
 * of each sentence stay where its language puts them.
 */
export const ForcedDirection: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16, maxWidth: 420 }}>
      <UiProvider locale="pt-BR" direction="rtl">
        <p data-testid="pt">2 de 21 votantes votaram.</p>
        <Row label="Votantes">32 de 36</Row>
        <Table aria-label="Participação">
          <TableHeader>
            <Column id="what" isRowHeader>
              Quem
            </Column>
            <Column id="count" align="end">
              Quantos
            </Column>
          </TableHeader>
          <TableBody>
            <TableRow id="voted">
              <Cell>Votaram</Cell>
              <Cell>32 de 36</Cell>
            </TableRow>
          </TableBody>
        </Table>
      </UiProvider>
      <UiProvider locale="ar">
        <p data-testid="ar">صوّت 2 من 21 ناخبًا.</p>
      </UiProvider>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const portuguese = canvas.getByTestId('pt');
    await expect(portuguese.closest('[dir]')).toHaveAttribute('dir', 'rtl');
    // Left to right within the sentence: '2', then 'de', then '21', then the full stop at its end.
    const two = boxOf(portuguese, '2 ');
    const of = boxOf(portuguese, 'de');
    const twentyOne = boxOf(portuguese, '21');
    const stop = boxOf(portuguese, '.');
    await expect(two.left).toBeLessThan(of.left);
    await expect(of.left).toBeLessThan(twentyOne.left);
    await expect(twentyOne.left).toBeLessThan(stop.left);
    // Lined up with the mirrored layout: the sentence at the right, a table's start column at the right of its
    // cells and its end column at their left.
    const inside = (element: HTMLElement) => {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      return {
        left: box.left + parseFloat(style.paddingLeft),
        right: box.right - parseFloat(style.paddingRight),
      };
    };
    await expect(Math.abs(stop.right - inside(portuguese).right)).toBeLessThan(2);
    const [who, count] = [
      ...canvas.getByRole('row', { name: /Votaram/ }).querySelectorAll<HTMLElement>('th, td'),
    ];
    await expect(Math.abs(boxOf(who!, 'Votaram').right - inside(who!).right)).toBeLessThan(2);
    await expect(Math.abs(boxOf(count!, '32').left - inside(count!).left)).toBeLessThan(2);
    // The layout is still mirrored: the row's first item is at its right.
    const row = canvas.getByTestId('Votantes');
    const label = row.children[0] as HTMLElement;
    const value = row.children[1] as HTMLElement;
    await expect(label.getBoundingClientRect().left).toBeGreaterThan(value.getBoundingClientRect().left);
    await expect(boxOf(value, '32').left).toBeLessThan(boxOf(value, '36').left);
    // Arabic reads right to left, its numbers too in that order: '2' at the right of '21'.
    const arabic = canvas.getByTestId('ar');
    await expect(boxOf(arabic, '2 ').left).toBeGreaterThan(boxOf(arabic, '21').left);
  },
};
