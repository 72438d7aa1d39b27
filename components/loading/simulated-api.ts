/**
 * The simulated data layer of the original app. Content is loaded at build time; in the browser,
 * every in-site navigation waits here for the latency the original app simulated, so readers see
 * the same loading states. The first page of a visit is already in the HTML and never waits.
 */
export type Operation = 'listArticles' | 'getLatest' | 'getArticle' | 'getRelated';

const defaultDelays: Record<Operation, number> = {
  listArticles: 500,
  getLatest: 400,
  getArticle: 300,
  getRelated: 300,
};

const delays = { ...defaultDelays };

/** Sets every delay to one value (0 in tests), or some of them; `'default'` restores the originals. */
export function setDelays(value: number | Partial<Record<Operation, number>> | 'default'): void {
  if (value === 'default') Object.assign(delays, defaultDelays);
  else if (typeof value === 'number') for (const key of Object.keys(delays) as Operation[]) delays[key] = value;
  else Object.assign(delays, value);
}

type Thenable = Promise<void> & { status?: 'fulfilled' };

const requests = new Map<string, Thenable>();

/** Already settled, so React's `use()` reads it without suspending. */
function fulfilled(): Thenable {
  return Object.assign(Promise.resolve(), { status: 'fulfilled' as const });
}

function wait(ms: number): Thenable {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * The request for one screen's data: a promise stable across renders, so it can be read with
 * `use()`. Requests of an earlier route are forgotten, so coming back to it loads again.
 */
export function request(route: string, operations: readonly Operation[]): Promise<void> {
  const key = `${route}#${operations.join('+')}`;
  const existing = requests.get(key);
  if (existing) return existing;
  for (const other of requests.keys()) if (!other.startsWith(`${route}#`)) requests.delete(other);
  // Operations of one screen run in parallel, as the original app's Promise.all did.
  const ms = Math.max(0, ...operations.map((operation) => delays[operation]));
  const pending = ms === 0 ? fulfilled() : wait(ms);
  requests.set(key, pending);
  return pending;
}

let landingRoute: string | null = null;
let hasLeftLanding = false;

/**
 * True while the reader is still on the first route of the visit, whose content came in the
 * HTML. Once they navigate anywhere else, every route (the first one too) loads again.
 */
export function isLandingRoute(route: string): boolean {
  if (typeof window === 'undefined') return true;
  landingRoute ??= route;
  if (route !== landingRoute) hasLeftLanding = true;
  return !hasLeftLanding;
}

/** The route the reader went Back or Forward to, and the place to put back once it is drawn. */
let traversal: { route: string; y: number | null } | null = null;

/** Back or Forward to `route`: it is drawn from what the reader saw, without a new load, at `y`. */
export function noteTraversal(route: string, y: number): void {
  traversal = { route, y };
}

/** True while the reader is on a route they came back to with Back or Forward. */
export function isRestoredRoute(route: string): boolean {
  return traversal?.route === route;
}

/** The place to restore on `route`, once; and a route drawn by any other navigation ends the traversal. */
export function takePendingTraversal(route: string): number | null {
  if (traversal?.route !== route) {
    traversal = null;
    return null;
  }
  const { y } = traversal;
  traversal.y = null;
  return y;
}
