'use client';
// Why in the browser: it checks the story's live.json while the reader can see the page, and brings the new updates in.

import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { LIVE_POLL_MS, type LiveFile, type LiveUpdateFile, type LiveUpdateView, type TimeContext } from '@/lib/live';
import { liveUpdateAnchor, routes, withBasePath } from '@/lib/routes';
import { fill, inEdition } from '@/lib/editions';
import { plural } from '@/lib/plural';
import { useEdition } from '@/components/edition/edition-provider';
import type { Messages } from '@/server/editions';
import { LiveUpdate } from './live-update';

interface LivePollerProps {
  slug: string;
  /** The newest update the page was built with; null for none. */
  latest: string | null;
  /** The story's canonical URL, for the new updates' permalinks and shares. */
  url: string;
  context: TimeContext;
  /** The edition's live coverage words, which the story's page hands the poller (not every page's). */
  live: Messages['live'];
}

/** A page behind by more than this many updates (left open for hours) is offered a reload instead. */
const MOST_FETCHED = 25;

/**
 * An open live story's updates without a reload, on a static host. Every LIVE_POLL_MS while the page
 * is visible (at once when it becomes visible again; never while hidden), it asks for the story's
 * `live.json` (lib/live.ts), revalidated with the host each time; when that names an update the page
 * lacks, it fetches only the missing ones, following each update's `previous` back to the newest it
 * has. Then:
 * - while the feed's top is still below the screen (the reader is above it), the new updates go in
 *   there at once, fading in: nothing the reader can see moves;
 * - otherwise nothing is inserted under the reader: a button fixed at the foot of the screen, which
 *   takes no room in the page, says "N new updates" (and the title starts "(N)"); it puts them in
 *   and brings the reader to them.
 * A polite live region announces them. A failed check is tried again at the next one, silently; once
 * `live.json` says the coverage has ended, it stops for good. Its requests go to the site's own
 * origin (`connect-src 'self'`).
 */
