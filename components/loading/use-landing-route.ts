'use client';
// Why in the browser: it reads the route the reader is on, which only the browser's router knows after a navigation.

import { usePathname } from 'next/navigation';
import { isLandingRoute } from './simulated-api';

/** The current route, and whether it is the pre-rendered first page of the visit. */
export function useLandingRoute(): { route: string; isLanding: boolean } {
  const route = usePathname();
  return { route, isLanding: isLandingRoute(route) };
}
