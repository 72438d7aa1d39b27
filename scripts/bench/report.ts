/**
 * The benchmark's report: the same content as text (stdout), markdown (latest.md) and JSON
 * (latest.json), from the per-page results and what is known about the run.
 */
import {
  type AuditFailureGroup,
  CATEGORIES,
  type PageResult,
  calibratedMultiplier,
  checkBudgets,
  groupFailedAudits,
  median,
  notFoundNotes,
} from './summary';

export type ReportMeta = {
  date: Date;
  machine: {
    cpu: string;
    cores: number;
    memory: number;
    os: string;
    node: string;
    loadAverage: { start: number[]; end: number[] };
  };
  chromium: { version: string; path: string; flags: string[] };
  calibrate: boolean;
  runsPerPage: number;
  minutes: number;
  site: { dir: string; origin: string };
};

const CATEGORY_LABEL: Record<(typeof CATEGORIES)[number], string> = {
  performance: 'perf',
  accessibility: 'a11y',
  'best-practices': 'bp',
  seo: 'seo',
};

export const LEGEND =
  'Medians per page. Scores 0-100; FCP, LCP, TBT in ms; KiB transferred (gzip) per resource type, from resource-summary; ' +
  "BI = median benchmarkIndex of the page's runs (lower = the machine was slower or busier then, which raises TBT and lowers performance).";

export const TABLE_HEADER = [
  'page',
  ...CATEGORIES.map((c) => CATEGORY_LABEL[c]),
  'FCP ms',
  'LCP ms',
  'TBT ms',
  'CLS',
  'HTML KiB',
  'CSS KiB',
  'JS KiB',
  'img KiB',
  'total KiB',
  'BI',
  'runs',
];

const kib = (bytes: number | null) => (bytes === null ? '–' : (bytes / 1024).toFixed(1));
const whole = (v: number | null) => (v === null ? '–' : String(Math.round(v)));
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();
const gib = (bytes: number) => `${(bytes / 1024 ** 3).toFixed(1)} GiB`;

export function tableRows(pages: PageResult[]): string[][] {
  return pages.map((page) => {
    const { scores, metrics, bytes, benchmarkIndex } = page.median;
    return [
      page.notFound ? `${page.path} (404)` : page.path,
      ...CATEGORIES.map((c) => whole(scores[c])),
      whole(metrics.fcp),
      whole(metrics.lcp),
      whole(metrics.tbt),
      metrics.cls === null ? '–' : metrics.cls.toFixed(3),
      kib(bytes.html),
      kib(bytes.css),
      kib(bytes.js),
      kib(bytes.img),
      kib(bytes.total),
      whole(benchmarkIndex),
      page.errors.length ? `${page.runs.length} (+${page.errors.length} failed)` : String(page.runs.length),
    ];
  });
}

export function textTable(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)));
  const fmt = (row: string[]) => row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ');
  return [fmt(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(fmt)].join('\n');
}

const mdCell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
const mdCode = (text: string) => `\`${text.replace(/`/g, "'")}\``;

export function markdownTable(header: string[], rows: string[][]): string {
  const align = header.map((_, i) => (i === 0 ? ':---' : '---:'));
  return [header, align, ...rows].map((row) => `| ${row.map(mdCell).join(' | ')} |`).join('\n');
}

/**
 * One entry per failing audit; pages whose details read the same are listed together, so a
 * finding shared by every page takes three lines, not fifty.
 */
export function failedAuditLines(groups: AuditFailureGroup[], markdown: boolean): string[] {
  const lines: string[] = [];
  for (const group of groups) {
    const tag = group.lighthouseError
      ? ' (Lighthouse could not run it: a tool error, not a finding)'
      : group.pages.every((p) => p.expected)
        ? ' (expected: the 404 page only, by design)'
        : '';
    lines.push(
      markdown
        ? `- **${mdCell(group.id)}** — ${mdCell(group.title)} [${group.categories.join(', ')}]${tag}`
        : `${group.id} — ${group.title} [${group.categories.join(', ')}]${tag}`,
    );
    const clusters = new Map<string, AuditFailureGroup['pages']>();
    for (const page of group.pages) {
      const key = `${page.expected ?? ''}\n${page.details.join('\n')}`;
      clusters.set(key, [...(clusters.get(key) ?? []), page]);
    }
    // Details that differ on many pages (timings, per-page images): one list of pages, and the
    // details of the first of them as an example.
    const entries = clusters.size > 3 ? [group.pages] : [...clusters.values()];
    for (const pages of entries) {
      const displays = new Set(pages.map((p) => oneLine(p.displayValue ?? '')));
      const sameDisplay = displays.size === 1 ? [...displays][0] : undefined;
      const everyRun = pages.every((p) => p.failedRuns === p.runs);
      const list = pages.map((p) => {
        const notes = [
          everyRun || p.failedRuns === p.runs ? '' : `${p.failedRuns}/${p.runs} runs`,
          sameDisplay === undefined ? oneLine(p.displayValue ?? '') : '',
        ]
          .filter(Boolean)
          .join(', ');
        return `${markdown ? mdCode(p.path) : p.path}${notes ? ` (${notes})` : ''}`;
      });
      const head =
        `${pages.length === 1 ? '1 page' : `${pages.length} pages`}` +
        `${everyRun ? ', every run' : ''}${sameDisplay ? `, ${sameDisplay}` : ''}` +
        `${pages[0].expected ? ` (by design: ${pages[0].expected})` : ''}: ${list.join(', ')}`;
      lines.push(markdown ? `  - ${head}` : `    ${head}`);
      if (entries.length === 1 && clusters.size > 1 && pages[0].details.length) {
        lines.push(
          markdown
            ? `    - details differ per page; on ${mdCode(pages[0].path)}:`
            : `        details differ per page; on ${pages[0].path}:`,
        );
      }
      for (const detail of pages[0].details) lines.push(markdown ? `    - ${mdCode(detail)}` : `        ${detail}`);
    }
  }
  return lines;
}

