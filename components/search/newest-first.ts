import type { SearchBundle } from '@/lib/search-index';
import { BUNDLE_FILTER } from '@/lib/search-page';
import type { FilterCounts, PagefindModule, PagefindResult, PagefindSearch, SearchOptions } from '@/lib/pagefind-api';

/** The bundles one step of a search may open: the newest and two older on a first search, three more on each ask. */
export const BUNDLES_PER_STEP = 3;

/** What a search found in the bundles open so far. */
export interface SearchSpan {
  /** The newest bundle's results first (in the order asked for), then each older bundle's. */
  results: PagefindResult[];
  /** Results per filter value for the term alone, whatever filters were chosen, over the open bundles. */
  totalFilters: FilterCounts;
  /** The sort value (an ISO instant) of the oldest story searched while older bundles are left; null once every story was. */
  since: string | null;
}

/** A search of the newest bundle started before the page's app (components/search/pagefind.ts). */
export interface StartedSearch {
  term: string;
  options: SearchOptions;
  search: Promise<PagefindSearch>;
}

/**
 * A search over a large index's bundles (lib/search-index.ts) that costs the reader the same at any
 * size of the archive: it opens the newest bundle first, and an older one only when a search finds
 * fewer results than it wants, up to a number of bundles a step, or when the reader asks for older
 * stories (`openOlder`). Pagefind merges each opened bundle into the first (`mergeIndex`); each
 * search then asks each open bundle on its own, through a filter that names it, and lists their
 * results newest bundle first, so that opening an older bundle only adds results after those shown.
 * A bundle, once open, stays open for the page's later searches.
 */
export class NewestFirstSearch {
  private open = 0;
  /** The bundle being opened: one at a time. */
  private opening: Promise<unknown> = Promise.resolve();
  /** A search begun before this object took the index over, for the first search to use if it asks the same. */
  private started: StartedSearch | null = null;

  private constructor(
    private readonly pagefind: PagefindModule,
    private readonly folder: string,
    /** Oldest first, as the manifest lists them. */
    private readonly bundles: readonly SearchBundle[],
    private readonly options: { baseUrl: string; excerptLength: number },
  ) {}

  /** Opens the newest bundle of the index in `folder`: its own WebAssembly, entry, metadata and filters. */
  static async open(
    pagefind: PagefindModule,
    folder: string,
    bundles: readonly SearchBundle[],
    options: { baseUrl: string; excerptLength: number },
  ): Promise<NewestFirstSearch> {
    const search = new NewestFirstSearch(pagefind, folder, bundles, options);
    const newest = bundles.length - 1;
    await pagefind.options({ ...options, basePath: `${folder}${bundles[newest].folder}`, mergeFilter: search.filter(newest) });
    // Loads the filter index, so that every search also returns its counts per section.
    await pagefind.filters();
    search.open = 1;
    return search;
  }

  /**
   * Takes over an index whose newest bundle was opened as `open` opens it, by the search page's
   * early script, with the search that script started there: the first search, if it asks for the
   * same words and options, waits for that one instead of asking Pagefind again.
   */
  static adopt(
    pagefind: PagefindModule,
    folder: string,
    bundles: readonly SearchBundle[],
    options: { baseUrl: string; excerptLength: number },
    started?: StartedSearch,
  ): NewestFirstSearch {
    const search = new NewestFirstSearch(pagefind, folder, bundles, options);
    search.open = 1;
    search.started = started ?? null;
    return search;
  }

  /** How many bundles are open, counting from the newest. */
  get opened(): number {
    return this.open;
  }

  /**
   * Opens the next older bundle; false when every bundle is open. Calls wait their turn: two at once
   * (a double click, or a new query while an older one is still opening bundles) open two bundles,
   * never the same one twice.
   */
  openOlder(): Promise<boolean> {
    const next = this.opening.then(() => this.openNext());
    this.opening = next.catch(() => undefined);
    return next;
  }

  private async openNext(): Promise<boolean> {
    if (this.open === this.bundles.length) return false;
    const index = this.bundles.length - 1 - this.open;
    await this.pagefind.mergeIndex(`${this.folder}${this.bundles[index].folder}`, {
      ...this.options,
      mergeFilter: this.filter(index),
    });
    // Its filter index too: a search counts per section only over the bundles whose filters are loaded.
    await this.pagefind.filters();
    this.open += 1;
    return true;
  }

  /**
   * Searches the open bundles, and opens older ones while it finds fewer than `atLeast` results and
   * fewer than `upTo` bundles are open.
   */
  async search(term: string, options: SearchOptions, { atLeast, upTo }: { atLeast: number; upTo: number }): Promise<SearchSpan> {
    for (;;) {
      const span = await this.searchOpen(term, options);
      if (span.results.length >= atLeast || this.open >= upTo || !(await this.openOlder())) return span;
    }
  }

  private async searchOpen(term: string, options: SearchOptions): Promise<SearchSpan> {
    const oldestOpen = this.bundles.length - this.open;
    const since = oldestOpen === 0 ? null : this.bundles[oldestOpen].oldest;
    if (this.open === 1) {
      const started = this.takeStarted(term, options);
      // A started search that failed is asked again.
      const { results, totalFilters } = await (started?.catch(() => this.pagefind.search(term, options)) ??
        this.pagefind.search(term, options));
      return { results, totalFilters: withoutBundles(totalFilters), since };
    }
    const newestFirst = this.bundles
      .map((_, index) => index)
      .slice(oldestOpen)
      .reverse();
    const [all, ...searches] = await Promise.all([
      // One search over every open bundle for the counts: a search filtered to one bundle counts that bundle's alone.
      this.pagefind.search(term, options),
      ...newestFirst.map((index) =>
        this.pagefind.search(term, { ...options, filters: { ...options.filters, ...this.filter(index) } }),
      ),
    ]);
    return { results: searches.flatMap((search) => search.results), totalFilters: withoutBundles(all.totalFilters), since };
  }

  /** The started search if it is this one; whichever search comes first, it is given up after. */
  private takeStarted(term: string, options: SearchOptions): Promise<PagefindSearch> | null {
    const started = this.started;
    this.started = null;
    return started && JSON.stringify([started.term, started.options]) === JSON.stringify([term, options]) ? started.search : null;
  }

  private filter(index: number): Record<string, string> {
    return { [BUNDLE_FILTER]: String(index + 1) };
  }
}

/** The counts per filter value, without the filter that only says which bundle a story is in. */
function withoutBundles(counts: FilterCounts): FilterCounts {
  return Object.fromEntries(Object.entries(counts).filter(([filter]) => filter !== BUNDLE_FILTER));
}
