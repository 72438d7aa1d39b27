/**
 * The mark on every page of a preview build (`npm run build -- --preview`): the copy a review deploy
 * shows editors, with the drafts and scheduled stories in it. Plain HTML, no script.
 */
export function PreviewBanner() {
  return (
    <div role="note" className="bg-accent px-4 py-2 text-center text-sm font-semibold text-paper">
      Preview: this copy of the site shows drafts and scheduled stories. It is not public, and search engines are asked not to
      index it.
    </div>
  );
}
