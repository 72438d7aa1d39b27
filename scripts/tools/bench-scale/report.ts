import type { ExportFigures } from './export-figures';
import type { StageResult } from './run';
import { LIVE_POLL_MS } from '../../../lib/live';
import type { SearchCost } from './reader';

export interface BuildRow {
  articles: number;
  /** `cold`, `+1 story`, `1 edited` or `1 live update`. */
  build: string;
  /** As plan-build.ts prints it: `all` on a full build, else the story pages rendered of all. */
  rendered: string;
  /** The files and bytes that differ from the previous build's `out/` (none for the first build). */
  changed: { files: number; bytes: number } | null;
  stages: (StageResult & { name: string })[];
  /** As prepare-content prints them. */
  contentMs: number | null;
  imagesMs: number | null;
  /** The index build, as finish-export reports it, and the most its Pagefind service held at once. */
  searchIndex: { summary: string; ms: number; peakRss: number | null } | null;
  figures: ExportFigures;
  /** One search on the cold build's site. */
  search?: SearchCost;
  /** The live update's build: when the open page showed it, from the build's end, and the files it changed. */
  live?: { story: string; onScreenMs: number; files: string[] };
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

/** A size built as shards, one after another, then merged (`--shards N`). */
export interface ShardRun {
  articles: number;
  /** Each shard's build, then the merge: `summary` is the line the build ended with; `coreMs`, one core just before. */
  parts: ShardPart[];
  merge: ShardPart;
  search: SearchCost;
  coreMsAfter: number;
}

export type ShardPart = StageResult & { name: string; summary: string; coreMs: number };

const count = (value: number) => value.toLocaleString('en-US');
const seconds = (ms: number | null) => (ms === null ? '–' : `${(ms / 1000).toFixed(1)} s`);
const mb = (bytes: number | null) => (bytes === null ? '–' : `${(bytes / 1e6).toFixed(bytes < 1e7 ? 1 : 0)} MB`);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
const files = (files: number, bytes: number) => `${count(files)} files, ${mb(bytes)}`;
/** The middle value; of an even count, the mean of the two middle ones. */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor((sorted.length - 1) / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle] + sorted[middle + 1]) / 2;
}
const sum = <T>(items: T[], value: (item: T) => number) => items.reduce((total, item) => total + value(item), 0);
const total = (row: BuildRow) => sum(row.stages, (stage) => stage.ms);
const cold = (rows: BuildRow[]) => rows.filter((row) => row.build === 'cold');
const table = (header: string[], lines: string[][]) =>
  [header, header.map(() => '---'), ...lines].map((line) => `| ${line.join(' | ')} |`).join('\n');

/** The build table's columns: each one's header, and its cell of a row. */
const COLUMNS: [string, (row: BuildRow) => string][] = [
  ['articles', (row) => count(row.articles)],
  ['build', (row) => row.build],
  ['HTML pages', (row) => count(row.figures.htmlPages)],
  ['story pages rendered', (row) => row.rendered],
  ['prepare (check + images)', (row) => `${seconds(row.stages[0].ms)} (${seconds(row.contentMs)} + ${seconds(row.imagesMs)})`],
  ['plan', (row) => seconds(row.stages[1].ms)],
  ['next build', (row) => seconds(row.stages[2].ms)],
  ['finish-export', (row) => seconds(row.stages[3].ms)],
  ['total', (row) => seconds(total(row))],
  ['changed in out/', ({ changed }) => (changed ? files(changed.files, changed.bytes) : '–')],
  [
    'CPU',
    ({ stages }) =>
      stages.every((stage) => stage.cpuSeconds !== null) ? `${sum(stages, (stage) => stage.cpuSeconds!).toFixed(0)} s` : '–',
  ],
  [
    'peak memory: tree / one process',
    ({ stages }) => {
      const peak = stages.reduce((max, stage) => (stage.peakTreeRss > max.peakTreeRss ? stage : max));
      return `${mb(peak.peakTreeRss)} (${peak.name}) / ${mb(Math.max(...stages.map((stage) => stage.maxProcessRss ?? 0)) || null)}`;
    },
  ],
  ['out/', ({ figures }) => `${mb(figures.bytes)}, ${count(figures.files)} files`],
  ['largest HTML: raw / gzip', ({ figures: { largestHtml: html } }) => `${kb(html.raw)} / ${kb(html.gzip)} (${html.page})`],
  ['JS gzip: home / article / section', ({ figures }) => figures.scripts.map((page) => kb(page.gzip)).join(' / ')],
];

