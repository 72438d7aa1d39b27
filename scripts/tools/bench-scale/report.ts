import type { ExportFigures } from './export-figures';
import type { StageResult } from './run';
import type { SearchCost } from './search-cost';

export interface BuildRow {
  articles: number;
  /** `cold`, `+1 story` or `1 edited`. */
  build: string;
  /** As plan-build.ts prints it: `all` on a full build, else the story pages rendered of all. */
  rendered: string;
  /** The files and bytes that differ from the previous build's `out/` (none for the first build). */
  changed: { files: number; bytes: number } | null;
  stages: (StageResult & { name: string })[];
  /** As prepare-content prints them. */
  contentMs: number | null;
  imagesMs: number | null;
  /** As finish-export prints it: what the search index step did, and its wall time. */
  /** The index build, as finish-export reports it, and the most its Pagefind service held at once. */
  searchIndex: { summary: string; ms: number; peakRss: number | null } | null;
  figures: ExportFigures;
  /** One search on the cold build's site. */
  search?: SearchCost;
}

export interface Machine {
  cpu: string;
  cores: number;
  memoryGb: number;
  node: string;
  next: string;
  commit: string;
  date: string;
  loadBefore: number[];
  loadAfter: number[];
  /** One core's reference work (core-speed.ts), in ms, before and after the run. */
  coreMsBefore: number;
  coreMsAfter: number | null;
}

export interface PhotoCost {
  width: number;
  height: number;
  bytes: number;
  runs: { ms: number; outputs: number; cpuSeconds: number | null }[];
}

const seconds = (ms: number | null) => (ms === null ? '–' : `${(ms / 1000).toFixed(1)} s`);
const mb = (bytes: number | null) => (bytes === null ? '–' : `${(bytes / 1e6).toFixed(bytes < 1e7 ? 1 : 0)} MB`);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
const load = (values: number[]) => values.map((value) => value.toFixed(2)).join(', ');
const coreMs = ({ coreMsBefore, coreMsAfter }: Machine) =>
  `${coreMsBefore.toFixed(0)} ms before${coreMsAfter === null ? '' : `, ${coreMsAfter.toFixed(0)} ms after`}`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const total = (row: BuildRow) => row.stages.reduce((sum, stage) => sum + stage.ms, 0);

function cells(row: BuildRow): string[] {
  const [prepare, plan, next, finish] = row.stages;
  const peak = row.stages.reduce((max, stage) => (stage.peakTreeRss > max.peakTreeRss ? stage : max));
  const cpu = row.stages.every((stage) => stage.cpuSeconds !== null)
    ? `${row.stages.reduce((sum, stage) => sum + stage.cpuSeconds!, 0).toFixed(0)} s`
    : '–';
  const largestProcess = Math.max(...row.stages.map((stage) => stage.maxProcessRss ?? 0)) || null;
  const { figures } = row;
  return [
    row.articles.toLocaleString('en-US'),
    row.build,
    figures.htmlPages.toLocaleString('en-US'),
    row.rendered,
    `${seconds(prepare.ms)} (${seconds(row.contentMs)} + ${seconds(row.imagesMs)})`,
    seconds(plan.ms),
    seconds(next.ms),
    seconds(finish.ms),
    seconds(total(row)),
    row.changed ? `${row.changed.files.toLocaleString('en-US')} files, ${mb(row.changed.bytes)}` : '–',
    cpu,
    `${mb(peak.peakTreeRss)} (${peak.name}) / ${mb(largestProcess)}`,
    `${mb(figures.bytes)}, ${figures.files.toLocaleString('en-US')} files`,
    `${kb(figures.largestHtml.raw)} / ${kb(figures.largestHtml.gzip)} (${figures.largestHtml.page})`,
    figures.scripts.map((page) => kb(page.gzip)).join(' / '),
  ];
}

const HEADER = [
  'articles',
  'build',
  'HTML pages',
  'story pages rendered',
  'prepare (check + images)',
  'plan',
  'next build',
  'finish-export',
  'total',
  'changed in out/',
  'CPU',
  'peak memory: tree / one process',
  'out/',
  'largest HTML: raw / gzip',
  'JS gzip: home / article / section',
];

/** One build as a console line. */
export function renderRow(row: BuildRow): string {
  return cells(row)
    .map((cell, index) => `${HEADER[index]}: ${cell}`)
    .join(' | ');
}

/**
 * Time per story of the cold build at the largest size against the smallest: without the image
 * renders (the same 15 pieces of art at every size, a fixed cost that would hide the pages'), and with them.
 */
