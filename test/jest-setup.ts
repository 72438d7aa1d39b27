import '@testing-library/jest-dom';
import { TextDecoder } from 'node:util';

// Pages read their content at build time, in Node; jsdom's window lacks what image-size decodes with.
globalThis.TextDecoder ??= TextDecoder as typeof globalThis.TextDecoder;

// next build defines this from `trailingSlash: true`; without it next/link drops the slash.
process.env.__NEXT_TRAILING_SLASH = 'true';
import { setDelays } from '@/components/loading/simulated-api';

jest.mock('next/navigation', () => {
  const { navigation } = jest.requireActual('@/test/utils');
  return {
    ...jest.requireActual('next/navigation'),
    usePathname: () => navigation.pathname,
    useRouter: () => ({
      replace: navigation.replace,
      push: jest.fn(),
      prefetch: jest.fn(),
      back: jest.fn(),
      forward: jest.fn(),
      refresh: jest.fn(),
    }),
  };
});

beforeEach(() => {
  setDelays(0);
});
