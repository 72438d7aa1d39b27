import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OfflineLists } from '@/lib/offline';
import { editionWrapper, wordsOf } from '@/test/editions';
import { OfflineStories } from './offline-stories';
import { SavedStories } from './saved-stories';
import { askWorker } from './worker-client';

jest.mock('./worker-client', () => ({ askWorker: jest.fn(), canKeepOffline: () => true }));

const lists: OfflineLists = {
  saved: [
    { path: '/es/news/telesalud-clinicas-rurales/', title: 'Telesalud en clínicas rurales' },
    { path: '/news/port-cargo-volumes-spring/', title: 'West Coast Port Container Volumes' },
  ],
  front: [{ path: '/es/news/recarga-acuiferos-valle-central/', title: 'Recarga de acuíferos' }],
  recent: [],
};

const InSpanish = editionWrapper('es');

beforeEach(() => {
  jest.mocked(askWorker).mockReset();
  jest
    .mocked(askWorker)
    .mockImplementation((async (request: { type: string }) =>
      request.type === 'lists' ? lists : { saved: false }) as typeof askWorker);
});

describe('SavedStories', () => {
  it('counts the saved stories and offers to remove each', async () => {
    render(<SavedStories offline={wordsOf('en').offline} />);
    expect(await screen.findByRole('heading', { name: '2 saved stories' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove “Telesalud en clínicas rurales” from saved stories' })).toBeInTheDocument();
  });

  it('says it in Spanish, linking each story at the address it was kept at, in its own edition', async () => {
    const user = userEvent.setup();
    render(<SavedStories offline={wordsOf('es').offline} />, { wrapper: InSpanish });
    expect(await screen.findByRole('heading', { name: '2 historias guardadas' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Telesalud en clínicas rurales' })).toHaveAttribute(
      'href',
      '/es/news/telesalud-clinicas-rurales/',
    );
    expect(screen.getByRole('link', { name: 'West Coast Port Container Volumes' })).toHaveAttribute(
      'href',
      '/news/port-cargo-volumes-spring/',
    );
    await user.click(screen.getByRole('button', { name: 'Quitar “Telesalud en clínicas rurales” de las historias guardadas' }));
    expect(askWorker).toHaveBeenCalledWith({ type: 'remove', path: '/es/news/telesalud-clinicas-rurales/' });
  });

  it('says in Spanish that nothing is saved yet', async () => {
    jest.mocked(askWorker).mockImplementation((async () => ({ ...lists, saved: [] })) as unknown as typeof askWorker);
    render(<SavedStories offline={wordsOf('es').offline} />, { wrapper: InSpanish });
    expect(
      await screen.findByText(
        'Todavía no ha guardado nada. Use “Guardar para leer sin conexión” en una noticia para guardarla aquí, en este dispositivo.',
      ),
    ).toBeInTheDocument();
  });
});

describe('OfflineStories', () => {
  it('lists what this device keeps under Spanish headings', async () => {
    render(<OfflineStories offline={wordsOf('es').offline} />, { wrapper: InSpanish });
    expect(await screen.findByRole('region', { name: 'Historias guardadas' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'De la portada' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Noticias que abrió' })).not.toBeInTheDocument();
    expect(screen.getByText('Estas noticias están guardadas en este dispositivo y se abren sin conexión:')).toBeInTheDocument();
  });
});
