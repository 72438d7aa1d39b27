/** @jest-environment node */
import fs from 'node:fs';
import { prefixedEditions } from '@/lib/editions';
import { allKinds } from './page-kinds';
import { headerRules, headersFile, SITE_HEADERS } from './hosting';

const nginx = fs.readFileSync('deploy/nginx/pacific-ledger.conf', 'utf8');

/** The conf's `location ~ REGEX { … }` blocks: the regex, and what each sets (cache, type). */
const locations = [...nginx.matchAll(/^location ~ "?([^"\s]+)"? \{\n([\s\S]*?)^\}/gm)].map(([, regex, body]) => ({
  regex: new RegExp(regex),
  cache: /set \$pacific_ledger_cache "([^"]+)"/.exec(body)?.[1],
  type: /default_type ([^;]+);/.exec(body)?.[1],
}));

/** An address the rule's pattern covers: each `*` a part of one. */
const example = (pattern: string) => pattern.replaceAll('*', 'x');

describe('the hosting rules', () => {
  it('give every page kind’s files their headers in every edition, in _headers', () => {
    const rules = headerRules();
    for (const kind of allKinds())
      for (const { path, headers } of kind.headers ?? [])
        for (const prefix of ['', ...prefixedEditions().map(({ id }) => `/${id}`)])
          expect(rules.find((rule) => rule.path === `${prefix}${path}`)?.headers).toEqual(headers);
    expect(headersFile()).toContain('/es/topic/*/feed.xml\n  Content-Type: application/rss+xml; charset=utf-8');
    expect(headersFile()).toContain('/es/news/*/live.json\n  Cache-Control: no-cache');
  });

  it('are nginx’s too: a location of deploy/nginx/pacific-ledger.conf answers each kind’s files alike, in every edition', () => {
    for (const { path, headers } of headerRules().slice(1)) {
      if (path.startsWith('/admin/')) continue; // nginx sets the editor's by the page's two addresses
      const location = locations.find(({ regex }) => regex.test(example(path)));
      expect([path, location?.cache ?? SITE_HEADERS['Cache-Control']]).toEqual([
        path,
        headers['Cache-Control'] ?? expect.any(String),
      ]);
      if (headers['Content-Type']) expect([path, location?.type]).toEqual([path, headers['Content-Type'].split(';')[0]]);
    }
  });

  it('send an unknown address under each edition’s folder, and only there, to its own not-found page', () => {
    const pattern = /\(\?<pacific_ledger_edition>([^)]+)\)/.exec(nginx)![1];
    expect(pattern.split('|').sort()).toEqual(
      prefixedEditions()
        .map(({ id }) => id)
        .sort(),
    );
    const edition = new RegExp(/if \(\$uri ~ "([^"]+)"\)/.exec(nginx)![1]);
    const above = (uri: string) => edition.exec(uri)?.groups?.pacific_ledger_above;
    expect(above('/es/no-such-page/')).toBe('');
    expect(above('/pacific-ledger/es/x/')).toBe('/pacific-ledger');
    expect(above('/news/es/x/')).toBe('/news');
    expect(nginx).toContain('if ($pacific_ledger_edition_at ~ "^(.*)\\|\\1$")');
  });
});
