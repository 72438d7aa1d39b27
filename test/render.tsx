/**
 * @testing-library/react as the tests import it (jest.config.mjs maps the name here): its `render`
 * puts what it renders in the default edition, as the site's layout does (app/(site)/layout.tsx),
 * so a client component that says its words from the page's dictionary has them. A test of another
 * edition passes its own `wrapper` (test/editions.tsx `editionWrapper`).
 */
import type { ReactElement } from 'react';
import type * as Library from '@testing-library/react';
import { defaultEdition } from '@/lib/editions';
import { editionWrapper } from './editions';

// The library itself, by its file (the name maps here): loading it registers its cleanup after each test.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const library = require('@testing-library/react/dist/index.js') as typeof Library;

export * from '@testing-library/react/pure';

const InDefaultEdition = editionWrapper(defaultEdition.id);

export function render(ui: ReactElement, options: Parameters<typeof library.render>[1] = {}) {
  return library.render(ui, { wrapper: InDefaultEdition, ...options });
}
