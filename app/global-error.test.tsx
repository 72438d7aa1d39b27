import { render, screen } from '@testing-library/react';
import { THEME_STORAGE_KEY } from '@/components/layout/theme';
import { lastResortWords } from '@/next.config';
import GlobalError from './global-error';

describe('global error page', () => {
  // As the build inlines it (next.config.ts).
  beforeAll(() => {
    process.env.NEXT_PUBLIC_LAST_RESORT = JSON.stringify(lastResortWords());
  });

  afterEach(() => {
    window.localStorage.clear();
    document.documentElement.removeAttribute('data-theme');
    document.documentElement.removeAttribute('lang');
  });

  it('replaces the document with a page that says something went wrong, in the reader’s chosen theme', () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    // As on the page that failed: the stored choice, and the mark the pre-paint script set.
    window.localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    document.documentElement.setAttribute('data-theme', 'dark');
    const error = new Error('layout failed');
    render(<GlobalError error={error} />, { container: document });
    expect(screen.getByRole('heading', { level: 1, name: 'Something Went Wrong' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
    expect(log).toHaveBeenCalledWith('Unexpected error in the site layout:', error);
    log.mockRestore();
  });

  it('speaks the language of the page that failed, and leads to its edition’s front page', () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    document.documentElement.setAttribute('lang', 'es-US');
    render(<GlobalError error={new Error('layout failed')} />, { container: document });
    expect(screen.getByRole('heading', { level: 1, name: 'Algo salió mal' })).toBeInTheDocument();
    expect(screen.getByText('No se pudo mostrar esta página. Inténtelo de nuevo en un momento.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver a la portada' })).toHaveAttribute('href', '/es/');
    expect(document.documentElement).toHaveAttribute('lang', 'es-US');
    log.mockRestore();
  });

  it('speaks the default edition’s language for a page in one it does not know', () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    document.documentElement.setAttribute('lang', 'fr-FR');
    render(<GlobalError error={new Error('layout failed')} />, { container: document });
    expect(screen.getByRole('heading', { level: 1, name: 'Something Went Wrong' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('lang', 'en-US');
    log.mockRestore();
  });

  it('leaves the theme to the system when the reader chose none', () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    render(<GlobalError error={new Error('layout failed')} />, { container: document });
    expect(document.documentElement).not.toHaveAttribute('data-theme');
    log.mockRestore();
  });
});
