import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LIVE_POLL_MS, type LiveFile, type LiveUpdateFile } from '@/lib/live';
import { editionWrapper, wordsOf } from '@/test/editions';
import { LivePoller } from './live-poller';

const slug = 'summit-live';
const context = { day: '2025-05-28', offset: 'UTC+12' };
const url = 'https://news.example/news/summit-live/';

const updateFile = (id: string, previous: string | null, time: string): LiveUpdateFile => ({
  id,
  previous,
  time,
  headline: `Headline of ${id}`,
  author: { slug: 'ingrid-solberg', name: 'Ingrid Solberg' },
  html: `<p>Body of ${id}.</p>`,
});

/** The host: live.json and the update files, as a test sets them; each request is recorded. */
let files: Record<string, unknown>;
let requests: string[];
let failing = false;
let visibility: DocumentVisibilityState = 'visible';
let feedTop = 2000;

function publish(live: Partial<LiveFile>, ...updates: LiveUpdateFile[]) {
  files[`/news/${slug}/live.json`] = { latest: 'a', count: 1, closed: false, updatedAt: '', ...live };
  for (const update of updates) files[`/news/${slug}/updates/${update.id}.json`] = update;
}

const liveRequests = () => requests.filter((request) => request.endsWith('live.json')).length;
const tick = () => act(() => jest.advanceTimersByTimeAsync(LIVE_POLL_MS));
const setVisibility = (state: DocumentVisibilityState) =>
  act(() => {
    visibility = state;
    document.dispatchEvent(new Event('visibilitychange'));
    return jest.advanceTimersByTimeAsync(0);
  });

beforeEach(() => {
  jest.useFakeTimers();
  files = {};
  requests = [];
  failing = false;
  visibility = 'visible';
  feedTop = 2000;
  document.title = 'Summit live | Pacific Ledger';
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input);
    requests.push(path);
    expect(init).toMatchObject({ cache: 'no-cache' });
    if (failing) throw new TypeError('Failed to fetch');
    const body = files[path];
    return { ok: body !== undefined, status: body ? 200 : 404, json: async () => body } as Response;
  });
  jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    return { top: this.hasAttribute('data-live-top') ? feedTop : 0 } as DOMRect;
  });
  publish({ latest: 'a', count: 1 });
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

const poller = () => render(<LivePoller slug={slug} latest="a" url={url} context={context} live={wordsOf('en').live} />);

