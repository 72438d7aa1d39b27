import { render, screen, within } from '@testing-library/react';
import { editionOf } from '@/lib/editions';
import { routes } from '@/lib/routes';
import { messagesOf } from '@/server/editions';
import { LitePage } from './lite-page';
import { Listing } from './story-list';

const es = editionOf('es');
const spanish = { edition: es, words: messagesOf(es) };
const story = { slug: 'historia', title: 'Una historia', excerpt: 'Qué pasó.', publishedDate: '2025-06-16', category: 'tech' };

describe('a page of the text-only edition in Spanish', () => {
  it('says its words in Spanish, dates its stories in Spanish and links within /es/lite/, but for its full page', () => {
    const listing = { page: 0, items: [story], archivePages: 0, total: 1 } as unknown as Parameters<typeof Listing>[0]['listing'];
    const { container } = render(
      <LitePage full={routes.category('tech')} language={spanish} breaking={null}>
        <Listing
          listing={listing}
          language={spanish}
          path={(page) => routes.category('tech', page)}
          label="Tecnología"
          empty=""
          section
        />
      </LitePage>,
    );
    expect(screen.getByRole('link', { name: 'Versión completa de esta página' })).toHaveAttribute('href', '/es/category/tech/');
    const sections = screen.getByRole('navigation', { name: 'Secciones' });
    expect(within(sections).getByRole('link', { name: 'Tecnología' })).toHaveAttribute('aria-current', 'page');
    expect(within(sections).getByRole('link', { name: 'Portada' })).toHaveAttribute('href', '/es/lite/');
    expect(screen.getByRole('navigation', { name: 'Redacción' })).toBeInTheDocument();
    expect(screen.getByText('16 jun 2025')).toHaveAttribute('datetime', '2025-06-16');
    const links = [...container.querySelectorAll('a')].map((link) => link.getAttribute('href')!);
    expect(links.filter((href) => !href.startsWith('/es/lite/'))).toEqual(['/es/category/tech/']);
  });
});
