import { editorPage } from '@/server/editor/page';
import { localBackendPort } from '@/server/editor/config';

export const dynamic = 'force-static';

/** The editor's page: a file route, so the export writes `admin/index.html` as Decap needs it, not a page of the site. */
export function GET() {
  return new Response(editorPage(localBackendPort()), { headers: { 'content-type': 'text/html; charset=utf-8' } });
}
