import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { vars } from '../theme/vars.css';
import * as styles from './Foundations.css';
import { FoundationPage, TokenTable } from './FoundationParts';
import { foundationDocs } from './foundationDocs';

const meta = {
  title: 'Foundations/Spacing',
  parameters: foundationDocs({
    summary: 'A escala de espaços de `vars.space` (intervalos, preenchimentos, margens).',
    do: 'espace com `vars.space.*` e propriedades lógicas (`paddingInline`, `marginBlockEnd`).',
    dont: 'invente valores intermediários nem use `left`/`right`: quebram o ritmo e o layout da direita para a esquerda.',
  }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Scale: Story = {
  render: () => (
    <FoundationPage
      title="Espaçamento"
      intro="A escala de espaços para intervalos, margens e preenchimentos. É a mesma nos estilos padrão e moderno."
    >
      <TokenTable
        caption="Espaços"
        path="vars.space"
        tokens={vars.space}
        sample={(reference) => <span className={styles.bar} style={{ inlineSize: reference }} />}
      />
    </FoundationPage>
  ),
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Espaços' });
    await expect(within(table).getAllByRole('row')).toHaveLength(Object.keys(vars.space).length + 1);
    await waitFor(() => expect(within(table).getByText('16px')).toBeVisible());
  },
};
