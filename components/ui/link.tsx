import NextLink from 'next/link';
import type { ComponentProps } from 'react';

/**
 * The site's in-app link. Prefetching is off: a static export then needs one RSC payload per page
 * (`index.txt`, fetched on click) instead of four, and nothing competes with the first page's
 * own requests while it loads. Navigation still goes through the client router.
 */
export function Link({ prefetch = false, ...props }: ComponentProps<typeof NextLink>) {
  return <NextLink prefetch={prefetch} {...props} />;
}
