/**
 * The site's hooks into Decap CMS, run in the editor's page after Decap loads (`editor.js`,
 * server/editor/files.ts serializes this function). A field a writer cleared, or a list left
 * empty, is left out of the saved file instead of written empty: the content check takes an
 * optional field that is absent, and refuses one that is empty ("must not be empty when given"). A
 * required field never gets here empty: Decap refuses to save it. Self-contained (no imports, no
 * closures), as it runs as its own text.
 */

/** What the hooks use of Decap's entries: their data, an Immutable map. */
export interface EditorEntry {
  get(key: 'data'): { filterNot(drop: (value: unknown) => boolean): unknown };
}

/** What the hooks use of Decap's global `CMS`. */
export interface EditorCms {
  registerEventListener(listener: { name: 'preSave'; handler: (event: { entry: EditorEntry }) => unknown }): void;
}

export function registerEditorHooks(cms: EditorCms): void {
  const isEmpty = (value: unknown) =>
    value === null ||
    value === undefined ||
    (typeof value === 'string' && value.trim() === '') ||
    (typeof value === 'object' && (value as { size?: number }).size === 0);
  cms.registerEventListener({ name: 'preSave', handler: ({ entry }) => entry.get('data').filterNot(isEmpty) });
}
