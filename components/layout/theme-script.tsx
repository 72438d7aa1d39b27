'use client';
// Why in the browser: not for behaviour (the server writes the script into <head>); each page's RSC payload then names it instead of carrying its text.

import { themeScript } from './theme';

/** Runs in <head> before the first paint: a stored Light or Dark choice is in place before anything shows. */
export function ThemeScript() {
  return <script dangerouslySetInnerHTML={{ __html: themeScript() }} />;
}
