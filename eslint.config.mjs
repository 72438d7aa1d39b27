import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

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
      'test-results/**',
      'playwright-report/**',
    ],
  },
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
];

export default config;