export function LivePoller({ slug, latest, url, context, live }: LivePollerProps) {
  const { edition, messages } = useEdition();
  const words = useMemo(() => ({ article: messages.article, live }), [messages, live]);
  const { locale } = edition;
  /** "2 new updates", in the page's edition's words. */
  const count = useCallback((n: number) => plural(words.live.newUpdates, n, locale), [words, locale]);
  const [shown, setShown] = useState<LiveUpdateView[]>([]);
  const [pending, setPending] = useState<LiveUpdateView[]>([]);
  const [behind, setBehind] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  /** The update to bring the reader to once it is in the page: the first of those "N new updates" put in. */
  const focus = useRef<string | null>(null);
  const top = useRef<HTMLDivElement>(null);
  const state = useRef({ latest, pending: [] as LiveUpdateView[], closed: false });

  /** Puts updates (newest first) at the top of the feed. */
  const insert = useCallback((updates: LiveUpdateView[]) => {
    setShown((before) => [...updates, ...before]);
    setPending([]);
    state.current.pending = [];
  }, []);

  // The title counts what the reader has not been shown; it is the page's own again once they are.
  useEffect(() => {
    if (pending.length === 0) return;
    const title = document.title;
    document.title = `(${pending.length}) ${title}`;
    return () => {
      document.title = title;
    };
  }, [pending.length]);

  // After "N new updates" was pressed: the first of them at the top of the screen, and the keyboard's place there.
  useEffect(() => {
    if (!focus.current) return;
    const element = document.getElementById(liveUpdateAnchor(focus.current));
    focus.current = null;
    element?.scrollIntoView({ block: 'start' });
    element?.focus({ preventScroll: true });
  }, [shown]);

  useEffect(() => {
    const fetched = new Map<string, LiveUpdateFile>();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let checking = false;
    let stopped = false;

    const read = async <T,>(path: string): Promise<T> => {
      const response = await fetch(withBasePath(path), { cache: 'no-cache' });
      if (!response.ok) throw new Error(`${path}: ${response.status}`);
      return (await response.json()) as T;
    };

    /** The updates after the newest the page has, newest first; null when they do not lead back to it. */
    const missing = async (newest: string): Promise<LiveUpdateFile[] | null> => {
      const updates: LiveUpdateFile[] = [];
      let id: string | null = newest;
      while (id !== null && id !== state.current.latest && updates.length < MOST_FETCHED) {
        const update: LiveUpdateFile =
          fetched.get(id) ?? (await read<LiveUpdateFile>(inEdition(edition, routes.liveUpdateFile(slug, id))));
        fetched.set(id, update);
        updates.push(update);
        id = update.previous;
      }
      return id === state.current.latest ? updates : null;
    };

    const deliver = (updates: LiveUpdateFile[]) => {
      const views = updates.map(({ previous, ...view }) => view);
      const waiting = [...views, ...state.current.pending];
      const feedTop = top.current?.getBoundingClientRect().top ?? 0;
      if (feedTop >= window.innerHeight) {
        insert(waiting);
        setAnnouncement(fill(words.live.atTop, { updates: count(views.length) }));
      } else {
        state.current.pending = waiting;
        setPending(waiting);
        setAnnouncement(plural(words.live.buttonShows, waiting.length, locale, { updates: count(waiting.length) }));
      }
    };

    const schedule = () => {
      clearTimeout(timer);
      if (!stopped && !state.current.closed && document.visibilityState === 'visible') timer = setTimeout(check, LIVE_POLL_MS);
    };

    async function check() {
      if (checking || stopped || state.current.closed || document.visibilityState !== 'visible') return;
      checking = true;
      try {
        const live = await read<LiveFile>(inEdition(edition, routes.liveFile(slug)));
        if (live.latest !== null && live.latest !== state.current.latest) {
          const updates = await missing(live.latest);
          if (updates === null) setBehind(true);
          else if (updates.length > 0) {
            state.current.latest = live.latest;
            deliver(updates);
          }
        }
        if (live.closed) {
          state.current.closed = true;
          setAnnouncement((before) => `${before} ${words.live.ended}`.trim());
        }
      } catch {
        // Offline, or the host between two publishes: the next check tries again.
      } finally {
        checking = false;
        schedule();
      }
    }

    const onVisibility = () => {
      clearTimeout(timer);
      if (document.visibilityState === 'visible') void check();
    };
    document.addEventListener('visibilitychange', onVisibility);
    schedule();
    return () => {
      stopped = true;
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [slug, insert, count, words, locale, edition]);

  return (
    <>
      <div ref={top} data-live-top="">
        {shown.map((update) => (
          <FadeIn key={update.id}>
            <LiveUpdate update={update} url={url} context={context} words={words} locale={locale} />
          </FadeIn>
        ))}
      </div>
      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {(pending.length > 0 || behind) && (
        <div
          className="pointer-events-none fixed inset-x-0 bottom-4 z-30 flex justify-center px-4 print:hidden"
          data-pagefind-ignore=""
        >
          <FadeIn>
            {pending.length > 0 ? (
              <button
                type="button"
                onClick={() => {
                  focus.current = state.current.pending[0].id;
                  insert(state.current.pending);
                  setAnnouncement('');
                }}
                className="pointer-events-auto inline-flex items-center gap-2 rounded-full bg-live px-5 py-2.5 text-sm font-bold text-paper shadow-lg hover:underline focus-visible:outline-offset-4"
              >
                <span aria-hidden="true">↑</span> {count(pending.length)}
              </button>
            ) : (
              <button
                type="button"
                onClick={() => window.location.reload()}
                className="pointer-events-auto inline-flex items-center gap-2 rounded-full bg-live px-5 py-2.5 text-sm font-bold text-paper shadow-lg hover:underline"
              >
                {words.live.reloadForNew}
              </button>
            )}
          </FadeIn>
        </div>
      )}
    </>
  );
}

/**
 * The site's fade (components/loading/reveal.tsx: 0.5 s, ease-out), opacity only: what arrives never
 * moves. On the compositor (the Web Animations API), started before the first paint.
 */
function FadeIn({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    ref.current?.animate?.({ opacity: [0, 1] }, { duration: 500, easing: 'ease-out' });
  }, []);
  return <div ref={ref}>{children}</div>;
}
