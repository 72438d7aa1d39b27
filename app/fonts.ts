import localFont from 'next/font/local';

// Self-hosted (no font CDN), Latin subset, variable weight; next/font adds a size-matched fallback.
export const serif = localFont({
  src: '../node_modules/@fontsource-variable/source-serif-4/files/source-serif-4-latin-wght-normal.woff2',
  variable: '--font-source-serif',
  weight: '200 900',
  display: 'swap',
  fallback: ['Georgia', 'Times New Roman', 'serif'],
});
