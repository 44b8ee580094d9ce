import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { destroyAnnouncer } from 'react-aria/private/live-announcer/LiveAnnouncer';
import { afterEach } from 'vitest';

// The files of a worker share one jsdom (`isolate: false` in vitest.config.ts): each file starts without the live
// announcer an earlier file's component left in the body (React Aria creates it once, on the first announcement).
destroyAnnouncer();

afterEach(() => cleanup());
