// What the test runner does inside the preview page (iframe.html): read a story's parameters and tags, and re-render
// the current story with other globals. The functions given to page.evaluate run in the browser: they are serialized
// with Function#toString, so they use nothing from this module's scope and no syntax a transpiler would turn into
// helper calls (no async/await, no object spread).
import type { TestRunnerConfig } from '@storybook/test-runner';

export type Page = Parameters<NonNullable<TestRunnerConfig['postVisit']>>[0];

export interface A11yParameters {
  disable?: boolean;
  reason?: string;
  config?: { rules?: Array<{ id: string; enabled: boolean }> };
}

export interface StoryInfo {
  tags: string[];
  a11y: A11yParameters;
  testViewport?: { width: number; height: number };
  /** Whether axe-core is already on the page. */
  hasAxe: boolean;
}

// The parts of Storybook's preview that are used here (storybook/internal/preview-api's PreviewWeb, StoryStore,
// StoryRender; not public API: this is what @storybook/test-runner's own page script uses too).
interface Channel {
  on(event: string, listener: (payload: unknown) => void): void;
  off(event: string, listener: (payload: unknown) => void): void;
  emit(event: string, payload: unknown): void;
}
interface PreviewWindow {
  __STORYBOOK_ADDONS_CHANNEL__?: Channel;
  __STORYBOOK_PREVIEW__?: {
    storyStoreValue?: {
      loadStory(selection: { storyId: string }): Promise<LoadedStory>;
      getStoryContext(story: LoadedStory): { globals: Record<string, unknown> };
      userGlobals: {
        initialGlobals: Record<string, unknown>;
        update(globals: Record<string, unknown>): void;
      };
    };
    currentRender?: {
      id?: string;
      phase?: string;
      story?: LoadedStory;
      storyContext?: () => { globals: Record<string, unknown> };
    };
  };
  __testRunnerDocument?: DocumentTracker;
}
type LoadedStory = { tags?: string[]; parameters?: Record<string, unknown> };
interface DocumentTracker {
  /** The lang and dir the decorator gives <html> for these globals. */
  expected(globals: Record<string, unknown>): { lang: string; dir: string };
  /** Sets <html>'s lang and dir for the render to come and starts counting the writes to them. */
  prepare(globals: Record<string, unknown>): void;
  /** How often lang and dir were written since prepare. */
  writes(): { lang: number; dir: number };
}

/**
 * Installed before the preview's scripts on every load of the page (prepare). The decorator (preview.tsx) sets <html>'s
 * lang and dir in an effect, which may run only after a play function has started: before each render the runner
 * sets them to what that render's globals mean, so that no play sees the previous variant's (or story's) direction,
 * and counts the writes, so that assertGlobalsApplied still proves that the render itself wrote them.
 */
export function installDocumentTracker(): void {
  let writes = { lang: 0, dir: 0 };
  let observer: MutationObserver | undefined;
  const count = (records: MutationRecord[]) =>
    records.forEach((record) => {
      if (record.attributeName === 'lang' || record.attributeName === 'dir')
        writes[record.attributeName] += 1;
    });
  const tracker: DocumentTracker = {
    expected(globals) {
      const lang = String(globals.locale ?? '');
      const direction = String(globals.direction ?? 'auto');
      // Same rule as preview.tsx's decorator: 'auto' follows the locale.
      const dir = direction === 'auto' ? (/^(ar|he|fa|ur)(-|$)/.test(lang) ? 'rtl' : 'ltr') : direction;
      return { lang, dir };
    },
    prepare(globals) {
      // <html> does not exist yet when this script is installed: observe it from the first render on.
      const root = document.documentElement;
      if (!observer) {
        observer = new MutationObserver(count);
        observer.observe(root, { attributes: true, attributeFilter: ['lang', 'dir'] });
      }
      const { lang, dir } = tracker.expected(globals);
      root.lang = lang;
      root.dir = dir;
      observer.takeRecords();
      writes = { lang: 0, dir: 0 };
    },
    writes() {
      if (observer) count(observer.takeRecords());
      return { lang: writes.lang, dir: writes.dir };
    },
  };
  (globalThis as unknown as PreviewWindow).__testRunnerDocument = tracker;
}

/**
 * Before the runner renders a story: puts the initial globals back in the store (the previous story's last variant
 * changed them), prepares <html> for the story's globals, and returns the story's tags and the parameters the checks
 * need (test-runner's getStoryContext would send the whole context).
 */
export function storyInfo(page: Page, storyId: string): Promise<StoryInfo> {
  return page.evaluate((id) => {
    const win = globalThis as unknown as PreviewWindow;
    const store = win.__STORYBOOK_PREVIEW__?.storyStoreValue;
    const tracker = win.__testRunnerDocument;
    if (!store || !tracker)
      throw new Error("The Storybook preview (or the runner's document tracker) is missing.");
    store.userGlobals.update(store.userGlobals.initialGlobals);
    return store.loadStory({ storyId: id }).then((story) => {
      tracker.prepare(store.getStoryContext(story).globals);
      const parameters = story.parameters ?? {};
      return {
        tags: story.tags ?? [],
        a11y: (parameters.a11y ?? {}) as A11yParameters,
        testViewport: parameters.testViewport as StoryInfo['testViewport'],
        hasAxe: typeof (globalThis as { axe?: unknown }).axe === 'object',
      };
    });
  }, storyId);
}

