import type { Metadata } from 'next';
import { NotFoundView } from '@/components/not-found/not-found-view';

// Next marks this page noindex itself.
export const metadata: Metadata = { title: 'Page Not Found' };

export default function NotFound() {
  return <NotFoundView />;
}
