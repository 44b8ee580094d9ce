import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { ErrorBoundary } from './ErrorBoundary';
import { ErrorFallback } from './ErrorFallback';

const meta = {
  title: 'Components/ErrorFallback',
  parameters: {
    docs: {
      description: {
        component: [
          'Tela de erro com título, descrição e ação de recuperação; par do `ErrorBoundary`.',
          '',
          '- **Do** diga o que a pessoa pode fazer (“Tente atualizar a página”) e passe `onAction` para tentar de novo.',
          "- **Don't** mostre detalhes técnicos (stack, códigos) nem use para erros de validação de campos.",
        ].join('\n'),
      },
    },
  },
  component: ErrorFallback,
  args: {
    title: 'Ah! Something went wrong.',
    description: 'Tente atualizar a página.',
    actionLabel: 'Atualizar',
    onAction: fn(),
  },
} satisfies Meta<typeof ErrorFallback>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Ah! Something went wrong.');
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Ah! Something went wrong.');
    await userEvent.click(canvas.getByRole('button', { name: 'Atualizar' }));
    await expect(args.onAction).toHaveBeenCalledTimes(1);
  },
};

function Exploding({ explode }: { explode: boolean }) {
  if (explode) throw new Error('boom');
  return <p>Tudo certo.</p>;
}

function BoundaryDemo() {
  const [explode, setExplode] = useState(false);
  return (
    <>
      <Button variant="danger" onPress={() => setExplode(true)}>
        Quebrar
      </Button>
      <ErrorBoundary
        fallback={(_error, reset) => (
          <ErrorFallback
            title="Ah! Something went wrong."
            description="Tente atualizar a página."
            actionLabel="Tentar de novo"
            onAction={() => {
              setExplode(false);
              reset();
            }}
          />
        )}
      >
        <Exploding explode={explode} />
      </ErrorBoundary>
    </>
  );
}

/** An ErrorBoundary catches a render error, shows the fallback, and recovers on the action. */
export const WithErrorBoundary: Story = {
  render: () => <BoundaryDemo />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Tudo certo.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Quebrar' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Ah! Something went wrong.');
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar de novo' }));
    await expect(canvas.getByText('Tudo certo.')).toBeVisible();
  },
};
