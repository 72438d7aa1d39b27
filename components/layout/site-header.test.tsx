import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setPathname } from '@/test/utils';
import { SiteHeader } from './site-header';

describe('SiteHeader', () => {
  it('links the name home and lists home, the latest stories, the seven sections and opinion, marking the current one', () => {
    setPathname('/category/tech/');
    render(<SiteHeader />);
    expect(screen.getByRole('link', { name: 'Pacific Ledger' })).toHaveAttribute('href', '/');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const links = within(nav).getAllByRole('link', { hidden: true });
    expect(links.map((link) => link.textContent)).toEqual([
      'Home',
      'Latest',
      'California',
      'US',
      'World',
      'Tech',
      'Health',
      'Politics',
      'Business',
      'Opinion',
    ]);
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/',
      '/latest/',
      '/category/california/',
      '/category/us/',
      '/category/world/',
      '/category/tech/',
      '/category/health/',
      '/category/politics/',
      '/category/business/',
      '/opinion/',
    ]);
    expect(within(nav).getByRole('link', { name: 'Tech', hidden: true })).toHaveAttribute('aria-current', 'page');
    expect(links.filter((link) => link.hasAttribute('aria-current'))).toHaveLength(1);
  });

  it('has a search form that asks /search/ for ?q= with a plain GET, in the header and in the menu', () => {
    setPathname('/');
    render(<SiteHeader />);
    const forms = screen.getAllByRole('search', { name: 'Site search' });
    // From lg in the row, md to lg behind a disclosure, below md in the menu: CSS shows one at a time.
    expect(forms).toHaveLength(3);
    expect(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('search')).toBe(forms[0]);
    for (const form of forms) {
      expect(form).toHaveAttribute('action', '/search/');
      expect(form).toHaveAttribute('method', 'get');
      expect(within(form).getByRole('searchbox', { name: 'Site search' })).toHaveAttribute('name', 'q');
      expect(within(form).getByRole('button', { name: 'Search' })).toHaveAttribute('type', 'submit');
    }
  });

  it('opens and closes the menu with its button', async () => {
    setPathname('/');
    const user = userEvent.setup();
    render(<SiteHeader />);
    const button = screen.getByRole('button', { name: 'Menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveAttribute('aria-controls', 'site-menu');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the menu on Escape and gives focus back to the button', async () => {
    setPathname('/');
    const user = userEvent.setup();
    render(<SiteHeader />);
    const button = screen.getByRole('button', { name: 'Menu' });
    await user.click(button);
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('closes the menu when a link is chosen and when the page changes', async () => {
    setPathname('/');
    const user = userEvent.setup();
    const { rerender } = render(<SiteHeader />);
    // jsdom cannot follow links; the menu only needs to see the click.
    const stayHere = (event: MouseEvent) => event.preventDefault();
    document.addEventListener('click', stayHere);
    const button = screen.getByRole('button', { name: 'Menu' });
    await user.click(button);
    await user.click(screen.getByRole('link', { name: 'World' }));
    expect(button).toHaveAttribute('aria-expanded', 'false');
    document.removeEventListener('click', stayHere);

    await user.click(button);
    setPathname('/category/world/');
    act(() => rerender(<SiteHeader />));
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });
});
