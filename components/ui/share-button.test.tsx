import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { editionWrapper } from '@/test/editions';
import { ShareButton } from './share-button';

const url = 'https://news.example/news/a-story/';

afterEach(() => {
  Reflect.deleteProperty(navigator, 'share');
});

describe('ShareButton', () => {
  it('opens the system share sheet where there is one', async () => {
    const share = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    const user = userEvent.setup();
    render(<ShareButton title="A story" url={url} />);
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledWith({ title: 'A story', url });
  });

  it('otherwise copies the link and says so', async () => {
    const user = userEvent.setup();
    render(<ShareButton title="A story" url={url} />);
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
    await expect(navigator.clipboard.readText()).resolves.toBe(url);
  });

  it('says so when copying fails', async () => {
    const user = userEvent.setup();
    render(<ShareButton title="A story" url={url} />);
    jest.spyOn(navigator.clipboard, 'writeText').mockRejectedValueOnce(new Error('denied'));
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(await screen.findByText(/Could not copy the link/)).toBeInTheDocument();
  });

  it('speaks the Spanish edition’s words', async () => {
    const user = userEvent.setup();
    render(<ShareButton title="Una noticia" url={url} />, { wrapper: editionWrapper('es') });
    await user.click(screen.getByRole('button', { name: 'Compartir' }));
    expect(await screen.findByText('Enlace copiado')).toBeInTheDocument();
  });
});
