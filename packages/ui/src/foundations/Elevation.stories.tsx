import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { vars } from '../theme/vars.css';
import * as styles from './Foundations.css';
import { FoundationPage, TokenTable } from './FoundationParts';
import { foundationDocs } from './foundationDocs';

const meta = {
  title: 'Foundations/Elevation',
  parameters: foundationDocs({
    summary:
      'As sombras de `vars.elevation`: `low` para cartões, `medium` para popovers e menus, `high` para diálogos.',
    do: 'eleve uma superfície com `vars.elevation.*` junto com `surfaceRaised`.',
    dont: 'confie só na sombra para separar conteúdos: no tema escuro ela quase some, então mantenha a borda.',
  }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Scale: Story = {
  render: () => (
    <FoundationPage
      title="Elevação"
      intro="Sombras das superfícies elevadas: baixa para cartões, média para menus e popovers, alta para diálogos."
    >
      <TokenTable
        caption="Sombras"
        path="vars.elevation"
        tokens={vars.elevation}
        sample={(reference) => <span className={styles.elevationBox} style={{ boxShadow: reference }} />}
      />
    </FoundationPage>
  ),
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Sombras' });
    await waitFor(() => expect(within(table).getByRole('columnheader', { name: 'Moderno' })).toBeVisible());
    await expect(within(table).getAllByRole('row')).toHaveLength(Object.keys(vars.elevation).length + 1);
  },
};
