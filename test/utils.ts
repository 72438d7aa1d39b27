import { act, render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { isLandingRoute } from '@/components/loading/simulated-api';

/** What the mocked `next/navigation` (see jest.setup.ts) answers in unit tests. */
export const navigation = {
  pathname: '/',
  replace: jest.fn<void, [string]>(),
};

export function setPathname(pathname: string): void {
  navigation.pathname = pathname;
}

/**
 * Renders and lets suspended content settle (lazy chunks, rejected loads), as a browser would
 * before the reader looks. For the loading state itself, use fake timers (see loading-boundary.test).
 */
export async function renderSettled(ui: ReactElement): Promise<RenderResult> {
  let result: RenderResult | undefined;
  await act(async () => {
    result = render(ui);
  });
  return result!;
}

/** As if the reader had landed on another page and navigated: later routes load through the simulated layer. */
export function afterAnInSiteNavigation(): void {
  isLandingRoute('/landing-page/');
  isLandingRoute('/next-page/');
}
