import { render, screen } from '@testing-library/react';
import { Excerpt } from './excerpt';

describe('Excerpt', () => {
  it('keeps the <mark> highlights and shows every other tag as plain text, never as markup', () => {
    const { container } = render(
      <p>
        <Excerpt
          html={
            '<img src="x" onerror="window.__xss = 1">Fresh <mark>water</mark> &amp; <b>shade</b><script>window.__xss = 2</script>'
          }
        />
      </p>,
    );
    const paragraph = screen.getByRole('paragraph');
    expect(paragraph).toHaveTextContent('Fresh water & shadewindow.__xss = 2');
    expect(screen.getByText('water', { selector: 'mark' })).toBeInTheDocument();
    // The only element inside is the highlight.
    expect([...paragraph.querySelectorAll('*')].map((element) => element.tagName)).toEqual(['MARK']);
    expect(container.querySelector('img, script, b')).toBeNull();
    expect((window as { __xss?: number }).__xss).toBeUndefined();
  });
});
