import { notFound } from 'next/navigation';
import { editorScript, editorScriptFiles } from '@/server/editor/files';

export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return editorScriptFiles().map((file) => ({ file }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  const body = editorScript(file);
  if (body === null) notFound();
  const type = file.endsWith('.js') ? 'text/javascript' : 'text/plain';
  return new Response(body, { headers: { 'content-type': `${type}; charset=utf-8` } });
}
