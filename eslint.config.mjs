import boundaries from 'eslint-plugin-boundaries';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

/**
 * The layers, sorted by when their code runs (ARCHITECTURE.md). Each may import what its line
 * allows and nothing else; a test file may import anything, and only tests import `test/`.
 */
const layers = {
  app: ['app', 'components', 'lib', 'server'],
  components: ['components', 'lib'],
  lib: ['lib', 'data'],
  server: ['server', 'lib', 'data'],
  data: [],
  scripts: ['scripts', 'server', 'lib'],
  e2e: ['e2e', 'scripts', 'server', 'lib', 'components'],
  test: ['test', 'app', 'components', 'lib', 'server', 'scripts'],
};

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
    files: Object.keys(layers).map((layer) => `${layer}/**/*.{ts,tsx}`),
    plugins: { boundaries },
    settings: {
      'import/resolver': { typescript: { alwaysTryTypes: true } },
      'boundaries/elements': Object.keys(layers).map((type) => ({ type, pattern: type })),
      'boundaries/files': [{ category: 'test', pattern: '**/*.test.{ts,tsx}' }],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          policies: [
            ...Object.entries(layers).map(([type, allowed]) => ({
              from: { element: { type } },
              allow: { to: { element: { types: { anyOf: allowed } } } },
            })),
            { from: { file: { categories: 'test' } }, allow: { to: { element: { types: { anyOf: Object.keys(layers) } } } } },
          ],
        },
      ],
    },
  },
];

export default config;
