/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '..');
const GUARD = "import 'server-only';";

/**
 * The layers of ARCHITECTURE.md are held by lint (eslint.config.mjs): these imports, written into
 * a file of each folder, must be refused or let through as `npm run lint` would.
 */
const cases: { file: string; imports: string; allowed: boolean }[] = [
  { file: 'components/home/x.tsx', imports: '@/server/articles', allowed: false },
  { file: 'components/home/x.tsx', imports: '@/server/content/load', allowed: false },
  { file: 'components/home/x.tsx', imports: '@/test/utils', allowed: false },
  { file: 'components/home/x.tsx', imports: '@/data/authors.json', allowed: false },
  { file: 'lib/x.ts', imports: '@/components/ui/link', allowed: false },
  { file: 'lib/x.ts', imports: '@/server/articles', allowed: false },
  { file: 'server/x.ts', imports: '@/components/ui/link', allowed: false },
  { file: 'scripts/pipeline/x.ts', imports: '../../test/fixtures', allowed: false },
  { file: 'app/x/page.tsx', imports: '@/test/fixtures', allowed: false },
  { file: 'components/home/x.tsx', imports: '@/lib/routes', allowed: true },
  { file: 'components/home/x.test.tsx', imports: '@/test/utils', allowed: true },
  { file: 'app/x/page.tsx', imports: '@/server/articles', allowed: true },
  { file: 'lib/x.ts', imports: '@/data/authors.json', allowed: true },
  { file: 'server/x.ts', imports: '@/lib/dates', allowed: true },
  { file: 'scripts/pipeline/x.ts', imports: '../../server/articles', allowed: true },
  // The build never imports the tools that drive it; the tools may use the build.
  { file: 'scripts/pipeline/x.ts', imports: '../tools/chromium', allowed: false },
  { file: 'scripts/pipeline/export/x.ts', imports: '../../tools/transferred', allowed: false },
  { file: 'scripts/tools/x.ts', imports: '../pipeline/files', allowed: true },
  { file: 'scripts/tools/bench/x.ts', imports: '../../pipeline/export/defer-scripts', allowed: true },
  { file: 'scripts/tools/x.ts', imports: '../../lib/routes', allowed: true },
  // Every script belongs to one of the two, and every component to a feature folder.
  { file: 'scripts/x.ts', imports: '../lib/routes', allowed: false },
  { file: 'components/x.tsx', imports: '@/lib/routes', allowed: false },
  // A feature imports itself, ui/, and the features eslint.config.mjs names for it; nothing else.
  { file: 'components/home/x.tsx', imports: '@/components/home/top-stories', allowed: true },
  { file: 'components/search/x.tsx', imports: '@/components/ui/link', allowed: true },
  { file: 'components/home/x.tsx', imports: '@/components/article/article-card-view', allowed: true },
  { file: 'components/layout/x.tsx', imports: '@/components/search/search-form', allowed: true },
  { file: 'components/home/x.tsx', imports: '@/components/search/search-form', allowed: false },
  { file: 'components/author/x.tsx', imports: '@/components/category/category-view', allowed: false },
  { file: 'components/article/x.tsx', imports: '@/components/home/home-view', allowed: false },
  { file: 'components/ui/x.tsx', imports: '@/components/article/article-grid', allowed: false },
  { file: 'components/ui/x.tsx', imports: '@/components/loading/spinner', allowed: false },
  { file: 'components/home/x.test.tsx', imports: '@/components/search/search-form', allowed: true },
];

/** Lints each case's one-line file with the project's own ESLint configuration, in a process of its own. */
function boundaryErrors(): string[][] {
  const script = `
    import { ESLint } from 'eslint';
    const eslint = new ESLint();
    const out = [];
    for (const { file, imports } of JSON.parse(process.argv[1])) {
      const [result] = await eslint.lintText(\`import { x } from '\${imports}';\\nexport const y = x;\\n\`, { filePath: file });
      out.push(result.messages.filter((message) => message.ruleId?.startsWith('boundaries/')).map((message) => message.message));
    }
    console.log(JSON.stringify(out));
  `;
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', script, JSON.stringify(cases)], {
    cwd: root,
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
    expect(errors[0][0]).toMatch(/"components" .*to elements of type "server"/);
  }, 60_000);
});

/** The first import of a module's source, as written: a guard must come before anything it loads. */
function firstImport(source: string): string | undefined {
  return source.split('\n').find((line) => /^import\b/.test(line));
}

/** Every module of server/ but its tests, as paths from the repo's root. */
function serverModules(folder = 'server'): string[] {
  return fs
    .readdirSync(path.join(root, folder), { withFileTypes: true })
    .flatMap((entry) => {
      const file = path.posix.join(folder, entry.name);
      if (entry.isDirectory()) return serverModules(file);
      return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
    })
    .sort();
}

describe('server-only guard', () => {
  it('opens every server/ module, so that a browser bundle which reaches one fails to build', () => {
    const modules = serverModules();
    expect(modules).toContain('server/articles.ts');
    const unguarded = modules.filter((file) => firstImport(fs.readFileSync(path.join(root, file), 'utf8')) !== GUARD);
    expect(unguarded).toEqual([]);
  });

  it('is the first import, after any header comment', () => {
    expect(firstImport(`/** Stories. */\n${GUARD}\nimport fs from 'node:fs';\n`)).toBe(GUARD);
    expect(firstImport(`import fs from 'node:fs';\n${GUARD}\n`)).not.toBe(GUARD);
    expect(firstImport(`export const x = 1;\n`)).toBeUndefined();
  });
});
