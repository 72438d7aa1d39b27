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
      'node_modules/**',
      'next-env.d.ts',
      'public/generated/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
];

export default config;
