/**
 * Next.js runs this module first in the browser, in the task that starts the app, before its
 * bootstrap requires the router (next/dist/client/app-next-turbopack.js). Importing React DOM's
 * client here instantiates its modules in that first task; the app loader (lib/app-loader.ts) has
 * Next's bootstrap yield once before it requires the router, decodes the page's payload and
 * hydrates, so the start of the app is two tasks of about half the length instead of one.
 */
import 'react-dom/client';
