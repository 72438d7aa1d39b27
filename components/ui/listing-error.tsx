import { MessagePage } from './message-page';

/** What a list of stories (a section's page, a reporter's page) shows when its stories fail to load. */
export function ListingError() {
  return <MessagePage title="Error Loading Articles" text="Failed to load articles" link={null} />;
}
