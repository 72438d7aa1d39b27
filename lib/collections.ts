import type { Collection } from './routes';

/**
 * A list of stories that belongs to no section, author or topic (`/latest/`, `/opinion/`), as its
 * edition names it: what server/collections.ts hands its page, its text-only copy and its feed.
 */
export interface CollectionInfo {
  id: Collection;
  /** Its heading, what it holds, and what it says with nothing in it. */
  heading: string;
  description: string;
  empty: string;
}
