'use client';
// Why in the browser: not for behaviour. Every article page holds this fallback in its RSC payload, and as a client component it is named there instead of written out.

import { useMessages } from '@/components/edition/edition-provider';
import { MessagePage } from '@/components/ui/message-page';

export function ArticleUnavailable({ message }: { message: string }) {
  const words = useMessages();
  return <MessagePage title={words.article.notFound} text={message} />;
}
