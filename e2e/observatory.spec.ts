import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from './support/test';

interface Scan {
  scan: { grade: string; score: number };
  tests: Record<string, { pass: boolean; result: string; scoreModifier: number }>;
}

/** Plain http on a local host cannot redirect to HTTPS nor send HSTS that counts. */
const HTTPS_ONLY = ['redirection', 'strict-transport-security'];

/**
 * The scanner's postinstall downloads the HSTS preload list, so package.json denies it
 * (allowScripts) and an empty list is written here: no local host is on the preload list anyway.
 */
function prepareScanner(): string {
  const packageDir = path.dirname(require.resolve('@mdn/mdn-http-observatory/package.json'));
  const preloadList = path.join(packageDir, 'conf', 'hsts-preload.json');
  if (!fs.existsSync(preloadList)) fs.writeFileSync(preloadList, '{}\n');
  return path.join(packageDir, 'src', 'scan.js');
}

test('the MDN HTTP Observatory passes every check nginx can pass on plain http', async ({ baseURL }) => {
  const scanner = prepareScanner();
  const { stdout } = await promisify(execFile)(process.execPath, [scanner, new URL(baseURL!).host]);
  const { scan, tests } = JSON.parse(stdout) as Scan;

  const rows = Object.entries(tests).map(
    ([name, { pass, result, scoreModifier }]) =>
      `${pass ? 'pass' : 'FAIL'} ${String(scoreModifier).padStart(4)}  ${name.padEnd(32)} ${result}`,
  );
  console.log(`MDN HTTP Observatory, nginx on plain http: ${scan.grade} (${scan.score})\n${rows.join('\n')}`);

  const failed = Object.keys(tests).filter((name) => !tests[name].pass);
  expect(failed.sort()).toEqual(HTTPS_ONLY);
  expect(tests['content-security-policy'].result).toBe('csp-implemented-with-no-unsafe-default-src-none');
  expect(tests['x-frame-options'].result).toBe('x-frame-options-implemented-via-csp');
});
