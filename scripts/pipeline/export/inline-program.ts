import path from 'node:path';
import { buildSync } from 'esbuild';

const programs = new Map<string, string>();

/**
 * An inline script of the exported pages, bundled and minified by esbuild from a typed module of
 * `lib/` (`entry`: the TypeScript that imports it and calls it), once a process for each entry:
 * tsc and eslint read the program, and the pages carry the same text, which their policies hash.
 */
export function inlineProgram(entry: string): string {
  if (!programs.has(entry))
    programs.set(
      entry,
      buildSync({
        stdin: { contents: entry, resolveDir: path.join(__dirname, '..', '..', '..', 'lib'), loader: 'ts' },
        bundle: true,
        minify: true,
        format: 'iife',
        target: 'es2020',
        write: false,
        legalComments: 'none',
        logLevel: 'silent',
      }).outputFiles[0].text.trim(),
    );
  return programs.get(entry)!;
}
