import { render, screen, within } from '@testing-library/react';
import { editionWrapper } from '@/test/editions';
import { setPathname } from '@/test/utils';
import { BreakingBanner } from './breaking-banner';
import { NavMenu } from './nav-menu';
import { PreviewBanner } from './preview-banner';
import { SaveDataNote, TextOnlyLink } from './text-only';
import { ThemeControl } from './theme-control';

const InSpanish = editionWrapper('es');

const items = [
  { label: 'Portada', href: '/' },
  { label: 'Tecnología', href: '/category/tech/' },
];

describe('the layout in the Spanish edition', () => {
  it('names the menu in Spanish and marks the current section at its /es/ address', () => {
    setPathname('/es/category/tech/');
    render(<NavMenu items={items} />, { wrapper: InSpanish });
    const nav = screen.getByRole('navigation', { name: 'Principal' });
    expect(within(nav).getByRole('button', { name: 'Menú' })).toBeInTheDocument();
    const tech = within(nav).getByRole('link', { name: 'Tecnología', hidden: true });
    expect(tech).toHaveAttribute('href', '/es/category/tech/');
    expect(tech).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Portada', hidden: true })).not.toHaveAttribute('aria-current');
  });

  it('offers the themes in Spanish', () => {
    render(<ThemeControl />, { wrapper: InSpanish });
    expect(screen.getByRole('button', { name: /^Tema: / })).toBeInTheDocument();
    const choices = screen.getByRole('group', { hidden: true });
    expect(
      within(choices)
        .getAllByRole('radio', { hidden: true })
        .map((radio) => radio.parentElement!.textContent),
    ).toEqual(['Claro', 'Oscuro', 'Del sistema']);
  });

  it('offers the text-only edition in Spanish', () => {
    setPathname('/es/news/telesalud-clinicas-rurales/');
    render(
      <>
        <SaveDataNote />
        <TextOnlyLink />
      </>,
      { wrapper: InSpanish },
    );
    expect(screen.getByText(/^Su navegador pide ahorrar datos:/)).toHaveTextContent(
      'Su navegador pide ahorrar datos: lea esta página en la edición solo texto, sin imágenes ni scripts.',
    );
    expect(screen.getByRole('link', { name: 'Edición solo texto' })).toBeInTheDocument();
  });
});

describe('the banners', () => {
  it('say their words from the page’s dictionary', () => {
    render(
      <>
        <PreviewBanner />
        <BreakingBanner story={{ slug: 'port-cargo-volumes-spring', title: 'Port volumes' }} />
      </>,
    );
    expect(screen.getByRole('note')).toHaveTextContent(/^Preview: this copy of the site shows drafts/);
    const banner = screen.getByRole('complementary', { name: 'Breaking news' });
    expect(within(banner).getByText('Breaking')).toBeInTheDocument();
    expect(within(banner).getByRole('link', { name: 'Port volumes' })).toHaveAttribute(
      'href',
      '/news/port-cargo-volumes-spring/',
    );
  });
});