function scaling(rows: BuildRow[]): string {
  const cold = rows.filter((row) => row.build === 'cold').sort((a, b) => a.articles - b.articles);
  if (cold.length < 2) return 'One size only: no ratio.';
  const [small, large] = [cold[0], cold[cold.length - 1]];
  const line = (label: string, perStory: (row: BuildRow) => number) =>
    `${label}: ${perStory(small).toFixed(1)} ms at ${small.articles.toLocaleString('en-US')}, ` +
    `${perStory(large).toFixed(1)} ms at ${large.articles.toLocaleString('en-US')}: ` +
    `**${(perStory(large) / perStory(small)).toFixed(2)}×**`;
  return [
    `- ${line('Cold build time per story, without the image renders', (row) => (total(row) - (row.imagesMs ?? 0)) / row.articles)}.`,
    `- ${line('With them', (row) => total(row) / row.articles)}.`,
    '',
    '1.00× is linear growth; below it, fixed costs are spread over more stories; above it, each story costs more as the archive grows.',
  ].join('\n');
}

function photoLine(photo: PhotoCost, cores: number, largest: number): string {
  const ms = median(photo.runs.map((run) => run.ms));
  const cpu = photo.runs.every((run) => run.cpuSeconds !== null)
    ? `, ${median(photo.runs.map((run) => run.cpuSeconds!)).toFixed(1)} s of CPU for the whole prepare-content process`
    : '';
  return (
    `One new ${photo.width}×${photo.height} JPEG (${(photo.bytes / 1e6).toFixed(1)} MB): ${photo.runs[0].outputs} outputs ` +
    `(AVIF at each width, a JPEG fallback, a share card and the three structured-data shapes) in **${ms} ms** of wall time, median of ` +
    `${photo.runs.length}, ${cores} renders at a time${cpu}. At that rate ${largest.toLocaleString('en-US')} new ` +
    `photographs would take about ${((ms * largest) / 60_000).toFixed(0)} min from a cold cache, and nothing once cached.`
  );
}

const table = (header: string[], lines: string[][]) =>
  [header, header.map(() => '---'), ...lines].map((line) => `| ${line.join(' | ')} |`).join('\n');

/** One query per size: what it transferred, and how long the first results took. */
function searchTable(rows: BuildRow[]): string {
  const measured = rows.filter((row) => row.search);
  return table(
    [
      'articles',
      'query',
      'what the page said',
      'transferred: all / index',
      'requests: all / index',
      'first results, 4× slower CPU: from the navigation / from the first index request',
      'index build',
    ],
    measured.map((row) => {
      const search = row.search!;
      return [
        row.articles.toLocaleString('en-US'),
        search.query,
        search.status,
        `${kb(search.bytes)} / ${kb(search.indexBytes)}`,
        `${search.requests} / ${search.indexRequests}`,
        `${search.firstResultsMs.toLocaleString('en-US')} ms / ${search.searchMs.toLocaleString('en-US')} ms`,
        row.searchIndex
          ? `${seconds(row.searchIndex.ms)}: ${row.searchIndex.summary}` +
            (row.searchIndex.peakRss === null ? '' : `; Pagefind's service at most ${mb(row.searchIndex.peakRss)}`)
          : '–',
      ];
    }),
  );
}

