import type { Meta, StoryObj } from '@storybook/react-vite';
import { Building2 } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Form } from '../Form/Form';
import { Link } from '../Link/Link';
import { PasswordField } from '../PasswordField/PasswordField';
import { TextField } from '../TextField/TextField';
import { AuthLayout } from './AuthLayout';

const onSubmit = fn((event: { preventDefault: () => void }) => event.preventDefault());

const meta = {
  title: 'Shell/AuthLayout',
  // Also checked in light mode (scripts/test-storybook.mjs): it wears the top bar, sidebar or auth surfaces.
  tags: ['theme-surfaces'],
  component: AuthLayout,
  parameters: {
    docs: {
      description: {
        component: `The sign-in, first-access and password-recovery frame: a centred card on the auth background, with a logo slot.

**Do**
- Give the page's title and keep the form short.

**Don't**
- Put navigation here: the user is not signed in.`,
      },
    },
    fullBleed: true,
  },
  args: {
    title: 'Entrar',
    logo: <Building2 size={40} aria-hidden />,
    footer: 'Ambiente de demonstração',
    children: (
      <Form onSubmit={onSubmit} aria-label="Entrar">
        <TextField name="email" label="E-mail" type="email" autoComplete="email" isRequired />
        <PasswordField
          name="password"
          label="Senha"
          autoComplete="current-password"
          isRequired
          showLabel="Mostrar senha"
          hideLabel="Ocultar senha"
        />
        <Button type="submit" fullWidth>
          Entrar
        </Button>
        <Link variant="standalone" onPress={() => {}}>
          Esqueceu a senha?
        </Link>
      </Form>
    ),
  },
  argTypes: { children: { control: false }, logo: { control: false } },
} satisfies Meta<typeof AuthLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    onSubmit.mockClear();
    const canvas = within(canvasElement);
    const main = canvas.getByRole('main');
    await expect(within(main).getByRole('heading', { level: 1, name: 'Entrar' })).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: /E-mail/ }), 'admin@demo.local');
    await userEvent.type(canvas.getByLabelText(/Senha/), 'Demo@2026!');
    await userEvent.click(canvas.getByRole('button', { name: 'Entrar' }));
    await expect(onSubmit).toHaveBeenCalledTimes(1);
    // The page background is dark whatever the mode.
    const [r, g, b] = getComputedStyle(main).backgroundColor.match(/\d+/g)!.map(Number);
    await expect((r! + g! + b!) / 3).toBeLessThan(60);
  },
};
