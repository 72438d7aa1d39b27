import boundaries from 'eslint-plugin-boundaries';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

/**
 * The layers, sorted by when their code runs (ARCHITECTURE.md). Each may import what its line
 * allows and nothing else; a test file may import anything, and only tests import `test/`. The
 * build (`scripts/pipeline/`) never imports the tools that drive it (`scripts/tools/`).
 */
const layers = {
  app: { folder: 'app', imports: ['app', 'components', 'lib', 'server', 'words'] },
  // And the feature folders of `components/` as `features` allows; and the page's words (`words`).
  components: { folder: 'components', imports: ['lib', 'words'] },
  lib: { folder: 'lib', imports: ['lib', 'data'] },
  // The service worker, bundled by the build into `sw.js` (scripts/pipeline/export/offline.ts).
  'service-worker': { folder: 'service-worker', imports: ['service-worker', 'lib'] },
  // An edition's words (server/editions/): the one module of server/ that server components read from
  // themselves, as React's cache keeps the page's edition for them; the rest of server/ is handed to them by app/.
  words: { folder: 'server/editions', imports: ['server', 'lib', 'data'] },
  server: { folder: 'server', imports: ['server', 'words', 'lib', 'data'] },
  data: { folder: 'data', imports: [] },
  // And the text-only views it draws outside Next (export/lite-worker.tsx).
  pipeline: { folder: 'scripts/pipeline', imports: ['pipeline', 'server', 'words', 'lib', 'components'] },
  tools: { folder: 'scripts/tools', imports: ['tools', 'pipeline', 'server', 'words', 'lib'] },
  e2e: { folder: 'e2e', imports: ['e2e', 'pipeline', 'tools', 'server', 'words', 'lib', 'components'] },
  test: { folder: 'test', imports: ['test', 'app', 'components', 'lib', 'server', 'words', 'pipeline', 'tools'] },
};

/**
 * The feature folders of `components/`, and the other features each may import besides itself and
 * `ui/` (which imports only itself). Anything not named here is refused: a part two features share
 * goes to `ui/`, or stays in the one folder that owns it.
 */
const features = {
  // The article page waits on the simulated data layer like every screen; a live story's page holds its feed;
  // its Save control asks offline/'s worker client.
  article: ['loading', 'live', 'offline'],
  // A reporter's and a section's stories are article cards, behind the loading model.
  author: ['article', 'loading'],
  category: ['article', 'loading'],
  // The latest stories and the opinion pieces are article cards, behind the loading model.
  collection: ['article', 'loading'],
  // The front page is cards: Top Stories and each section's first four.
  home: ['article'],
  // The header carries the search forms, which search/ owns.
  layout: ['search'],
  live: [],
  // The text-only edition's views: plain HTML, no script.
  lite: [],
  loading: [],
  'not-found': [],
  offline: [],
  pages: [],
  search: [],
  // A topic's stories are article cards, behind the loading model.
  topic: ['article', 'loading'],
  ui: [],
  // The page's edition and its words, for the browser's code: every feature says its words through it.
  edition: [],
};

const featureImports = (feature, others) => (feature === 'ui' ? ['ui', 'edition'] : [feature, 'ui', 'edition', ...others]);

/** The top folders the layers live in: every file there must belong to one (no loose `scripts/x.ts`). */
const layerRoots = [...new Set(Object.values(layers).map(({ folder }) => folder.split('/')[0]))];

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: [
      '.next/**',
      'out/**',
      'out-*/**',
      '.tmp/**',
      '.tools/**',
      'node_modules/**',
      'next-env.d.ts',
      'public/generated/**',
      'public/pagefind/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  // `const { content, ...summary } = article` drops a field by name: the rest is what is used.
  { rules: { '@typescript-eslint/no-unused-vars': ['warn', { ignoreRestSiblings: true }] } },
  // CommonJS config files (lighthouserc.cjs) can only load modules with require().
  { files: ['**/*.cjs'], rules: { '@typescript-eslint/no-require-imports': 'off' } },
  {
    files: ['app/**', 'components/**'],
    ignores: ['components/ui/link.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'next/link', message: "Use { Link } from '@/components/ui/link': it turns prefetching off (see there)." },
          ],
        },
      ],
    },
  },
  {
    files: layerRoots.map((root) => `${root}/**/*.{ts,tsx}`),
    plugins: { boundaries },
    settings: {
      'import/resolver': { typescript: { alwaysTryTypes: true } },
      'boundaries/elements': Object.entries(layers).map(([type, { folder }]) =>
        type === 'components' ? { type, pattern: `${folder}/*`, capture: ['feature'] } : { type, pattern: folder },
      ),
      'boundaries/files': [{ category: 'test', pattern: '**/*.test.{ts,tsx}' }],
    },
    rules: {
      'boundaries/no-unknown-files': 'error',
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          policies: [
            ...Object.entries(layers).map(([type, { imports }]) => ({
              from: { element: { type } },
              allow: { to: { element: { types: { anyOf: imports } } } },
            })),
            ...Object.entries(features).map(([feature, others]) => ({
              from: { element: { type: 'components', captured: { feature } } },
              allow: { to: { element: { type: 'components', captured: { feature: featureImports(feature, others) } } } },
            })),
            { from: { file: { categories: 'test' } }, allow: { to: { element: { types: { anyOf: Object.keys(layers) } } } } },
          ],
        },
      ],
    },
  },
];

export default config;
