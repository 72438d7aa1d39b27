import { act, render, screen } from '@testing-library/react';
import { isRestoredRoute, noteTraversal, request, setDelays, takePendingTraversal } from './simulated-api';
import { afterAnInSiteNavigation, setPathname } from '@/test/utils';
import HomePage from '@/app/(site)/page.full-front';
import ArticlePage from '@/app/(site)/news/[slug]/page';
import { LoadingBoundary } from './loading-boundary';
import { editionWrapper } from '@/test/editions';

jest.mock('./simulated-api', () => {
  const actual = jest.requireActual('./simulated-api');
  return { ...actual, request: jest.fn(actual.request) };
});

async function advance(ms: number) {
  await act(async () => jest.advanceTimersByTime(ms));
}

describe('LoadingBoundary', () => {
  // First in the file: the first route rendered here is the visit's landing page.
  it('on the landing page shows its content at once, without waiting', () => {
    setPathname('/landing/');
    setDelays('default');
    render(
      <LoadingBoundary operations={['listArticles']} errorFallback={<p>failed</p>} errorLabel="Failed">
        <h1>Landing content</h1>
      </LoadingBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Landing content' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading' })).not.toBeInTheDocument();
    expect(request).not.toHaveBeenCalled();
  });

  describe('after an in-site navigation', () => {
    beforeEach(() => {
      afterAnInSiteNavigation();
      setDelays('default');
      jest.useFakeTimers();
    });

    afterEach(() => {
      jest.useRealTimers();
      jest.mocked(request).mockImplementation(jest.requireActual('./simulated-api').request);
    });

    it('home waits for the latest (400 ms) and the lists (500 ms) together', async () => {
      setPathname('/');
      const page = await HomePage({});
      await act(async () => render(page));
      expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
      await advance(499);
      expect(screen.queryByRole('region', { name: 'Top Stories' })).not.toBeInTheDocument();
      await advance(1);
      expect(screen.getByRole('region', { name: 'Top Stories' })).toBeInTheDocument();
      expect(screen.queryByRole('status', { name: 'Loading' })).not.toBeInTheDocument();
    });

    it('an article loads in 300 ms, then its related stories in 300 ms more', async () => {
      setPathname('/news/port-cargo-volumes-spring/');
      const page = await ArticlePage({ params: Promise.resolve({ slug: 'port-cargo-volumes-spring' }) });
      await act(async () => render(page));
      expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
      await advance(300);
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('West Coast Port Container Volumes');
      expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
      expect(screen.queryByRole('region', { name: 'More Business' })).not.toBeInTheDocument();
      await advance(300);
      expect(screen.getByRole('region', { name: 'More Business' })).toBeInTheDocument();
      expect(screen.queryByRole('status', { name: 'Loading' })).not.toBeInTheDocument();
    });

    it('a page come back to with Back or Forward shows at once, and its place is handed over once', async () => {
      setPathname('/category/tech/');
      noteTraversal('/category/tech/', 640);
      await act(async () =>
        render(
          <LoadingBoundary operations={['listArticles']} errorFallback={<p>failed</p>} errorLabel="Failed">
            <h1>Restored content</h1>
          </LoadingBoundary>,
        ),
      );
      expect(screen.getByRole('heading', { name: 'Restored content' })).toBeInTheDocument();
      expect(screen.queryByRole('status', { name: 'Loading' })).not.toBeInTheDocument();
      expect(request).not.toHaveBeenCalledWith('/category/tech/', expect.anything());
      expect(takePendingTraversal('/category/tech/')).toBe(640);
      expect(takePendingTraversal('/category/tech/')).toBeNull();
      // A new navigation elsewhere ends it: coming to the page by a link loads it again.
      expect(takePendingTraversal('/news/port-cargo-volumes-spring/')).toBeNull();
      expect(isRestoredRoute('/category/tech/')).toBe(false);
    });

    it('a failed home load is only logged and leaves the content empty', async () => {
      const log = jest.spyOn(console, 'error').mockImplementation(() => {});
      jest.mocked(request).mockReturnValue(Promise.reject(new Error('offline')));
      setPathname('/');
      const page = await HomePage({});
      await act(async () => render(page));
      expect(screen.queryByRole('status', { name: 'Loading' })).not.toBeInTheDocument();
      expect(screen.queryByRole('region')).not.toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(log).toHaveBeenCalledWith('Failed to load the home page:', expect.any(Error), expect.anything());
      log.mockRestore();
    });
  });
});

describe('LoadingBoundary in the Spanish edition', () => {
  it('names its spinner in Spanish', async () => {
    afterAnInSiteNavigation();
    setDelays('default');
    jest.useFakeTimers();
    setPathname('/es/category/tech/');
    await act(async () =>
      render(
        <LoadingBoundary operations={['listArticles']} errorFallback={<p>failed</p>} errorLabel="Failed">
          <h1>Contenido</h1>
        </LoadingBoundary>,
        { wrapper: editionWrapper('es') },
      ),
    );
    expect(screen.getByRole('status', { name: 'Cargando' })).toBeInTheDocument();
    await advance(500);
    expect(screen.getByRole('heading', { name: 'Contenido' })).toBeInTheDocument();
    jest.useRealTimers();
  });
});
