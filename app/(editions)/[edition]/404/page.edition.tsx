import type { Metadata } from 'next';
import { NotFoundPage } from '@/components/not-found/not-found-page';
import { enterEdition, messages } from '@/server/editions';

interface EditionNotFoundProps {
  params: Promise<{ edition: string }>;
}

export async function generateMetadata({ params }: EditionNotFoundProps): Promise<Metadata> {
  await enterEdition(params);
  return { title: messages().notFound.page, robots: { index: false } };
}

/**
 * The edition's own not-found page (`/es/404/`): what a host serves, with status 404, for an unknown
 * address under the edition's folder (deploy/nginx/pacific-ledger.conf), in the edition's language and
 * frame, script or not. The address then names what was missing, as on the default edition's 404.html
 * (app/global-not-found.tsx), which answers an edition's addresses on hosts with one not-found page.
 */
export default async function EditionNotFound({ params }: EditionNotFoundProps) {
  await enterEdition(params);
  return <NotFoundPage />;
}
