import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { vars } from '../theme/vars.css';
import { FoundationPage, TokenTable } from './FoundationParts';
import { pickByPrefix } from './tokenValues';
import { foundationDocs } from './foundationDocs';

const family = pickByPrefix(vars.font, 'family');
const sizes = pickByPrefix(vars.font, 'size');
const weights = pickByPrefix(vars.font, 'weight');
const lineHeights = pickByPrefix(vars.font, 'lineHeight');

const sampleText = 'Assembleia geral ordinária';

const meta = {
  title: 'Foundations/Typography',
  parameters: foundationDocs({
    summary: 'Família, tamanhos, pesos e alturas de linha de `vars.font`, lidos das classes do tema.',
    do: 'use `Heading` e `Text` (o `size` deles segue esta escala) ou `vars.font.*` num `.css.ts`.',
    dont: 'fixe tamanhos em px nem uma família à mão: a escala é em rem e acompanha a fonte escolhida no navegador.',
  }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Scale: Story = {
  render: () => (
    <FoundationPage
      title="Tipografia"
      intro="Família, tamanhos, pesos e alturas de linha do tema. Os tamanhos são em rem e acompanham o tamanho de fonte escolhido no navegador."
    >
      <TokenTable
        caption="Família"
        path="vars.font"
        tokens={family}
        sample={(reference) => <span style={{ fontFamily: reference }}>{sampleText}</span>}
      />
      <TokenTable
        caption="Tamanhos"
        path="vars.font"
        tokens={sizes}
        sample={(reference) => <span style={{ fontSize: reference }}>{sampleText}</span>}
      />
      <TokenTable
        caption="Pesos"
        path="vars.font"
        tokens={weights}
        sample={(reference) => <span style={{ fontWeight: reference }}>{sampleText}</span>}
      />
      <TokenTable
        caption="Alturas de linha"
        path="vars.font"
        tokens={lineHeights}
        sample={(reference) => (
          <span style={{ lineHeight: reference, maxInlineSize: '14rem' }}>
            Votação aberta até sexta-feira, às 18h, para todos os condôminos.
          </span>
        )}
      />
    </FoundationPage>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Tamanhos' });
    // Values are read from the rendered theme: one row per size, each with its rem value.
    await expect(within(table).getAllByRole('row')).toHaveLength(Object.keys(sizes).length + 1);
    await waitFor(() =>
      expect(within(table).getByRole('rowheader', { name: 'vars.font.sizeMd' })).toBeVisible(),
    );
    await waitFor(() => expect(within(table).getByText(/^1rem \(16px\)$/)).toBeVisible());
  },
};