/**
 * Re-renders the story on the page from scratch (Storybook's forceRemount: loaders, render, play) with `globals` on
 * top of the initial ones, and resolves once that render has finished. Rejects with what went wrong if the play
 * function or the render failed, or if the render did not finish within `timeoutMs`. Waiting for the end of the render
 * also on failure matters: leaving a pending render makes Storybook reload the page under the next story.
 */
export function remountWithGlobals(
  page: Page,
  storyId: string,
  globals: Record<string, string>,
  timeoutMs: number,
): Promise<void> {
  return page.evaluate(
    ({ id, newGlobals, timeout }) => {
      const win = globalThis as unknown as PreviewWindow;
      const preview = win.__STORYBOOK_PREVIEW__;
      const channel = win.__STORYBOOK_ADDONS_CHANNEL__;
      const store = preview?.storyStoreValue;
      if (!preview || !channel || !store) {
        return Promise.reject(new Error('Storybook preview internals (channel, story store) not found.'));
      }
      const render = preview.currentRender;
      const tracker = win.__testRunnerDocument;
      if (render?.id !== id || !render.story) {
        return Promise.reject(new Error(`the page shows ${render?.id ?? 'no story'}, not ${id}.`));
      }
      if (!tracker) return Promise.reject(new Error("The runner's document tracker is missing."));
      const story = render.story;
      return new Promise<void>((resolve, reject) => {
        const problems: string[] = [];
        const message = (error: unknown) =>
          String((error as { message?: string } | undefined)?.message ?? JSON.stringify(error));
        const listeners: Record<string, (payload: unknown) => void> = {
          playFunctionThrewException: (error) => problems.push(`play function threw: ${message(error)}`),
          storyThrewException: (error) => problems.push(`story threw: ${message(error)}`),
          storyErrored: (error) => {
            const { title, description } = (error ?? {}) as { title?: string; description?: string };
            problems.push(`story errored: ${title ?? ''} ${description ?? ''}`);
          },
          unhandledErrorsWhilePlaying: (errors) =>
            problems.push(`unhandled errors while playing: ${(errors as unknown[]).map(message).join('; ')}`),
          storyFinished: (event) => {
            const { storyId, status } = (event ?? {}) as { storyId?: string; status?: string };
            if (storyId !== id) return;
            stop();
            if (status === 'error' && problems.length === 0)
              problems.push('the render finished with an error.');
            if (problems.length > 0) reject(new Error(problems.join('\n')));
            else resolve();
          },
        };
        const timer = setTimeout(() => {
          stop();
          const phase = preview.currentRender?.phase ?? 'none';
          problems.push(`the render did not finish within ${timeout} ms (phase: ${phase}).`);
          reject(new Error(problems.join('\n')));
        }, timeout);
        function stop() {
          clearTimeout(timer);
          Object.keys(listeners).forEach((event) => channel?.off(event, listeners[event]!));
        }
        Object.keys(listeners).forEach((event) => channel.on(event, listeners[event]!));
        // On top of the initial globals, not of the previous variant's.
        store.userGlobals.update(Object.assign({}, store.userGlobals.initialGlobals, newGlobals));
        tracker.prepare(store.getStoryContext(story).globals);
        channel.emit('forceRemount', { storyId: id });
      });
    },
    { id: storyId, newGlobals: globals, timeout: timeoutMs },
  );
}

/**
 * Checks that `wanted` (the variant's globals) reached the story's render, and that this render itself (the decorator's
 * DocumentAttributes) wrote <html>'s lang and dir for them: a check that silently ran with the default globals, or
 * with a document left over from the previous render, fails here.
 */
export async function assertGlobalsApplied(page: Page, wanted: Record<string, string> | null): Promise<void> {
  const actual = await page.evaluate(() => {
    const win = globalThis as unknown as PreviewWindow;
    const globals = (win.__STORYBOOK_PREVIEW__?.currentRender?.storyContext?.().globals ?? {}) as Record<
      string,
      unknown
    >;
    const tracker = win.__testRunnerDocument;
    if (!tracker) throw new Error("The runner's document tracker is missing.");
    return {
      globals,
      expected: tracker.expected(globals),
      writes: tracker.writes(),
      dir: document.documentElement.dir,
      lang: document.documentElement.lang,
    };
  });
  for (const [name, value] of Object.entries(wanted ?? {})) {
    if (actual.globals[name] !== value) {
      throw new Error(
        `Expected the story rendered with ${name}=${value}, it was ${String(actual.globals[name])}.`,
      );
    }
  }
  const { expected, writes } = actual;
  if (actual.dir !== expected.dir || writes.dir === 0) {
    throw new Error(
      `Expected the render to set dir=${expected.dir} on <html>, found ${actual.dir || '(none)'} (written ${writes.dir} times).`,
    );
  }
  if (actual.lang !== expected.lang || writes.lang === 0) {
    throw new Error(
      `Expected the render to set lang=${expected.lang} on <html>, found ${actual.lang || '(none)'} (written ${writes.lang} times).`,
    );
  }
}
