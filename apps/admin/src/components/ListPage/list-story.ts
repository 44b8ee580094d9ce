import { expect, waitFor, within } from 'storybook/test';
import { storyT } from '@admin/testing/story-setup';

// What the list screens' stories (votings, templates, users, workspaces) do in their plays: the story locale's
// texts and the canvas, the list's table once its rows are in, and the first load's placeholders.

export type StoryT = Awaited<ReturnType<typeof storyT>>;

export interface ListPlayContext {
  /** The translate function of the story's locale (the plays run in every workbench locale). */
  t: StoryT;
  canvas: ReturnType<typeof within>;
  canvasElement: HTMLElement;
  globals: Record<string, unknown>;
}

/** A play function with the story locale's texts and the canvas at hand. */
export const listPlay =
  (play: (context: ListPlayContext) => Promise<void>) =>
  async ({ canvasElement, globals }: { canvasElement: HTMLElement; globals: Record<string, unknown> }) =>
    play({ t: await storyT(globals), canvas: within(canvasElement), canvasElement, globals });

/**
 * The list's table of this name once its first rows are in; `names()` reads its row headers as they are now. The
 * table is looked up again at each reading: a list may show its placeholders in its place for a moment and then a
 * new table, so a play waits on `names()` after a search, a filter or a sort.
 */
export async function listTable(canvasElement: HTMLElement, name: string) {
  const canvas = within(canvasElement);
  await canvas.findByRole('table', { name });
  const current = () => canvas.queryByRole('table', { name });
  const names = () => {
    const table = current();
    return table
      ? within(table)
          .queryAllByRole('rowheader')
          .map((cell) => cell.textContent)
      : [];
  };
  await waitFor(() => expect(names().length).toBeGreaterThan(0));
  return { table: current()!, names };
}

/** The busy region of the first load's placeholders (ListSkeleton), once it shows. */
export const busyRegion = (canvasElement: HTMLElement) =>
  waitFor(() => {
    const region = canvasElement.querySelector<HTMLElement>('[aria-busy="true"]');
    if (!region) throw new Error('no busy region yet');
    return region;
  });
