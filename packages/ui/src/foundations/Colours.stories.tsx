import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { lightColors } from '../theme/palette';
import { ColourPalette } from './ColourPalette';
import { FoundationPage } from './FoundationParts';
import { foundationDocs } from './foundationDocs';

const meta = {
  title: 'Foundations/Colours',
  parameters: foundationDocs({
    summary: 'Cada cor de `palette.ts` nos temas claro e escuro, com o contraste WCAG do par em que é lida.',
    do: 'leia as cores por `vars.color.*` e ponha texto só sobre o seu par (`onPrimary` sobre `primary`).',
    dont: 'escreva uma cor literal num componente nem junte tokens que não formam par aqui sem medir o contraste.',
  }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Palette: Story = {
  render: () => (
    <FoundationPage
      title="Cores"
      intro="Cada cor do contrato nos temas claro e escuro, com o contraste WCAG do par em que é lida: texto precisa de 4,5:1; bordas de campos e o indicador de foco, de 3:1. Cores translúcidas aparecem sobre a superfície do tema."
    >
      <ColourPalette />
    </FoundationPage>
  ),
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: /^Cores dos temas claro e escuro/ });
    const rows = within(table).getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(Object.keys(lightColors).length);
    await expect(within(table).queryByText(/^falha/)).toBeNull();
  },
};
