import 'server-only';
import matter from 'gray-matter';
import { YAMLParseError, parse } from 'yaml';

const options = {
  engines: {
    // Dates stay strings (core schema), and the errors are `yaml`'s, which describeYamlError reads.
    // gray-matter leaves the `\r` of a CRLF line before the closing `---`.
    yaml: (text: string) => parse(text.replace(/\r$/, ''), { schema: 'core' }),
    // gray-matter would run front matter opened with `---js` as code.
    javascript: () => {
      throw new Error('the front matter must be YAML, not JavaScript');
    },
  },
};

/**
 * Splits an article file into its YAML header and its body (gray-matter), or null for a file that
 * does not open with `---`. The YAML block keeps the rest of the opening line, so the parser counts
 * lines as the file does.
 */
export function parseFrontMatter(source: string): { data: unknown; body: string } | null {
  const text = source.replace(/^\uFEFF/, '');
  if (!matter.test(text)) return null;
  // gray-matter would read the whole file as the front matter.
  if (!text.slice(3).includes('\n---')) throw new Error('the front matter has no closing `---` line');
  const { data, content } = matter(text, options);
  return { data, body: content.trim() };
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
 * opening `---` is line 1, as for the parser), the parser's words, and the likely fix.
 */
export function describeYamlError(error: unknown): string {
  if (!(error instanceof YAMLParseError)) return `is not valid YAML: ${(error as Error).message.split('\n')[0]}`;
  const line = error.linePos ? ` at line ${error.linePos[0].line}` : '';
  const message = error.message.split('\n')[0].replace(/ at line \d+, column \d+:?$/, '');
  const fix = FIXES[error.code] ?? 'compare the line with the front matter of a story that builds';
  return `is not valid YAML${line}: ${message}. Likely fix: ${fix}`;
}
