import { fireEvent, render, screen } from '@testing-library/react';
import { setPathname } from '@/test/utils';
import { editionWrapper } from '@/test/editions';
import { useStartNavigation } from '@/components/ui/navigation-start';
import { PendingNavigation } from './pending-navigation';

/** A control that tells the page the reader leaves for `href`, as the site's Link does on a click. */
function Leave({ href }: { href: string }) {
  const start = useStartNavigation();
  return <button onClick={() => start(href)}>to {href}</button>;
}

function Page({ name }: { name: string }) {
  return (
    <PendingNavigation>
      <h1>{name}</h1>
      <Leave href="/news/a-story/" />
      <Leave href="/category/us/#latest" />
    </PendingNavigation>
  );
}

describe('PendingNavigation', () => {
  it('shows the loading state from the click until the next page is drawn, then that page', () => {
    setPathname('/category/us/');
    const { rerender } = render(<Page name="U.S." />, { wrapper: editionWrapper('en') });
    fireEvent.click(screen.getByRole('button', { name: 'to /news/a-story/' }));
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    // The page being left stays, under the loading state, until the next one is drawn.
    expect(screen.getByRole('heading', { name: 'U.S.' })).toBeInTheDocument();

    setPathname('/news/a-story/');
    rerender(<Page name="A story" />);
    expect(screen.getByRole('heading', { name: 'A story' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'U.S.' })).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    // Back on the first page later, it is drawn, not left loading.
    setPathname('/category/us/');
    rerender(<Page name="U.S." />);
    expect(screen.getByRole('heading', { name: 'U.S.' })).toBeInTheDocument();
  });

  it('stays as it is for a link to the page open or to a part of it', () => {
    setPathname('/category/us/');
    render(<Page name="U.S." />, { wrapper: editionWrapper('en') });
    fireEvent.click(screen.getByRole('button', { name: 'to /category/us/#latest' }));
    expect(screen.getByRole('heading', { name: 'U.S.' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('says Loading in the page’s edition', () => {
    setPathname('/es/category/us/');
    render(<Page name="EE. UU." />, { wrapper: editionWrapper('es') });
    fireEvent.click(screen.getByRole('button', { name: 'to /news/a-story/' }));
    expect(screen.getByRole('status', { name: 'Cargando' })).toBeInTheDocument();
  });
});
