import 'server-only';
import { YAMLParseError, parse } from 'yaml';

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/;

/** Splits an article file into its YAML header and its body. Dates stay strings (core schema). */
export function parseFrontMatter(source: string): { data: unknown; body: string } | null {
  const match = FRONT_MATTER.exec(source);
  if (!match) return null;
  return { data: parse(match[1], { schema: 'core' }), body: match[2].trim() };
}

/** The likely fix for the YAML errors writers meet, by the parser's code for them. */
const FIXES: Record<string, string> = {
  BLOCK_AS_IMPLICIT_KEY: 'quote a value that contains a colon, e.g. title: "Water: the next fight"',
  MISSING_CHAR: 'close the quote, or quote the value with the other kind of quote ("It\'s" or \'say "yes"\')',
  DUPLICATE_KEY: 'remove one of the two lines that set this field',
  BAD_INDENT: 'start every field at the beginning of its line, and close any [ or { that a value opens',
  TAB_AS_INDENT: 'indent with spaces, not tabs',
};

/**
 * What is wrong with a front matter the parser refused, for a writer: the line of the file (the
 * opening `---` is line 1), the parser's words, and the likely fix.
 */
export function describeYamlError(error: unknown): string {
  if (!(error instanceof YAMLParseError)) return `is not valid YAML: ${(error as Error).message.split('\n')[0]}`;
  const line = error.linePos ? ` at line ${error.linePos[0].line + 1}` : '';
  const message = error.message.split('\n')[0].replace(/ at line \d+, column \d+:?$/, '');
  const fix = FIXES[error.code] ?? 'compare the line with the front matter of a story that builds';
  return `is not valid YAML${line}: ${message}. Likely fix: ${fix}`;
}
