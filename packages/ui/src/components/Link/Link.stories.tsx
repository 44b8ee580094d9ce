import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Link, linkVariants } from './Link';

const meta = {
  title: 'Components/Link',
  parameters: {
    docs: {
      description: {
        component: [
          'Navegação para outra página ou endereço (`href`, passa pelo router do `UiProvider`). `inline` dentro de um texto, `standalone` sozinho.',
          '',
          '- **Do** use `href` para navegar; com `target="_blank"` o `rel` seguro é posto sozinho.',
          "- **Don't** use Link para ações que mudam dados (use `Button`) nem “clique aqui” como texto.",
        ].join('\n'),
      },
    },
  },
  component: Link,
  args: { children: 'Esqueceu a senha?', variant: 'inline', onPress: fn() },
  argTypes: { variant: { control: 'inline-radio', options: linkVariants } },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Without href the link is an action (role link, keyboard operable). */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Esqueceu a senha?' });
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(link).toHaveAttribute('data-focus-visible');
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

export const Standalone: Story = {
  args: { variant: 'standalone', children: 'Voltar para o login' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('link', { name: 'Voltar para o login' }));
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

export const NewTab: Story = {
  args: {
    href: 'https://ajuda.example.com',
    target: '_blank',
    children: 'Centro de Ajuda',
    onPress: undefined,
  },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Centro de Ajuda' });
    await expect(link).toHaveAttribute('href', 'https://ajuda.example.com');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};
