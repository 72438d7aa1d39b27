import { notFound } from 'next/navigation';
import { liveFileContent, liveFileParams, type LiveFileParams } from '@/server/live-files';

export const dynamic = 'force-static';
export const dynamicParams = false;

export const generateStaticParams = () => liveFileParams();

export async function GET(_request: Request, { params }: { params: Promise<LiveFileParams> }) {
  const content = liveFileContent(await params);
  if (!content) notFound();
  return Response.json(content);
}
