'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';

const LEGACY_ROUTE = /^#\/(?:(news|category)\/([a-z0-9-]+)\/?)?$/;

/** Links shared from the old hash-routed site (`/#/news/{slug}`) open the clean URL. */
export function LegacyHashRedirect() {
  const router = useRouter();
  useEffect(() => {
    const match = LEGACY_ROUTE.exec(window.location.hash);
    if (!match) return;
    const [, section, id] = match;
    router.replace(section ? `/${section}/${id}/` : '/');
  }, [router]);
  return null;
}