/** One build as a console line. */
export function renderRow(row: BuildRow): string {
  return COLUMNS.map(([header, cell]) => `${header}: ${cell(row)}`).join(' | ');
}

/**
 * Time per story of the cold build at the largest size against the smallest: without the image
 * renders (the same 15 pieces of art at every size, a fixed cost that would hide the pages'), and with them.
 */
function scaling(rows: BuildRow[]): string {
  const builds = cold(rows).sort((a, b) => a.articles - b.articles);
  if (builds.length < 2) return 'One size only: no ratio.';
  const [small, large] = [builds[0], builds[builds.length - 1]];
  const line = (label: string, perStory: (row: BuildRow) => number) =>
    `- ${label}: ${perStory(small).toFixed(1)} ms at ${count(small.articles)}, ${perStory(large).toFixed(1)} ms at ` +
    `${count(large.articles)}: **${(perStory(large) / perStory(small)).toFixed(2)}×**.`;
  return [
    line('Cold build time per story, without the image renders', (row) => (total(row) - (row.imagesMs ?? 0)) / row.articles),
    line('With them', (row) => total(row) / row.articles),
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
    `${photo.runs.length}, ${cores} renders at a time${cpu}. At that rate ${count(largest)} new ` +
    `photographs would take about ${((ms * largest) / 60_000).toFixed(0)} min from a cold cache, and nothing once cached.`
  );
}

/** One query per size: what it transferred, and how long the first results took. */
function searchTable(rows: BuildRow[]): string {
  const header = ['articles', 'query', 'what the page said', 'transferred: all / index', 'requests: all / index'];
  header.push(
    'first results on screen, 4× slower CPU, page clock: from the navigation / from the first index request; the app’s scripts requested at (the driver saw the results at)',
    'index build',
  );
  const index = ({ searchIndex: built }: BuildRow) =>
    built
      ? `${seconds(built.ms)}: ${built.summary}${built.peakRss === null ? '' : `; Pagefind's service at most ${mb(built.peakRss)}`}`
      : '–';
  return table(
    header,
    rows
      .filter((row) => row.search)
      .map((row) => {
        const search = row.search!;
        return [
          count(row.articles),
          search.query,
          search.status,
          `${kb(search.bytes)} / ${kb(search.indexBytes)}`,
          `${search.requests} / ${search.indexRequests}`,
          `${count(search.firstResultsMs)} ms / ${count(search.searchMs)} ms; ${count(search.appStartMs)} ms (driver: ${count(search.seenMs)} ms)`,
          index(row),
        ];
      }),
  );
}

