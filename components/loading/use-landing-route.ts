'use client';

import { usePathname } from 'next/navigation';
import { isLandingRoute } from '@/lib/simulated-api';

/** The current route, and whether it is the pre-rendered first page of the visit. */
export function useLandingRoute(): { route: string; isLanding: boolean } {
  const route = usePathname();
  return { route, isLanding: isLandingRoute(route) };
}
