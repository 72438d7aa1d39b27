import 'server-only';
import { parse } from 'yaml';

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/;

/** Splits an article file into its YAML header and HTML body. Dates stay strings (core schema). */
export function parseFrontMatter(source: string): { data: unknown; body: string } | null {
  const match = FRONT_MATTER.exec(source);
  if (!match) return null;
  return { data: parse(match[1], { schema: 'core' }), body: match[2].trim() };
}
