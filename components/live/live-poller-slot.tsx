'use client';
// Why in the browser: it loads the poller, as a chunk of its own, on the pages that render it: open live stories'.

import { Suspense, lazy, type ComponentProps } from 'react';
import type { LivePoller as Poller } from './live-poller';

// Every story's page shares one route's scripts; imported here, the poller stays out of all but open live stories'.
const LivePoller = lazy(() => import('./live-poller').then((module) => ({ default: module.LivePoller })));

/** Where an open live story's new updates arrive: the poller, once its chunk is in (./live-poller.tsx). */
export function LivePollerSlot(props: ComponentProps<typeof Poller>) {
  return (
    <Suspense fallback={<div data-live-top="" />}>
      <LivePoller {...props} />
    </Suspense>
  );
}
