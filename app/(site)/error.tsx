'use client';
// Why in the browser: Next.js requires error boundaries to be client components; it logs the error there.

import { useEffect } from 'react';
import { useMessages } from '@/components/edition/edition-provider';
import { MessagePage } from '@/components/ui/message-page';

export default function ErrorPage({ error }: { error: Error & { digest?: string } }) {
  const words = useMessages();
  useEffect(() => {
    console.error('Unexpected error while rendering the page:', error);
  }, [error]);

  return <MessagePage title={words.ui.errorTitle} text={words.ui.errorText} />;
}
