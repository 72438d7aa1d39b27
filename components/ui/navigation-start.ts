'use client';
// Why in the browser: links tell the page, on a click, that the reader is leaving (loading/pending-navigation.tsx).

import { createContext, useContext } from 'react';

/** Told the site path the reader is leaving for, by the site's Link on a click; nothing outside a page. */
export const NavigationStart = createContext<(href: string) => void>(() => undefined);

/** What the site's Link calls from its `onNavigate`. */
export const useStartNavigation = () => useContext(NavigationStart);
