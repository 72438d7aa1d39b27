import { render, screen } from '@testing-library/react';
import ErrorPage from './error';

describe('error page', () => {
  it('says something went wrong, offers a way home and logs the error', () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    const error = new Error('render failed');
    render(<ErrorPage error={error} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Something Went Wrong' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    expect(log).toHaveBeenCalledWith('Unexpected error while rendering the page:', error);
    log.mockRestore();
  });
});
