import { messages } from '@/server/editions';
import { MessagePage } from './message-page';

/** What a list of stories (a section's page, a reporter's page) shows when its stories fail to load. */
export function ListingError() {
  const words = messages();
  return <MessagePage title={words.ui.listingErrorTitle} text={words.ui.listingErrorText} link={null} />;
}