describe('LivePoller', () => {
  it('checks live.json every 20 s while visible, and asks for nothing more while nothing is new', async () => {
    poller();
    expect(requests).toEqual([]);
    await tick();
    await tick();
    expect(requests).toEqual([`/news/${slug}/live.json`, `/news/${slug}/live.json`]);
  });

  it('with the feed below the screen, puts the new updates at its top at once, newest first, fetching only those', async () => {
    poller();
    publish(
      { latest: 'c', count: 3 },
      updateFile('b', 'a', '2025-05-28T10:00:00+12:00'),
      updateFile('c', 'b', '2025-05-28T11:15:00+12:00'),
    );
    await tick();
    expect(requests).toEqual([`/news/${slug}/live.json`, `/news/${slug}/updates/c.json`, `/news/${slug}/updates/b.json`]);
    const headlines = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(headlines).toEqual(['Headline of c', 'Headline of b']);
    expect(screen.getByRole('link', { name: '11:15 a.m.' })).toHaveAttribute('href', '#update-c');
    expect(screen.getByRole('button', { name: 'Share update: Headline of c' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('2 new updates at the top of the feed');
    expect(screen.queryByRole('button', { name: /new update/ })).not.toBeInTheDocument();
    expect(document.title).toBe('Summit live | Pacific Ledger');
    // Known now: the next check fetches no update again.
    await tick();
    expect(requests.filter((request) => request.includes('/updates/'))).toHaveLength(2);
  });

  it('with the reader in the feed, inserts nothing: a button and the title count them, and the button brings them', async () => {
    feedTop = 100;
    poller();
    publish({ latest: 'b', count: 2 }, updateFile('b', 'a', '2025-05-28T10:00:00+12:00'));
    await tick();
    expect(screen.queryByRole('heading', { level: 3 })).not.toBeInTheDocument();
    expect(document.title).toBe('(1) Summit live | Pacific Ledger');
    expect(screen.getByRole('status')).toHaveTextContent('1 new update: the button at the foot of the screen shows it');
    publish({ latest: 'c', count: 3 }, updateFile('c', 'b', '2025-05-28T11:00:00+12:00'));
    await tick();
    expect(document.title).toBe('(2) Summit live | Pacific Ledger');
    const scrolled = jest.fn();
    Element.prototype.scrollIntoView = scrolled;
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.click(screen.getByRole('button', { name: '2 new updates' }));
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Headline of c',
      'Headline of b',
    ]);
    expect(scrolled).toHaveBeenCalledWith({ block: 'start' });
    expect(document.getElementById('update-c')).toHaveFocus();
    expect(document.title).toBe('Summit live | Pacific Ledger');
    expect(screen.queryByRole('button', { name: /new update/ })).not.toBeInTheDocument();
  });

  it('does not check while the page is hidden, and checks at once when it is seen again', async () => {
    poller();
    await setVisibility('hidden');
    await tick();
    await tick();
    await tick();
    expect(liveRequests()).toBe(0);
    await setVisibility('visible');
    expect(liveRequests()).toBe(1);
    await tick();
    expect(liveRequests()).toBe(2);
  });

  it('stops for good once the coverage has ended', async () => {
    poller();
    publish({ latest: 'b', closed: true }, updateFile('b', 'a', '2025-05-28T17:30:00+12:00'));
    await tick();
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent('Headline of b');
    expect(screen.getByRole('status')).toHaveTextContent('This live coverage has ended.');
    await tick();
    await setVisibility('hidden');
    await setVisibility('visible');
    await tick();
    expect(liveRequests()).toBe(1);
  });

  it('says nothing when a check fails, and tries again at the next', async () => {
    const errors = jest.spyOn(console, 'error');
    poller();
    failing = true;
    await tick();
    failing = false;
    publish({ latest: 'b' }, updateFile('b', 'a', '2025-05-28T10:00:00+12:00'));
    await tick();
    expect(liveRequests()).toBe(2);
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent('Headline of b');
    expect(errors).not.toHaveBeenCalled();
  });

  it('offers a reload when the new updates do not lead back to the newest it has', async () => {
    poller();
    publish(
      { latest: 'z' },
      updateFile('z', 'y', '2025-05-28T10:00:00+12:00'),
      updateFile('y', null, '2025-05-28T09:30:00+12:00'),
    );
    await tick();
    expect(screen.queryByRole('heading', { level: 3 })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New updates: reload the page' })).toBeInTheDocument();
  });

  it('speaks the Spanish edition’s words, and checks the story’s files in /es/', async () => {
    feedTop = 100;
    render(<LivePoller slug={slug} latest="a" url={url} context={context} live={wordsOf('es').live} />, {
      wrapper: editionWrapper('es'),
    });
    files[`/es/news/${slug}/live.json`] = { latest: 'c', count: 3, closed: false, updatedAt: '' };
    files[`/es/news/${slug}/updates/c.json`] = updateFile('c', 'b', '2025-05-28T11:15:00+12:00');
    files[`/es/news/${slug}/updates/b.json`] = updateFile('b', 'a', '2025-05-28T10:00:00+12:00');
    await tick();
    expect(requests[0]).toBe(`/es/news/${slug}/live.json`);
    expect(screen.getByRole('status')).toHaveTextContent('2 actualizaciones nuevas: el botón al pie de la pantalla las muestra');
    expect(screen.getByRole('button', { name: '2 actualizaciones nuevas' })).toBeInTheDocument();
  });
});
