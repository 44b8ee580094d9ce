import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { destroyAnnouncer } from 'react-aria/private/live-announcer/LiveAnnouncer';
import { afterEach } from 'vitest';

// The files of a worker share one jsdom (`isolate: false` in vitest.config.ts): each file starts without the live
// announcer an earlier file's component left in the body (React Aria creates it once, on the first announcement).
destroyAnnouncer();

afterEach(() => cleanup());

// findBy/waitFor wait up to 10 s (the library's default is 1 s): with the other lanes of `npm test` on 2 cores, focus
// returning after a popover or dialog closes took longer than a second (three kit tests failed so in a clean-clone CI).
configure({ asyncUtilTimeout: 10_000 });
