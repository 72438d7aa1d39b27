import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { THEME_COLORS, THEME_STORAGE_KEY, themeScript } from './theme';
import { ThemeControl } from './theme-control';

const themeButton = () => screen.getByRole('button', { name: /^Theme:/ });

beforeEach(() => {
  document.head.innerHTML = `
    <meta name="theme-color" content="${THEME_COLORS.light}" media="(prefers-color-scheme: light)">
    <meta name="theme-color" content="${THEME_COLORS.dark}" media="(prefers-color-scheme: dark)">`;
});

afterEach(() => {
  jest.restoreAllMocks();
  localStorage.clear();
  document.documentElement.removeAttribute('data-theme');
});

describe('ThemeControl', () => {
  it("names the System choice in each of the system's modes, each label shown by its media query (e2e/theme.spec.ts)", () => {
    render(<ThemeControl />);
    expect(screen.getByText('Theme: System (light)')).toHaveClass('sr-only [@media(prefers-color-scheme:dark)]:hidden');
    expect(screen.getByText('Theme: System (dark)')).toHaveClass('sr-only hidden [@media(prefers-color-scheme:dark)]:inline');
  });

  it('offers Light, Dark and System behind a button that says whether it is open', async () => {
    const user = userEvent.setup();
    render(<ThemeControl />);
    expect(themeButton()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    await user.click(themeButton());
    expect(themeButton()).toHaveAttribute('aria-expanded', 'true');
    const group = screen.getByRole('group', { name: 'Theme' });
    expect(themeButton()).toHaveAttribute('aria-controls', group.id);
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['light', 'dark', 'system']);
    expect(screen.getByRole('radio', { name: 'System' })).toBeChecked();
  });

  it('switches to the chosen theme at once and remembers it', async () => {
    const user = userEvent.setup();
    render(<ThemeControl />);
    await user.click(themeButton());
    await user.click(screen.getByRole('radio', { name: 'Dark' }));
    expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect(themeButton()).toHaveAccessibleName('Theme: Dark');
    expect(screen.getByRole('radio', { name: 'Dark' })).toBeChecked();

    await user.click(screen.getByRole('radio', { name: 'System' }));
    expect(document.documentElement).not.toHaveAttribute('data-theme');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
    expect(within(themeButton()).getByText('Theme: System (light)')).toBeInTheDocument();
    expect(within(themeButton()).getByText('Theme: System (dark)')).toBeInTheDocument();
    expect(within(themeButton()).queryByText('Theme: Dark')).not.toBeInTheDocument();
  });

  it('shows the choice stored on an earlier visit, which the pre-paint script applied', () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'light');
    window.eval(themeScript());
    render(<ThemeControl />);
    expect(themeButton()).toHaveAccessibleName('Theme: Light');
  });

  it('works from the keyboard: arrows choose, Escape closes and returns focus to the button', async () => {
    const user = userEvent.setup();
    render(<ThemeControl />);
    await user.tab();
    expect(themeButton()).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.tab();
    expect(screen.getByRole('radio', { name: 'System' })).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('radio', { name: 'Dark' })).toBeChecked();
    expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
    await user.keyboard('{Escape}');
    expect(themeButton()).toHaveAttribute('aria-expanded', 'false');
    expect(themeButton()).toHaveFocus();
  });

  it('closes when the reader clicks elsewhere', async () => {
    const user = userEvent.setup();
    render(
      <>
        <ThemeControl />
        <p>Elsewhere</p>
      </>,
    );
    await user.click(themeButton());
    await user.click(screen.getByText('Elsewhere'));
    expect(themeButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('still switches when storage refuses the choice', async () => {
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const user = userEvent.setup();
    render(<ThemeControl />);
    await user.click(themeButton());
    await user.click(screen.getByRole('radio', { name: 'Dark' }));
    expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
    expect(themeButton()).toHaveAccessibleName('Theme: Dark');
  });

  it('takes up a choice made in another tab', async () => {
    render(<ThemeControl />);
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    await act(async () => {
      window.dispatchEvent(new StorageEvent('storage', { key: THEME_STORAGE_KEY, newValue: 'dark' }));
    });
    expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
    expect(themeButton()).toHaveAccessibleName('Theme: Dark');
  });
});
