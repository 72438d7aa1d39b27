import { MessagePage } from '@/components/ui/message-page';

export function CategoryError() {
  return <MessagePage title="Error Loading Articles" text="Failed to load articles" link={null} />;
}
