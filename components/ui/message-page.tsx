'use client';
// Why in the browser: not for behaviour. Error and not-found pages draw it in the browser, a list that failed to load on the server; its way home is in the page's edition's words.

import { useMessages } from '@/components/edition/edition-provider';
import { Link } from './link';
import { routes } from '@/lib/routes';

interface MessagePageProps {
  title: string;
  text: string;
  /** Where to go from here: home (the page's edition's) unless told otherwise; `null` for no link. */
  link?: { href: string; label: string } | null;
}

/** A page-sized message in place of content: not found, failed to load, or an error. */
export function MessagePage({ title, text, link }: MessagePageProps) {
  const words = useMessages();
  const to = link === undefined ? { href: routes.home(), label: words.ui.returnHome } : link;
  return (
    <div className="mx-auto max-w-xl py-16 text-center">
      <h1 className="font-serif text-4xl font-bold text-ink">{title}</h1>
      <p className="mt-4 text-lg text-muted">{text}</p>
      {to && (
        <Link href={to.href} className="button-primary mt-8">
          {to.label}
        </Link>
      )}
    </div>
  );
}
