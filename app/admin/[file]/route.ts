import { notFound } from 'next/navigation';
import { editorFile, editorFileType, editorFiles } from '@/server/editor/files';

export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return editorFiles().map((file) => ({ file }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  const body = editorFile(file);
  if (body === null) notFound();
  return new Response(body, { headers: { 'content-type': `${editorFileType(file)}; charset=utf-8` } });
}
