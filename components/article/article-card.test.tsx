import { render, screen } from '@testing-library/react';
import { makeArticle } from '@/test/fixtures';
import { ArticleCard } from './article-card';

const article = makeArticle({ slug: 'a-story', title: 'A Story', excerpt: 'What the story says.', category: 'tech' });

describe('ArticleCard', () => {
  it('links the headline to the story and shows its section, date and hero', () => {
    render(<ArticleCard article={article} />);
    expect(screen.getByRole('heading', { level: 3, name: 'A Story' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'A Story' })).toHaveAttribute('href', '/news/a-story/');
    expect(screen.getByText('Technology')).toBeInTheDocument();
    expect(screen.getByText('Mar 05, 2025')).toHaveAttribute('datetime', '2025-03-05');
    expect(screen.getByRole('img', { name: article.imageAlt })).toHaveAttribute(
      'src',
      '/generated/images/articles/sierra-snowpack-water-outlook-1200.jpg',
    );
  });

  it('shows the excerpt on every size but the small one', () => {
    const { rerender } = render(<ArticleCard article={article} size="medium" />);
    expect(screen.getByText('What the story says.')).toBeInTheDocument();
    rerender(<ArticleCard article={article} size="small" />);
    expect(screen.queryByText('What the story says.')).not.toBeInTheDocument();
  });
});
