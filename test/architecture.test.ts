/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

/**
 * The layers of ARCHITECTURE.md are held by lint (eslint.config.mjs): these imports, written into
 * a file of each folder, must be refused or let through as `npm run lint` would.
 */
const cases: { file: string; imports: string; allowed: boolean }[] = [
  { file: 'components/home/x.tsx', imports: '@/server/articles', allowed: false },
  { file: 'components/home/x.tsx', imports: '@/server/content/load', allowed: false },
  { file: 'components/home/x.tsx', imports: '@/test/utils', allowed: false },
  { file: 'components/home/x.tsx', imports: '@/data/authors', allowed: false },
  { file: 'lib/x.ts', imports: '@/components/ui/link', allowed: false },
  { file: 'lib/x.ts', imports: '@/server/articles', allowed: false },
  { file: 'server/x.ts', imports: '@/components/ui/link', allowed: false },
  { file: 'scripts/x.ts', imports: '../test/fixtures', allowed: false },
  { file: 'app/x/page.tsx', imports: '@/test/fixtures', allowed: false },
  { file: 'components/home/x.tsx', imports: '@/lib/routes', allowed: true },
  { file: 'components/home/x.test.tsx', imports: '@/test/utils', allowed: true },
  { file: 'app/x/page.tsx', imports: '@/server/articles', allowed: true },
  { file: 'lib/x.ts', imports: '@/data/authors', allowed: true },
  { file: 'server/x.ts', imports: '@/lib/dates', allowed: true },
  { file: 'scripts/x.ts', imports: '../server/articles', allowed: true },
];

/** Lints each case's one-line file with the project's own ESLint configuration, in a process of its own. */
function boundaryErrors(): string[][] {
  const script = `
    import { ESLint } from 'eslint';
    const eslint = new ESLint();
    const out = [];
    for (const { file, imports } of JSON.parse(process.argv[1])) {
      const [result] = await eslint.lintText(\`import { x } from '\${imports}';\\nexport const y = x;\\n\`, { filePath: file });
      out.push(result.messages.filter((message) => message.ruleId === 'boundaries/dependencies').map((message) => message.message));
    }
    console.log(JSON.stringify(out));
  `;
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', script, JSON.stringify(cases)], {
    cwd: path.resolve(__dirname, '..'),
    encoding: 'utf8',
  });
  return JSON.parse(output);
}

describe('import boundaries', () => {
  it('lint refuses an import across a layer and lets the allowed ones through', () => {
    const errors = boundaryErrors();
    const verdicts = cases.map(
      (item, index) => `${item.file} → ${item.imports}: ${errors[index].length === 0 ? 'allowed' : 'refused'}`,
    );
    expect(verdicts).toEqual(cases.map((item) => `${item.file} → ${item.imports}: ${item.allowed ? 'allowed' : 'refused'}`));
    expect(errors[0][0]).toMatch(/"components" to elements of type "server"/);
  }, 60_000);
});
