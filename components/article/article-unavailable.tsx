'use client';
// Why in the browser: not for behaviour. Every article page holds this fallback in its RSC payload, and as a client component it is named there instead of written out.

import { MessagePage } from '@/components/ui/message-page';

export function ArticleUnavailable({ message }: { message: string }) {
  return <MessagePage title="Article Not Found" text={message} />;
}
