import { render, screen } from '@testing-library/react';
import { NotFoundView } from './not-found-view';

function visit(path: string) {
  window.history.pushState({}, '', path);
  render(<NotFoundView />);
}

describe('NotFoundView', () => {
  it('under /news/ says the article was not found', () => {
    visit('/news/no-such-story/');
    expect(screen.getByRole('heading', { level: 1, name: 'Article Not Found' })).toBeInTheDocument();
    expect(screen.getByText('Article not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  });

  it('under /category/ says the category does not exist', () => {
    visit('/category/sports/');
    expect(screen.getByRole('heading', { level: 1, name: 'Category Not Found' })).toBeInTheDocument();
    expect(screen.getByText('The requested category does not exist.')).toBeInTheDocument();
  });

  it('elsewhere says the page was not found', () => {
    visit('/about/team/');
    expect(screen.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toBeInTheDocument();
  });
});
