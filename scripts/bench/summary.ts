/**
 * Turns Lighthouse results into the benchmark's figures: what one run measured, the per-page
 * medians, the budgets and the failing audits. scripts/bench/report.ts formats them.
 */
import type { Result } from 'lighthouse';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type CategoryId = (typeof CATEGORIES)[number];

export const METRICS = {
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  si: 'speed-index',
} as const;
export type MetricId = keyof typeof METRICS;

/** resource-summary's resourceType for each byte column. */
export const BYTE_TYPES = {
  html: 'document',
  css: 'stylesheet',
  js: 'script',
  img: 'image',
  font: 'font',
  other: 'other',
  total: 'total',
} as const;
export type ByteId = keyof typeof BYTE_TYPES;

/**
 * Why an audit may fail on the not-found page by design (it answers 404 and is `noindex`), given
 * the audit and the page's URL; undefined when the failure is not explained by that.
 */
function expectedOnNotFound(id: string, details: unknown, pageUrl: string): string | undefined {
  const items = ((details as { items?: unknown[] } | undefined)?.items ?? []) as Record<string, unknown>[];
  switch (id) {
    case 'is-crawlable':
      return 'noindex';
    case 'http-status-code':
      return 'status 404';
    case 'errors-in-console': {
      // Chrome logs the 404 of the document itself as "Failed to load resource".
      const own = (item: Record<string, unknown>) =>
        item.source === 'network' &&
        (item.sourceLocation as { url?: string } | undefined)?.url === pageUrl &&
        /status of 404/.test(String(item.description));
      return items.length > 0 && items.every(own) ? 'the console error is the 404 of the page itself' : undefined;
    }
    case 'bf-cache':
      return items.length > 0 && items.every((item) => item.protocolReason === 'HTTPStatusNotOK')
        ? 'only 2xx pages enter the back/forward cache'
        : undefined;
    default:
      return undefined;
  }
}

export type FailedAudit = {
  id: string;
  title: string;
  categories: string[];
  score: number | null;
  scoreDisplayMode: string;
  displayValue?: string;
  details: string[];
  /** Set on the not-found page when the failure is a consequence of its 404 status or noindex. */
  expected?: string;
};

/** What the benchmark keeps of one Lighthouse run. */
export type RunData = {
  scores: Record<string, number | null>;
  metrics: Record<MetricId, number | null>;
  bytes: Record<ByteId, number | null>;
  benchmarkIndex: number;
  cpuSlowdownMultiplier: number;
  throttlingMethod: string;
  lighthouseVersion: string;
  warnings: string[];
  failedAudits: FailedAudit[];
};

export type PageResult = {
  path: string;
  notFound: boolean;
  runs: RunData[];
  errors: string[];
  median: {
    scores: Record<CategoryId, number | null>;
    metrics: Record<MetricId, number | null>;
    bytes: Record<ByteId, number | null>;
    /** Median benchmarkIndex of the page's runs: low means the machine was slow or busy then. */
    benchmarkIndex: number | null;
  };
};

