'use client';
// Why in the browser: after an in-site navigation it waits out the simulated delay behind a spinner.

import { Suspense, lazy, use, type ReactNode } from 'react';
import { useMessages } from '@/components/edition/edition-provider';
import { isRestoredRoute, request, type Operation } from './simulated-api';
import { ErrorBoundary } from './error-boundary';
import { Spinner } from './spinner';
import { useLandingRoute } from './use-landing-route';

const loadReveal = () => import('./reveal').then((module) => ({ default: module.Reveal }));
// The animation is only needed once the reader navigates, so it stays out of the first page's JavaScript.
const Reveal = lazy(loadReveal);

interface LoadingBoundaryProps {
  operations: readonly Operation[];
  /** Shown in place of the content when loading fails (its words the page's: `loading.failedArticles`). */
  errorFallback: ReactNode;
  /** The console's line for the failure, not the reader's: it stays in English. */
  errorLabel: string;
  spinnerSize?: 'large' | 'small';
  children: ReactNode;
}

export function LoadingBoundary({
  operations,
  errorFallback,
  errorLabel,
  spinnerSize = 'large',
  children,
}: LoadingBoundaryProps) {
  const { route, isLanding } = useLandingRoute();
  const words = useMessages().loading;
  return (
    <ErrorBoundary key={route} fallback={errorFallback} label={errorLabel}>
      {isLanding || isRestoredRoute(route) ? (
        // No Suspense here: the pre-rendered HTML must hold the content itself, not a spinner
        // with the content streamed in behind it, so that it reads without JavaScript. A page
        // come back to with Back or Forward is drawn at once too, at the reader's place (ScrollMemory).
        children
      ) : (
        <Suspense fallback={<Spinner label={words.status} size={spinnerSize} />}>
          <SimulatedContent route={route} operations={operations}>
            {children}
          </SimulatedContent>
        </Suspense>
      )}
    </ErrorBoundary>
  );
}

interface SimulatedContentProps {
  route: string;
  operations: readonly Operation[];
  children: ReactNode;
}

function SimulatedContent({ route, operations, children }: SimulatedContentProps) {
  // Fetch the animation chunk during the simulated delay, not after it (import() is memoised).
  void loadReveal();
  use(request(route, operations));
  return <Reveal>{children}</Reveal>;
}
