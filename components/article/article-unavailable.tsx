import { MessagePage } from '@/components/ui/message-page';

export function ArticleUnavailable({ message }: { message: string }) {
  return <MessagePage title="Article Not Found" text={message} />;
}
