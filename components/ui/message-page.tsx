import { Link } from '@/components/ui/link';
import { routes } from '@/lib/site';

interface MessagePageProps {
  title: string;
  text: string;
  /** Offer the way back to the home page. */
  homeLink?: boolean;
}

/** A page-sized message in place of content: not found, failed to load, or an error. */
export function MessagePage({ title, text, homeLink = true }: MessagePageProps) {
  return (
    <div className="mx-auto max-w-xl py-16 text-center">
      <h1 className="font-serif text-4xl font-bold text-ink">{title}</h1>
      <p className="mt-4 text-lg text-muted">{text}</p>
      {homeLink && (
        <Link href={routes.home()} className="button-primary mt-8">
          Return to Home
        </Link>
      )}
    </div>
  );
}
