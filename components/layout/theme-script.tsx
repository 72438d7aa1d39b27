import { themeScript } from '@/lib/theme';

/** Runs in <head> before the first paint: a stored Light or Dark choice is in place before anything shows. */
export function ThemeScript() {
  return <script dangerouslySetInnerHTML={{ __html: themeScript() }} />;
}