/** Each size's live update: its publish, and how soon the page left open showed it. */
function liveSection(rows: BuildRow[]): string {
  const updates = rows.filter((row) => row.live);
  if (updates.length === 0) return 'No live update was published.';
  const last = updates.at(-1)!;
  return `The newest story of each archive is live with three updates, its page open in headless Chromium (served
by nginx with the deploy config) and checking for updates every ${LIVE_POLL_MS / 1000} s, as a reader's does. Its
fourth update, written as an editor adds one, is the last build of each size above.

${table(
  [
    'articles',
    'publish (the build)',
    'on screen, after the build',
    '**publish to screen**',
    'at the worst (build + one interval)',
    'changed in out/',
  ],
  updates.map((row) => {
    const [build, shown] = [total(row), row.live!.onScreenMs];
    return [
      count(row.articles),
      seconds(build),
      seconds(shown),
      `**${seconds(build + shown)}**`,
      seconds(build + LIVE_POLL_MS),
      files(row.changed!.files, row.changed!.bytes),
    ];
  }),
)}

The files the update changed at ${count(last.articles)} stories (${last.live!.story}):

${last.live!.files.map((file) => `- \`${file}\``).join('\n')}`;
}

/** The files that must not grow with the archive, at each size. */
function flatTable(rows: BuildRow[]): string {
  const label = (file: string) => (/^\/sitemaps\//.test(file) ? 'largest sitemap part' : file.replace(/ \(.*\)$/, ''));
  const names = [...new Set(cold(rows).flatMap((row) => row.figures.flat.map((entry) => label(entry.file))))];
  return table(
    ['articles', ...names],
    cold(rows).map((row) => [
      count(row.articles),
      ...names.map((name) => {
        const entry = row.figures.flat.find((item) => label(item.file) === name);
        return entry ? kb(entry.bytes) : '–';
      }),
    ]),
  );
}

/** out/ by top-level folder, and the folder with the most entries, after each cold build. */
function foldersTable(rows: BuildRow[]): string {
  const names = [
    ...new Set(
      cold(rows).flatMap((row) => row.figures.folders.filter((folder) => folder.files > 1).map((folder) => folder.name)),
    ),
  ];
  return table(
    ['articles', ...names.map((name) => `${name}/`), 'other files', 'total', 'most entries in one folder'],
    cold(rows).map(({ articles, figures }) => {
      const folder = (name: string) => figures.folders.find((item) => item.name === name);
      const other = figures.folders.filter((item) => !names.includes(item.name));
      return [
        count(articles),
        ...names.map((name) => (folder(name) ? files(folder(name)!.files, folder(name)!.bytes) : '–')),
        files(
          sum(other, (item) => item.files),
          sum(other, (item) => item.bytes),
        ),
        files(figures.files, figures.bytes),
        `${count(figures.busiestFolder.files)} (${figures.busiestFolder.path})`,
      ];
    }),
  );
}

/** What each host documents as its limits, and what a cold build's out/ meets of them (null: it fits). */
const HOSTS: [string, string, (figures: ExportFigures) => string | null][] = [
  ['GitHub Pages', 'published site ≤ 1 GB', ({ bytes }) => (bytes <= 1e9 ? null : `no: ${mb(bytes)} is over 1 GB`)],
  [
    'Cloudflare Pages',
    '20,000 files (Free), 100,000 (paid); 25 MiB a file',
    ({ files }) => (files <= 20_000 ? null : files <= 100_000 ? 'paid plan only' : `no: ${count(files)} files`),
  ],
  [
    'Netlify',
    '54,000 files in one folder',
    ({ busiestFolder: busiest }) => (busiest.files <= 54_000 ? null : `no: ${count(busiest.files)} in ${busiest.path}`),
  ],
  ['S3 or R2 behind a CDN', 'no file or size limit the site meets', () => null],
  ['your own nginx (`npm run deploy`)', 'the disk', () => null],
];

/** The hosts against what each cold build needs: the hosting table of docs/hosting.md. */
function hostingTable(rows: BuildRow[]): string {
  const needs = ({ bytes, files, busiestFolder }: ExportFigures) =>
    `${mb(bytes)}, ${count(files)} files, at most ${count(busiestFolder.files)} in one folder`;
  return table(
    ['host', 'documented limits', ...cold(rows).map((row) => `${count(row.articles)} stories`)],
    [
      ['what the site needs', '', ...cold(rows).map((row) => needs(row.figures))],
      ...HOSTS.map(([host, limits, fits]) => [host, limits, ...cold(rows).map((row) => fits(row.figures) ?? 'fits')]),
    ],
  );
}

export function renderScaleReport({
  machine,
  rows,
  photo,
  sizes,
  spanish = null,
}: {
  machine: Machine;
  rows: BuildRow[];
  photo: PhotoCost;
  sizes: number[];
  /** `--spanish N`: one story in N a Spanish translation. */
  spanish?: number | null;
}): string {
  const load = (values: number[]) => values.map((value) => value.toFixed(2)).join(', ');
  const after = machine.coreMsAfter === null ? '' : `, ${machine.coreMsAfter.toFixed(0)} ms after`;
  return `# Scale benchmark