export function renderReport(
  results: PageResult[],
  meta: ReportMeta,
): { text: string; markdown: string; json: unknown; met: boolean } {
  const allRuns = results.flatMap((r) => r.runs);
  const indexes = allRuns.map((r) => r.benchmarkIndex);
  const benchmarkIndex = median(indexes);
  const multipliers = [...new Set(allRuns.map((r) => r.cpuSlowdownMultiplier))];
  const lighthouseVersion = allRuns[0]?.lighthouseVersion ?? 'unknown';
  const throttlingMethod = allRuns[0]?.throttlingMethod ?? 'unknown';
  const budgets = checkBudgets(results);
  const notes = notFoundNotes(results);
  const failures = groupFailedAudits(results);
  const { machine } = meta;
  const loads = (l: number[]) => l.map((x) => x.toFixed(2)).join(' ');

  const header = [
    `Date: ${meta.date.toISOString()}`,
    `Machine: ${machine.cpu}, ${machine.cores} cores, ${gib(machine.memory)} memory, ${machine.os}, Node ${machine.node}`,
    `Load average (1/5/15 min): start ${loads(machine.loadAverage.start)}, end ${loads(machine.loadAverage.end)}`,
    `Chromium: ${meta.chromium.version} (${meta.chromium.path})`,
    `Lighthouse: ${lighthouseVersion}, mobile preset, ${throttlingMethod} throttling`,
    `benchmarkIndex: ${benchmarkIndex === null ? 'unknown' : `${Math.round(benchmarkIndex)} (median of ${indexes.length} runs; min ${Math.round(Math.min(...indexes))}, max ${Math.round(Math.max(...indexes))})`}`,
    `CPU slowdown multiplier: ${multipliers.join(', ') || 'unknown'}x` +
      (meta.calibrate
        ? " (calibrated from the warm-up run's benchmarkIndex)"
        : ` (Lighthouse default)${benchmarkIndex === null ? '' : `; Lighthouse's calculator would suggest ${calibratedMultiplier(benchmarkIndex)}x for this benchmarkIndex`}`),
    `Runs per page: ${meta.runsPerPage}; figures are per-metric medians over the successful runs; ${meta.minutes.toFixed(1)} min in all`,
    `Site: ${meta.site.dir} served at ${meta.site.origin} with gzip`,
  ];
  const rows = tableRows(results);
  const budgetLines = [...budgets.map((b) => b.line), ...notes];
  const errorLines = results.flatMap((r) => r.errors.map((e) => `${r.path}: ${e}`));
  const failuresIntro =
    'Failing audits: score under 0.9 or an error, in any run (metrics are in the table; URLs without the server origin).';

  const text = [
    'Lighthouse benchmark',
    ...header.map((l) => `  ${l}`),
    '',
    textTable(TABLE_HEADER, rows),
    '',
    LEGEND,
    '',
    'Budgets (on the medians):',
    ...budgetLines.map((l) => `  ${l}`),
    '',
    failuresIntro,
    ...(failures.length ? failedAuditLines(failures, false).map((l) => `  ${l}`) : ['  none']),
    ...(errorLines.length ? ['', 'Runs that failed:', ...errorLines.map((l) => `  ${l}`)] : []),
  ].join('\n');

  const markdown = [
    '# Lighthouse benchmark',
    '',
    ...header.map((l) => `- ${l}`),
    '',
    markdownTable(TABLE_HEADER, rows),
    '',
    LEGEND,
    '',
    '## Budgets (on the medians)',
    '',
    ...budgetLines.map((l) => `- ${l.replace(/^(MET|MISSED|INFO) +/, (m) => `**${m.trim()}** `)}`),
    '',
    '## Failing audits',
    '',
    failuresIntro,
    '',
    ...(failures.length ? failedAuditLines(failures, true) : ['None.']),
    ...(errorLines.length ? ['', '## Runs that failed', '', ...errorLines.map((l) => `- ${l}`)] : []),
    '',
  ].join('\n');

  const json = {
    date: meta.date.toISOString(),
    machine,
    chromium: meta.chromium,
    lighthouse: { version: lighthouseVersion, formFactor: 'mobile', throttlingMethod },
    benchmarkIndex: {
      median: benchmarkIndex,
      min: indexes.length ? Math.min(...indexes) : null,
      max: indexes.length ? Math.max(...indexes) : null,
    },
    cpuSlowdownMultiplier: multipliers.length === 1 ? multipliers[0] : multipliers,
    calibrated: meta.calibrate,
    suggestedMultiplier: benchmarkIndex === null ? null : calibratedMultiplier(benchmarkIndex),
    runsPerPage: meta.runsPerPage,
    statistic:
      'per-metric median over the successful runs (each figure on its own); scores 0-100, times in ms, bytes transferred',
    site: meta.site,
    budgets: budgets.map(({ name, met, offenders }) => ({ name, met, offenders })),
    notFoundPage: notes,
    pages: results.map((r) => ({
      path: r.path,
      notFound: r.notFound,
      median: r.median,
      runs: r.runs.map((run) => ({
        scores: run.scores,
        metrics: run.metrics,
        bytes: run.bytes,
        benchmarkIndex: run.benchmarkIndex,
        warnings: run.warnings,
      })),
      errors: r.errors,
    })),
    failingAudits: failures,
  };

  return { text, markdown, json, met: budgets.every((b) => b.met) };
}
