import { editorConfigFile } from '@/server/editor/files';

export const dynamic = 'force-static';

export function GET() {
  return new Response(editorConfigFile(), { headers: { 'content-type': 'text/yaml; charset=utf-8' } });
}
