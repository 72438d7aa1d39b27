/**
 * The site's hooks into Decap CMS, run in the editor's page after Decap loads and before it draws
 * (`editor.js`, server/editor/files.ts serializes this function). Self-contained (no imports, no
 * closures), as it runs as its own text.
 *
 * - A field a writer cleared, or a list left empty, is left out of the saved file instead of written
 *   empty: the content check takes an optional field that is absent, and refuses one that is empty
 *   ("must not be empty when given"). A required field never gets here empty: Decap refuses to save it.
 * - On a screen narrower than Decap's editor (800 px: a phone, a tablet upright), a translated story
 *   opens as one form with its "Writing in" language choice, not its versions side by side: two forms
 *   in half a phone's width each cut the second off at the screen's edge. Decap keeps the right pane's
 *   state in `localStorage` (`cms.right-pane`, read as the editor opens), so this sets it there, once,
 *   for a browser that has no choice of its own: the pane's button brings the versions back side by
 *   side, and Decap remembers that.
 */

/** What the hooks use of Decap's entries: their data, an Immutable map. */
export interface EditorEntry {
  get(key: 'data'): { filterNot(drop: (value: unknown) => boolean): unknown };
}

/** What the hooks use of Decap's global `CMS`. */
export interface EditorCms {
  registerEventListener(listener: { name: 'preSave'; handler: (event: { entry: EditorEntry }) => unknown }): void;
}

/** What the hooks use of the browser's window: the screen's width, and where Decap keeps its panes' state. */
export type EditorWindow = Pick<Window, 'matchMedia'> & { localStorage: Pick<Storage, 'getItem' | 'setItem'> };

export function registerEditorHooks(cms: EditorCms, browser: EditorWindow): void {
  const isEmpty = (value: unknown) =>
    value === null ||
    value === undefined ||
    (typeof value === 'string' && value.trim() === '') ||
    (typeof value === 'object' && (value as { size?: number }).size === 0);
  cms.registerEventListener({ name: 'preSave', handler: ({ entry }) => entry.get('data').filterNot(isEmpty) });

  const rightPane = 'cms.right-pane'; // Decap's key (decap-cms-core, EditorInterface.js), and its value for no pane.
  if (browser.matchMedia('(max-width: 799px)').matches && browser.localStorage.getItem(rightPane) === null)
    browser.localStorage.setItem(rightPane, 'none');
}
