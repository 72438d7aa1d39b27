import { Link } from './link';
import { routes } from '@/lib/routes';

interface MessagePageProps {
  title: string;
  text: string;
  /** Where to go from here: home unless told otherwise; `null` for no link. */
  link?: { href: string; label: string } | null;
}

const home = { href: routes.home(), label: 'Return to Home' };

/** A page-sized message in place of content: not found, failed to load, or an error. */
export function MessagePage({ title, text, link = home }: MessagePageProps) {
  return (
    <div className="mx-auto max-w-xl py-16 text-center">
      <h1 className="font-serif text-4xl font-bold text-ink">{title}</h1>
      <p className="mt-4 text-lg text-muted">{text}</p>
      {link && (
        <Link href={link.href} className="button-primary mt-8">
          {link.label}
        </Link>
      )}
    </div>
  );
}
