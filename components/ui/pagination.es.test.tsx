import { render, screen } from '@testing-library/react';
import { editionWrapper } from '@/test/editions';
import { Breadcrumb } from './breadcrumb';
import { EmptyCategory } from './empty-category';
import { ListingError } from './listing-error';
import { Pagination } from './pagination';

jest.mock('@/server/editions', () =>
  jest.requireActual<typeof import('@/test/editions')>('@/test/editions').serverEditionsIn('es'),
);

const inSpanish = editionWrapper('es');

describe('the listings’ controls in the Spanish edition', () => {
  it('names the pager’s links in Spanish, in /es/', () => {
    const listing = { page: 2, archivePages: 4, items: [], total: 100 };
    render(<Pagination listing={listing} href={(page) => `/category/tech/${page ? `page/${page}/` : ''}`} label="Tecnología" />, {
      wrapper: inSpanish,
    });
    const nav = screen.getByRole('navigation', { name: 'Paginación' });
    expect(nav).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Página más reciente de Tecnología' })).toHaveAttribute('href', '/es/category/tech/');
    expect(nav).toHaveTextContent('Más recientes');
    expect(nav).toHaveTextContent('Anteriores');
  });

  it('says its trail, an empty section and a failed list in Spanish', () => {
    render(
      <>
        <Breadcrumb
          crumbs={[
            { name: 'Portada', path: '/' },
            { name: 'Salud', path: '/category/health/' },
          ]}
        />
        <EmptyCategory />
        <ListingError />
      </>,
      { wrapper: inSpanish },
    );
    expect(screen.getByRole('navigation', { name: 'Ruta de navegación' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Portada' })).toHaveAttribute('href', '/es/');
    expect(screen.getByText('Todavía no hay artículos en esta sección.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Error al cargar los artículos' })).toBeInTheDocument();
  });
});
