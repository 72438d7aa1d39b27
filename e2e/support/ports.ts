/**
 * Every port the end-to-end suite listens on, in one table: unusual ones, from E2E_PORT_BASE (4391),
 * so two checkouts can run their suites side by side. A server the config starts, a test's own
 * server, and the writing loop's two (`next dev` and the editor's backend) each have their own.
 */
const OFFSETS = {
  main: 0,
  basePath: 2,
  hostile: 3,
  nginx: 4,
  archive: 5,
  preview: 6,
  live: 7,
  deploy: 8,
  editorLoop: 11,
  editorLoopBackend: 12,
  offlineSmallSet: 13,
  offlineNewBuild: 14,
} as const;

export const portBase = Number(process.env.E2E_PORT_BASE ?? 4391);

export const port = (name: keyof typeof OFFSETS): number => portBase + OFFSETS[name];
