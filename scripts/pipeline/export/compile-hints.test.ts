/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { addCompileHints, COMPILE_HINT } from './compile-hints';

let out: string;
beforeEach(() => (out = fs.mkdtempSync(path.join(os.tmpdir(), 'compile-hints-'))));
afterEach(() => fs.rmSync(out, { recursive: true, force: true }));

test('every script chunk starts with the compile hint, once, and nothing else changes', async () => {
  const chunks = path.join(out, '_next', 'static', 'chunks');
  fs.mkdirSync(path.join(chunks, 'nested'), { recursive: true });
  fs.writeFileSync(path.join(chunks, 'app.js'), '(globalThis.TURBOPACK||[]).push([1])');
  fs.writeFileSync(path.join(chunks, 'nested', 'page.js'), 'self.x=1');
  fs.writeFileSync(path.join(chunks, 'styles.css'), 'body{margin:0}');
  fs.writeFileSync(path.join(out, 'index.html'), '<p>Hi</p>');

  expect(await addCompileHints(out)).toEqual({ files: 2 });
  expect(await addCompileHints(out)).toEqual({ files: 0 });
  expect(fs.readFileSync(path.join(chunks, 'app.js'), 'utf8')).toBe(
    '//# allFunctionsCalledOnLoad\n(globalThis.TURBOPACK||[]).push([1])',
  );
  expect(fs.readFileSync(path.join(chunks, 'nested', 'page.js'), 'utf8')).toBe(`${COMPILE_HINT}self.x=1`);
  expect(fs.readFileSync(path.join(chunks, 'styles.css'), 'utf8')).toBe('body{margin:0}');
  expect(fs.readFileSync(path.join(out, 'index.html'), 'utf8')).toBe('<p>Hi</p>');
});