\`npm run bench:scale -- --sizes ${sizes.join(',')}${spanish ? ` --spanish ${spanish}` : ''}\` at ${machine.commit}, ${machine.date}.

Machine: ${machine.cpu}, ${machine.cores} cores, ${machine.memoryGb.toFixed(0)} GB; Node ${machine.node}, Next.js ${machine.next}.
Load average (1, 5, 15 min) before: ${load(machine.loadBefore)}; after: ${load(machine.loadAfter)}.
One core's reference work (\`scripts/tools/bench-scale/core-speed.ts\`, lower is faster): ${machine.coreMsBefore.toFixed(0)} ms before${after}.

Each size: a generated archive, its newest story live, built cold, then after one story is added, after an older
story's title is edited, and after the live story's next update.

${table(
  COLUMNS.map(([header]) => header),
  rows.map((row) => COLUMNS.map(([, cell]) => cell(row))),
)}

${scaling(rows)}

## A live update, to a reader's screen

${liveSection(rows)}

## One search

${searchTable(rows)}

## Files that must not grow with the archive

${flatTable(rows)}

## out/ by folder

${foldersTable(rows)}

## Where it can be hosted

${hostingTable(rows)}

${photoLine(photo, machine.cores, Math.max(...sizes))}

How to read it, and how each figure is measured: the scale benchmark in bench/README.md.
`;
}

/** The shard benchmark's report: each part, the wall time on as many runners, and one search on the merged site. */
export function renderShardReport({ machine, runs, shards }: { machine: Machine; runs: ShardRun[]; shards: number }): string {
  const longest = (run: ShardRun) => Math.max(...run.parts.map((part) => part.ms));
  const cpu = (part: ShardPart) => (part.cpuSeconds === null ? '–' : `${part.cpuSeconds.toFixed(0)} s`);
  const minutes = (ms: number) => `${(ms / 60_000).toFixed(1)} min`;
  return `# Shards at scale

\`npm run bench:scale -- --sizes ${runs.map((run) => run.articles).join(',')} --shards ${shards}\` at ${machine.commit}, ${machine.date}.

Machine: ${machine.cpu}, ${machine.cores} cores, ${machine.memoryGb.toFixed(0)} GB; Node ${machine.node}, Next.js ${machine.next}.
One core's reference work (\`scripts/tools/bench-scale/core-speed.ts\`, lower is faster): ${machine.coreMsBefore.toFixed(0)} ms at
the start, ${machine.coreMsAfter?.toFixed(0)} ms at the end, and before each part below.

Each part ran alone, one after another, as on a fresh runner of this size: no \`.next/\`, no image cache, no \`out/\`;
the commands are the workflow's (\`npm run build -- --shard K/${shards}\`, then \`npm run build:merge\` on the shards' folders).

${table(
  ['articles', 'part', 'time', 'CPU', 'peak memory (tree)', 'one core before', 'as the build reported it'],
  runs.flatMap((run) =>
    [...run.parts, run.merge].map((part) => [
      count(run.articles),
      part.name,
      seconds(part.ms),
      cpu(part),
      mb(part.peakTreeRss),
      `${part.coreMs.toFixed(0)} ms`,
      part.summary.replace(/^Build: /, ''),
    ]),
  ),
)}

${table(
  ['articles', `on ${shards} runners: longest shard + merge`, 'all parts on one runner, one after another'],
  runs.map((run) => [
    count(run.articles),
    `**${minutes(longest(run) + run.merge.ms)}** (${seconds(longest(run))} + ${seconds(run.merge.ms)})`,
    minutes(sum([...run.parts, run.merge], (part) => part.ms)),
  ]),
)}

The wall time on ${shards} runners leaves out what the CI adds around the commands: the checkout, \`npm ci\`, and the
artifacts' upload and download.

## One search on the merged site

${table(
  [
    'articles',
    'what the page said',
    'transferred: all / index',
    'first results on screen, 4× slower CPU, page clock: from the navigation / from the first index request; the app’s scripts requested at (the driver saw the results at)',
    'one core after',
  ],
  runs.map(({ articles, search, coreMsAfter }) => [
    count(articles),
    search.status,
    `${kb(search.bytes)} / ${kb(search.indexBytes)}`,
    `**${count(search.firstResultsMs)} ms** / ${count(search.searchMs)} ms; ${count(search.appStartMs)} ms (driver: ${count(search.seenMs)} ms)`,
    `${coreMsAfter.toFixed(0)} ms`,
  ]),
)}
`;
}