const truncate = (text: string, max = 180) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** A few readable lines out of an audit's details (nodes, URLs, source locations, checklist items). */
export function summarizeDetails(details: unknown, max = 4): string[] {
  const out: string[] = [];
  const describe = (value: unknown): string | undefined => {
    if (value === null || value === undefined) return undefined;
    if (typeof value === 'number') return String(Number.isInteger(value) ? value : Math.round(value * 10) / 10);
    if (typeof value === 'string' || typeof value === 'boolean') return String(value);
    if (typeof value !== 'object') return undefined;
    const v = value as Record<string, unknown>;
    if (v.type === 'node') return [v.selector, v.snippet].filter(Boolean).join(' ') || (v.nodeLabel as string | undefined);
    if (v.type === 'source-location') return `${v.url}:${Number(v.line) + 1}:${Number(v.column) + 1}`;
    if (v.type === 'url' || v.type === 'code' || v.type === 'text') return String(v.value);
    if (typeof v.formattedDefault === 'string') return v.formattedDefault; // an i18n string
    return undefined;
  };
  const visit = (d: unknown) => {
    if (!d || typeof d !== 'object' || out.length >= max) return;
    const det = d as { type?: string; items?: unknown };
    if (det.type === 'list' && Array.isArray(det.items)) {
      for (const item of det.items) visit(item);
      return;
    }
    if (det.type === 'list-section') {
      visit((d as { value?: unknown }).value);
      return;
    }
    if (det.type === 'network-tree') {
      type Node = { url: string; navStartToEndTime: number; isLongest?: boolean; children?: Record<string, Node> };
      let nodes = Object.values((d as { chains?: Record<string, Node> }).chains ?? {});
      const chain: Node[] = [];
      for (let node = nodes.find((n) => n.isLongest); node; node = nodes.find((n) => n.isLongest)) {
        chain.push(node);
        nodes = Object.values(node.children ?? {});
      }
      if (chain.length > 1) {
        const last = (url: string) => new URL(url).pathname.split('/').filter(Boolean).pop() ?? '/';
        out.push(
          truncate(
            `longest chain ${Math.round(chain[chain.length - 1].navStartToEndTime)} ms: ${chain.map((n) => last(n.url)).join(' -> ')}`,
            300,
          ),
        );
      }
      return;
    }
    if (det.type === 'checklist' && det.items && typeof det.items === 'object') {
      for (const [key, item] of Object.entries(det.items as Record<string, { value?: boolean; label?: string }>)) {
        if (item.value === false && out.length < max) out.push(`not met: ${item.label ?? key}`);
      }
      return;
    }
    if (!Array.isArray(det.items) || det.type === 'debugdata' || det.type === 'treemap-data') return;
    for (const item of det.items) {
      if (out.length >= max) break;
      if (!item || typeof item !== 'object') continue;
      const parts: string[] = [];
      for (const [key, value] of Object.entries(item as Record<string, unknown>)) {
        if (key === 'subItems' || key === 'entity' || key.endsWith('Savings') || key === 'wastedBytes' || key === 'wastedMs')
          continue;
        const text = describe(value);
        if (text !== undefined && text !== '')
          parts.push(key === 'node' || key === 'url' || key === 'source' ? text : `${key}: ${text}`);
      }
      if (parts.length) out.push(truncate(oneLine(parts.join(' | '))));
    }
  };
  visit(details);
  return out;
}

/**
 * The audits Lighthouse's report lists as failed in a category: scored (binary, numeric or
 * metric-savings) with a score under 0.9, or errored. Metrics (shown in the table), informative,
 * manual, not-applicable and hidden audits are left out.
 */
export function failedAudits(lhr: Result, notFound = false): FailedAudit[] {
  const categoriesOf = new Map<string, string[]>();
  for (const [categoryId, category] of Object.entries(lhr.categories)) {
    for (const ref of category.auditRefs) {
      if (ref.group === 'hidden' || ref.group === 'metrics') continue;
      categoriesOf.set(ref.id, [...(categoriesOf.get(ref.id) ?? []), categoryId]);
    }
  }
  // URLs of the site lose the server's origin (a random port), so the same finding reads the same everywhere.
  const origin = new URL(lhr.mainDocumentUrl ?? lhr.finalDisplayedUrl).origin;
  const failed: FailedAudit[] = [];
  for (const [id, categories] of categoriesOf) {
    const audit = lhr.audits[id];
    if (!audit) continue;
    const mode = audit.scoreDisplayMode;
    const isFailure =
      mode === 'error' || (['binary', 'numeric', 'metricSavings'].includes(mode) && audit.score !== null && audit.score < 0.9);
    if (!isFailure) continue;
    const details = summarizeDetails(audit.details).map((line) => line.split(origin).join(''));
    if (audit.errorMessage) details.unshift(`error: ${oneLine(audit.errorMessage)}`);
    if (audit.explanation) details.unshift(truncate(oneLine(audit.explanation), 300));
    failed.push({
      id,
      title: audit.title,
      categories,
      score: audit.score,
      scoreDisplayMode: mode,
      displayValue: audit.displayValue,
      details,
      expected: notFound ? expectedOnNotFound(id, audit.details, lhr.mainDocumentUrl ?? lhr.finalDisplayedUrl) : undefined,
    });
  }
  return failed;
}

export function extractRun(lhr: Result, notFound = false): RunData {
  const scores: Record<string, number | null> = {};
  for (const [id, category] of Object.entries(lhr.categories)) scores[id] = category.score;
  const metrics = Object.fromEntries(
    Object.entries(METRICS).map(([key, auditId]) => [key, lhr.audits[auditId]?.numericValue ?? null]),
  ) as Record<MetricId, number | null>;
  const summary = lhr.audits['resource-summary']?.details as
    { items?: { resourceType: string; transferSize: number }[] } | undefined;
  const bytes = Object.fromEntries(
    Object.entries(BYTE_TYPES).map(([key, type]) => [
      key,
      summary?.items?.find((item) => item.resourceType === type)?.transferSize ?? null,
    ]),
  ) as Record<ByteId, number | null>;
  return {
    scores,
    metrics,
    bytes,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    cpuSlowdownMultiplier: lhr.configSettings.throttling.cpuSlowdownMultiplier,
    throttlingMethod: lhr.configSettings.throttlingMethod,
    lighthouseVersion: lhr.lighthouseVersion,
    warnings: lhr.runWarnings.map((warning) => oneLine(String(warning))),
    failedAudits: failedAudits(lhr, notFound),
  };
}

