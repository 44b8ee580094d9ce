import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { VoterImportError } from '@backoffice/api-client';
import { rowIssueMessage, voterFieldLabel } from '@backoffice/domain';
import { useCurrentLocale } from '../../lib/i18n';
import { RowErrorsTable } from './RowErrorsTable';

const meta = {
  title: 'App/Row errors table',
  component: RowErrorsTable,
  parameters: { app: true },
  args: {
    errors: [],
    label: 'Linhas recusadas',
    paginationLabel: 'Páginas das linhas recusadas',
    fieldLabel: () => '',
    message: () => '',
  },
} satisfies Meta<typeof RowErrorsTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Twelve refused rows of a voter file: bad e-mails with the value as read (spaces show), ten per page. */
const refused: VoterImportError[] = Array.from({ length: 12 }, (_, index) => ({
  line: index + 2,
  field: 'email',
  code: 'email_invalid',
  value: `  COTISTA${index + 1}@EXEMPLO `,
}));

function VoterFileErrors() {
  const locale = useCurrentLocale();
  return (
    <RowErrorsTable
      errors={refused}
      label="Linhas recusadas"
      paginationLabel="Páginas das linhas recusadas"
      fieldLabel={(error) => voterFieldLabel(locale, error.field)}
      message={(error) => rowIssueMessage(locale, error)}
    />
  );
}

export const Default: Story = {
  render: () => <VoterFileErrors />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Linhas recusadas' });
    await expect(within(table).getAllByRole('row')).toHaveLength(11);
    await expect(within(table).getByRole('rowheader', { name: '2' })).toBeVisible();
    const pages = canvas.getByRole('navigation', { name: 'Páginas das linhas recusadas' });
    // First, previous, next, last (named in the page's language): the next page.
    await userEvent.click(within(pages).getAllByRole('button')[2]!);
    await expect(within(table).getAllByRole('row')).toHaveLength(3);
    await expect(within(table).getByRole('rowheader', { name: '13' })).toBeVisible();
  },
};
