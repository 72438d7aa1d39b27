/**
 * The command that runs one of the build's TypeScript steps in a process of its own: this Node, with
 * tsx's require hook and React's server condition (the steps read the content through `server/`).
 * The `tsx` command would start a Node of its own to start another: 0.35 s more for each step.
 */
export const nodeCommand = (script: string, ...args: string[]): string[] => [
  process.execPath,
  '--require',
  require.resolve('tsx/cjs'),
  '--conditions=react-server',
  script,
  ...args,
];
