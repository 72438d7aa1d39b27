'use client';
// Why in the browser: Next.js requires error boundaries to be client components; it logs the error there.

import { useEffect } from 'react';
import { MessagePage } from '@/components/ui/message-page';

export default function ErrorPage({ error }: { error: Error & { digest?: string } }) {
  useEffect(() => {
    console.error('Unexpected error while rendering the page:', error);
  }, [error]);

  return <MessagePage title="Something Went Wrong" text="This page could not be shown. Please try again in a moment." />;
}
