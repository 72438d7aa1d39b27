import { render } from '@testing-library/react';
import { RegisterWorker } from './register-worker';

describe('RegisterWorker', () => {
  const register = jest.fn(() => Promise.resolve());
  let idle: (() => void)[] = [];

  beforeEach(() => {
    idle = [];
    register.mockClear();
    Object.defineProperty(navigator, 'serviceWorker', { value: { register }, configurable: true });
    window.requestIdleCallback = jest.fn((callback: IdleRequestCallback) => idle.push(() => callback({} as IdleDeadline)));
    window.cancelIdleCallback = jest.fn();
  });

  afterEach(() => {
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  it('registers the worker at the site root once the page is idle, not while it hydrates', () => {
    render(<RegisterWorker />);
    expect(register).not.toHaveBeenCalled();
    expect(window.requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: 5000 });
    idle.forEach((run) => run());
    expect(register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
  });

  it('registers nothing when the page goes before it is idle', () => {
    const { unmount } = render(<RegisterWorker />);
    unmount();
    expect(window.cancelIdleCallback).toHaveBeenCalled();
  });
});