/** The files that must not grow with the archive, at each size. */
function flatTable(rows: BuildRow[]): string {
  const cold = rows.filter((row) => row.build === 'cold');
  const files = [...new Set(cold.flatMap((row) => row.figures.flat.map((entry) => entry.file.replace(/ \(.*\)$/, ''))))];
  const label = (file: string) => (/^\/sitemaps\//.test(file) ? 'largest sitemap part' : file);
  const names = [...new Set(files.map(label))];
  return table(
    ['articles', ...names],
    cold.map((row) => [
      row.articles.toLocaleString('en-US'),
      ...names.map((name) => {
        const entry = row.figures.flat.find((item) => label(item.file.replace(/ \(.*\)$/, '')) === name);
        return entry ? kb(entry.bytes) : '–';
      }),
    ]),
  );
}

/** out/ by top-level folder, and the folder with the most entries, after each cold build. */
function foldersTable(rows: BuildRow[]): string {
  const cold = rows.filter((row) => row.build === 'cold');
  const names = [
    ...new Set(cold.flatMap((row) => row.figures.folders.filter((folder) => folder.files > 1).map((folder) => folder.name))),
  ];
  return table(
    ['articles', ...names.map((name) => `${name}/`), 'other files', 'total', 'most entries in one folder'],
    cold.map((row) => {
      const other = row.figures.folders.filter((folder) => !names.includes(folder.name));
      const cell = (files: number, bytes: number) => `${files.toLocaleString('en-US')} files, ${mb(bytes)}`;
      return [
        row.articles.toLocaleString('en-US'),
        ...names.map((name) => {
          const folder = row.figures.folders.find((item) => item.name === name);
          return folder ? cell(folder.files, folder.bytes) : '–';
        }),
        cell(
          other.reduce((sum, folder) => sum + folder.files, 0),
          other.reduce((sum, folder) => sum + folder.bytes, 0),
        ),
        cell(row.figures.files, row.figures.bytes),
        `${row.figures.busiestFolder.files.toLocaleString('en-US')} (${row.figures.busiestFolder.path})`,
      ];
    }),
  );
}

/** What each host documents as its limits, and whether a cold build's out/ fits them. */
const HOSTS: { host: string; limits: string; fits: (figures: ExportFigures) => string | null }[] = [
  {
    host: 'GitHub Pages',
    limits: 'published site ≤ 1 GB',
    fits: (figures) => (figures.bytes <= 1e9 ? null : `no: ${mb(figures.bytes)} is over 1 GB`),
  },
  {
    host: 'Cloudflare Pages',
    limits: '20,000 files (Free), 100,000 (paid); 25 MiB a file',
    fits: (figures) =>
      figures.files <= 20_000
        ? null
        : figures.files <= 100_000
          ? 'paid plan only'
          : `no: ${figures.files.toLocaleString('en-US')} files`,
  },
  {
    host: 'Netlify',
    limits: '54,000 files in one folder',
    fits: (figures) =>
      figures.busiestFolder.files <= 54_000
        ? null
        : `no: ${figures.busiestFolder.files.toLocaleString('en-US')} in ${figures.busiestFolder.path}`,
  },
  { host: 'S3 or R2 behind a CDN', limits: 'no file or size limit the site meets', fits: () => null },
  { host: 'your own nginx (`npm run deploy`)', limits: 'the disk', fits: () => null },
];

/** The hosts against what each cold build needs: the README's hosting table. */
function hostingTable(rows: BuildRow[]): string {
  const cold = rows.filter((row) => row.build === 'cold');
  const needs = (figures: ExportFigures) =>
    `${mb(figures.bytes)}, ${figures.files.toLocaleString('en-US')} files, at most ${figures.busiestFolder.files.toLocaleString('en-US')} in one folder`;
  return table(
    ['host', 'documented limits', ...cold.map((row) => `${row.articles.toLocaleString('en-US')} stories`)],
    [
      ['what the site needs', '', ...cold.map((row) => needs(row.figures))],
      ...HOSTS.map(({ host, limits, fits }) => [host, limits, ...cold.map((row) => fits(row.figures) ?? 'fits')]),
    ],
  );
}

export function renderScaleReport({
  machine,
  rows,
  photo,
  sizes,
}: {
  machine: Machine;
  rows: BuildRow[];
  photo: PhotoCost;
  sizes: number[];
}): string {
  return `# Scale benchmark

\`npm run bench:scale -- --sizes ${sizes.join(',')}\` at ${machine.commit}, ${machine.date}.

Machine: ${machine.cpu}, ${machine.cores} cores, ${machine.memoryGb.toFixed(0)} GB; Node ${machine.node}, Next.js ${machine.next}.
Load average (1, 5, 15 min) before: ${load(machine.loadBefore)}; after: ${load(machine.loadAfter)}.
One core's reference work (\`scripts/tools/bench-scale/core-speed.ts\`, lower is faster): ${coreMs(machine)}.

Each archive comes from \`scripts/tools/archive/generate.ts\` (the 15 sample stories copied under new slugs and
dates, with their SVG art, so the figures measure pages rather than images). Each size is built cold (empty image
cache, no \`.next/\`, \`--full\`), then incrementally after adding one story, then after editing the title of an
older one.

${table(HEADER, rows.map(cells))}

${scaling(rows)}

## One search

${searchTable(rows)}

The search page opened cold in headless Chromium with its CPU slowed 4× (\`Emulation.setCPUThrottlingRate\`),
served by nginx with \`deploy/nginx/pacific-ledger.conf\`: response bodies as transferred, all of
them and those under \`/pagefind/\`; time to the first result on screen from the navigation, and from the
search's first request for the index (the page's own load and scripts excluded), median of 3
(\`scripts/tools/bench-scale/search-cost.ts\`). The index build's time is finish-export's own.

## Files that must not grow with the archive

${flatTable(rows)}

## out/ by folder

${foldersTable(rows)}

## Where it can be hosted

${hostingTable(rows)}

${photoLine(photo, machine.cores, Math.max(...sizes))}

How to read it:
- **prepare** is \`scripts/pipeline/prepare-content.ts\`: the content check and the image renders, as it times them
  itself. **plan** is \`scripts/pipeline/plan-build.ts\`, which fingerprints every story page and compares them with
  the previous build's. Times are wall-clock; **CPU** is user + system time of every process of the four stages
  (\`/usr/bin/time\`).
- **Story pages rendered**: the article, section and author pages \`next build\` rendered (home, search, feeds and
  the 404 page are rendered on every build). **Changed in out/**: the files added, changed or removed against the
  previous build's \`out/\`, and the bytes a hash-comparing upload would send.
- **Peak memory, tree**: the resident memory of a stage's whole process tree summed, sampled every 200 ms (pages
  shared between processes count once per process, and a peak shorter than a sample can be missed); the stage
  named is where the peak fell. **One process**: the largest resident set any single process reached (exact, from
  \`getrusage\` through \`/usr/bin/time\`).
- **JS gzip**: the scripts the page's HTML makes a modern browser fetch (\`<script src>\` but not \`nomodule\`, and
  script preloads), gzipped at level 9 as \`e2e/budgets.spec.ts\` counts them, for the home page, an article and
  the Technology section.
`;
}
