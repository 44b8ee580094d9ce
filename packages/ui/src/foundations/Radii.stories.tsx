import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { vars } from '../theme/vars.css';
import * as styles from './Foundations.css';
import { FoundationPage, TokenTable } from './FoundationParts';
import { foundationDocs } from './foundationDocs';

const meta = {
  title: 'Foundations/Radii',
  parameters: foundationDocs({
    summary: 'Os raios de `vars.radii`: o estilo padrão é mais reto, o moderno mais arredondado.',
    do: 'arredonde com `vars.radii.*`, para uma troca de estilo chegar a todos os componentes.',
    dont: 'arredonde um componente à mão: ele não acompanha o estilo moderno.',
  }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Scale: Story = {
  render: () => (
    <FoundationPage
      title="Raios de borda"
      intro="Os cantos dos componentes. O estilo padrão é mais reto; o moderno, mais arredondado."
    >
      <TokenTable
        caption="Raios"
        path="vars.radii"
        tokens={vars.radii}
        sample={(reference) => <span className={styles.radiusBox} style={{ borderRadius: reference }} />}
      />
    </FoundationPage>
  ),
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Raios' });
    // The two styles differ here, so both get a column.
    await waitFor(() => expect(within(table).getByRole('columnheader', { name: 'Moderno' })).toBeVisible());
    await expect(within(table).getByRole('columnheader', { name: 'Padrão' })).toBeVisible();
  },
};
