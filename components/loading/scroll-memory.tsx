'use client';
// Why in the browser: Back and Forward between in-site pages are the router's, so the reader's place on each page is kept and put back here.

import { usePathname } from 'next/navigation';
import { useEffect, useLayoutEffect } from 'react';
import { noteTraversal, takePendingTraversal } from './simulated-api';

const STORAGE_PREFIX = 'scroll:';
/** How long a restore waits for the page to grow tall enough (search results arrive after the page). */
const RESTORE_WAIT_MS = 2000;

/** A history entry's place is kept per address: path and query. */
const currentKey = () => `${STORAGE_PREFIX}${location.pathname}${location.search}`;

function savedPosition(key: string): number | null {
  try {
    const value = sessionStorage.getItem(key);
    return value === null ? null : Number(value);
  } catch {
    return null; // Storage refused (a private window's quota, a policy): the page opens at the top.
  }
}

function savePosition(key: string, y: number): void {
  try {
    sessionStorage.setItem(key, String(Math.round(y)));
  } catch {
    // As above: nothing to keep the place in.
  }
}

let cancelRestore: (() => void) | null = null;

/**
 * Scrolls to `y` as soon as the page is tall enough to, at the latest after RESTORE_WAIT_MS; the
 * reader scrolling or pressing a key first wins. Runs first inside a layout effect, so a page
 * already tall enough is drawn at its place, never at the top and then moved.
 */
function restoreTo(y: number): void {
  cancelRestore?.();
  const deadline = performance.now() + RESTORE_WAIT_MS;
  let frame = 0;
  const stop = () => {
    cancelAnimationFrame(frame);
    for (const type of ['wheel', 'touchstart', 'keydown'] as const) removeEventListener(type, stop);
    cancelRestore = null;
  };
  const attempt = () => {
    const reachable = document.documentElement.scrollHeight - innerHeight >= y;
    if (reachable || performance.now() > deadline) {
      scrollTo(0, y);
      stop();
    } else frame = requestAnimationFrame(attempt);
  };
  for (const type of ['wheel', 'touchstart', 'keydown'] as const) addEventListener(type, stop, { passive: true });
  cancelRestore = stop;
  attempt();
}

/**
 * Keeps the reader's place on every page and puts it back on Back and Forward. The browser does
 * this by itself for whole pages (and so without JavaScript); between pages the router draws, it
 * would restore the place before the page it belongs to is drawn. So on a traversal the page is
 * drawn at once, without the simulated load (simulated-api.ts), and scrolled here before it paints.
 */
export function ScrollMemory() {
  const pathname = usePathname();

  useEffect(() => {
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => savePosition(currentKey(), scrollY));
    };
    const onPopState = () => {
      // The browser restores after this event, and would do it on the page being left: this entry
      // is restored here instead. It goes back to `auto` once that moment has passed, so a later
      // whole-page visit to the entry is restored by the browser again.
      history.scrollRestoration = 'manual';
      setTimeout(() => (history.scrollRestoration = 'auto'));
      noteTraversal(location.pathname, savedPosition(currentKey()) ?? 0);
      // A traversal within one page (between two searches) draws no new route: restore now.
      if (location.pathname === lastPathname) restorePending(location.pathname);
    };
    addEventListener('scroll', onScroll, { passive: true });
    addEventListener('popstate', onPopState);
    return () => {
      removeEventListener('scroll', onScroll);
      removeEventListener('popstate', onPopState);
    };
  }, []);

  useLayoutEffect(() => {
    lastPathname = pathname;
    restorePending(pathname);
  }, [pathname]);

  return null;
}

let lastPathname: string | null = null;

function restorePending(pathname: string): void {
  const y = takePendingTraversal(pathname);
  if (y !== null) restoreTo(y);
}