/**
 * The CPU slowdown Lighthouse's CPU throttling calculator (linked from docs/throttling.md) derives
 * from a benchmarkIndex: 1x at 150, 2x at 800, 3x at 1300, then +1x per 233 points.
 */
export function calibratedMultiplier(benchmarkIndex: number): number {
  let multiplier: number;
  if (benchmarkIndex >= 1300) multiplier = 3 + (benchmarkIndex - 1300) / 233;
  else if (benchmarkIndex >= 800) multiplier = 2 + (benchmarkIndex - 800) / 500;
  else if (benchmarkIndex >= 150) multiplier = 1 + (benchmarkIndex - 150) / 650;
  else multiplier = 1; // slower than a low-end phone: no slowdown makes sense
  return Math.round(multiplier * 10) / 10;
}

/** The median of the numbers present (mean of the middle two for an even count), or null if none. */
export function median(values: (number | null | undefined)[]): number | null {
  const sorted = values.filter((v): v is number => typeof v === 'number' && Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** Per-metric medians: every figure is the median of that figure over the page's runs. */
export function summarizePage(path: string, notFound: boolean, runs: RunData[], errors: string[]): PageResult {
  const scores = Object.fromEntries(
    CATEGORIES.map((id) => {
      const m = median(runs.map((run) => run.scores[id]));
      return [id, m === null ? null : Math.round(m * 100)];
    }),
  ) as Record<CategoryId, number | null>;
  const metrics = Object.fromEntries(
    (Object.keys(METRICS) as MetricId[]).map((id) => [id, median(runs.map((run) => run.metrics[id]))]),
  ) as Record<MetricId, number | null>;
  const bytes = Object.fromEntries(
    (Object.keys(BYTE_TYPES) as ByteId[]).map((id) => [id, median(runs.map((run) => run.bytes[id]))]),
  ) as Record<ByteId, number | null>;
  return {
    path,
    notFound,
    runs,
    errors,
    median: { scores, metrics, bytes, benchmarkIndex: median(runs.map((run) => run.benchmarkIndex)) },
  };
}

export type Budget = { name: string; met: boolean; line: string; offenders: string[] };

/** Audits of these categories that failed in more than half of a page's runs and are not expected there. */
function unexpectedFailures(page: PageResult, categories: string[]): string[] {
  const counts = new Map<string, number>();
  for (const run of page.runs) {
    for (const audit of run.failedAudits) {
      if (audit.expected || !audit.categories.some((c) => categories.includes(c))) continue;
      counts.set(audit.id, (counts.get(audit.id) ?? 0) + 1);
    }
  }
  return [...counts].filter(([, n]) => n * 2 > page.runs.length).map(([id]) => id);
}

/**
 * The budgets, judged on the per-page medians. Accessibility, performance, CLS and TBT apply to
 * every page, the 404 page included. Best practices and SEO = 100 apply to the real pages: the 404
 * page answers 404 and is noindex by design, which costs it is-crawlable and http-status-code (SEO)
 * and errors-in-console (best practices: Chrome logs the document's own 404). For it the budget is
 * instead that nothing else fails in those two categories.
 */
export function checkBudgets(pages: PageResult[]): Budget[] {
  const real = pages.filter((page) => !page.notFound);
  const notFound = pages.filter((page) => page.notFound);
  const budget = (
    name: string,
    scope: PageResult[],
    scopeLabel: string,
    value: (page: PageResult) => number | null,
    ok: (v: number) => boolean,
    show: (v: number) => string,
  ): Budget => {
    const offenders = scope
      .filter((page) => {
        const v = value(page);
        return v === null || !ok(v);
      })
      .map((page) => {
        const v = value(page);
        return `${page.path} (${v === null ? 'no result' : show(v)})`;
      });
    const met = offenders.length === 0 && scope.length > 0;
    const line = met
      ? `MET     ${name} on ${scopeLabel} (${scope.length}/${scope.length})`
      : `MISSED  ${name} on ${scopeLabel}: ${offenders.length} of ${scope.length} not: ${offenders.join(', ')}`;
    return { name, met, line, offenders };
  };
  const every = notFound.length ? `every page incl. the 404 page` : 'every page';
  const realLabel = `the ${real.length} real page${real.length === 1 ? '' : 's'}${notFound.length ? ' (404 page: see below)' : ''}`;
  const list: Budget[] = [
    budget(
      'accessibility = 100',
      pages,
      every,
      (p) => p.median.scores.accessibility,
      (v) => v === 100,
      String,
    ),
  ];
  if (real.length) {
    list.push(
      budget(
        'best-practices = 100',
        real,
        realLabel,
        (p) => p.median.scores['best-practices'],
        (v) => v === 100,
        String,
      ),
      budget(
        'seo = 100',
        real,
        realLabel,
        (p) => p.median.scores.seo,
        (v) => v === 100,
        String,
      ),
    );
  }
  list.push(
    budget(
      'performance >= 95',
      pages,
      every,
      (p) => p.median.scores.performance,
      (v) => v >= 95,
      String,
    ),
    budget(
      'CLS <= 0.01',
      pages,
      every,
      (p) => p.median.metrics.cls,
      (v) => v <= 0.01,
      (v) => v.toFixed(3),
    ),
    budget(
      'TBT <= 200 ms',
      pages,
      every,
      (p) => p.median.metrics.tbt,
      (v) => v <= 200,
      (v) => `${Math.round(v)} ms`,
    ),
  );
  for (const page of notFound) {
    const name = `404 page ${page.path}: best-practices and seo fail nothing but what its 404 status and noindex cause`;
    const unexpected = page.runs.length ? unexpectedFailures(page, ['best-practices', 'seo']) : ['no result'];
    list.push({
      name,
      met: unexpected.length === 0,
      offenders: unexpected,
      line: unexpected.length === 0 ? `MET     ${name}` : `MISSED  ${name}: also fails ${unexpected.join(', ')}`,
    });
  }
  return list;
}

/** Lines about the 404 page's best-practices and SEO scores and which audits pulled them down by design. */
export function notFoundNotes(pages: PageResult[]): string[] {
  return pages
    .filter((page) => page.notFound)
    .map((page) => {
      const expected = new Map<string, string>();
      for (const run of page.runs)
        for (const audit of run.failedAudits) if (audit.expected) expected.set(audit.id, audit.expected);
      const why = [...expected].map(([id, reason]) => `${id} (${reason})`).join(', ');
      return (
        `INFO    404 page ${page.path}: best-practices ${page.median.scores['best-practices'] ?? 'no result'}, ` +
        `seo ${page.median.scores.seo ?? 'no result'}; failing by design: ${why || 'nothing'}`
      );
    });
}

export type AuditFailureGroup = {
  id: string;
  title: string;
  categories: string[];
  /** Lighthouse could not compute the audit: a tool problem, not a finding about the site. */
  lighthouseError: boolean;
  pages: { path: string; failedRuns: number; runs: number; displayValue?: string; details: string[]; expected?: string }[];
};

/** Every audit that failed in at least one run of at least one page, with the pages and one run's details. */
export function groupFailedAudits(pages: PageResult[]): AuditFailureGroup[] {
  const groups = new Map<string, AuditFailureGroup>();
  for (const page of pages) {
    const perAudit = new Map<string, { count: number; first: FailedAudit; allExpected: boolean }>();
    for (const run of page.runs) {
      for (const audit of run.failedAudits) {
        const entry = perAudit.get(audit.id);
        if (entry) {
          entry.count++;
          entry.allExpected &&= !!audit.expected;
        } else perAudit.set(audit.id, { count: 1, first: audit, allExpected: !!audit.expected });
      }
    }
    for (const [id, { count, first, allExpected }] of perAudit) {
      let group = groups.get(id);
      if (!group) {
        group = { id, title: first.title, categories: first.categories, lighthouseError: true, pages: [] };
        groups.set(id, group);
      }
      group.lighthouseError &&= first.scoreDisplayMode === 'error';
      group.pages.push({
        path: page.path,
        failedRuns: count,
        runs: page.runs.length,
        displayValue: first.displayValue,
        details: first.details,
        expected: allExpected ? first.expected : undefined,
      });
    }
  }
  // Accessibility, best-practices and SEO findings first (they break a budget), then performance,
  // then the 404 page's by-design failures, then Lighthouse's own errors.
  const rank = (g: AuditFailureGroup) =>
    g.lighthouseError ? 3 : g.pages.every((p) => p.expected) ? 2 : g.categories.every((c) => c === 'performance') ? 1 : 0;
  return [...groups.values()].sort((a, b) => rank(a) - rank(b) || b.pages.length - a.pages.length || a.id.localeCompare(b.id));
}
