import { Link } from '@/components/ui/link';
import { routes } from '@/lib/routes';
import { messages } from '@/server/editions';

/**
 * Breaking news across the top of every page: the story's headline, a link to it, until the moment
 * its `breakingUntil` names (judged at the build's; server/articles.ts `getBreaking`). Plain HTML, no
 * script; every page's fingerprint holds it, so setting, changing or ending it rewrites the pages.
 *
 * A server component: the story is the page's edition's (`getBreaking`), and so are its words.
 */
export function BreakingBanner({ story }: { story: { slug: string; title: string } }) {
  const words = messages().layout;
  return (
    <aside aria-label={words.breakingNews} className="bg-live text-paper print:hidden">
      <p className="mx-auto flex max-w-6xl flex-wrap items-baseline gap-x-3 gap-y-0.5 px-4 py-2.5 sm:px-6">
        <span className="text-xs font-bold tracking-widest uppercase">{words.breaking}</span>
        <Link
          href={routes.article(story.slug)}
          className="font-serif text-base leading-snug font-semibold underline decoration-1 underline-offset-4 hover:decoration-2"
        >
          {story.title}
        </Link>
      </p>
    </aside>
  );
}
