/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';
import { editorConfig } from '../../../server/editor/config';
import { writeEditorFiles } from './files';

describe('writeEditorFiles', () => {
  it("writes the page, the config, the hooks and Decap's bundle into admin/, removes what else is there, and writes once", () => {
    const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'editor-'));
    fs.mkdirSync(path.join(publicDir, 'admin'));
    fs.writeFileSync(path.join(publicDir, 'admin', '1.decap-cms.js'), 'a chunk of an older Decap');

    const first = writeEditorFiles(publicDir, { localPort: 6400 });
    const files = fs.readdirSync(path.join(publicDir, 'admin'));
    expect(files).toEqual(
      expect.arrayContaining(['index.html', 'config.yml', 'editor.js', 'decap-cms.js', 'decap-cms.js.LICENSE.txt']),
    );
    expect(files).not.toContain('1.decap-cms.js');
    expect(files.filter((file) => file.endsWith('.map') || file.endsWith('.wasm') || file.startsWith('cms'))).toEqual([]);
    expect(first).toEqual({ files: files.length, written: files.length });
    expect(parse(fs.readFileSync(path.join(publicDir, 'admin', 'config.yml'), 'utf8'))).toEqual(
      editorConfig({ localPort: 6400 }),
    );

    expect(writeEditorFiles(publicDir, { localPort: 6400 })).toEqual({ files: files.length, written: 0 });
    fs.rmSync(publicDir, { recursive: true, force: true });
  });
});
