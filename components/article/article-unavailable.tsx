import Link from 'next/link';
import { routes } from '@/lib/site';

export function ArticleUnavailable({ message }: { message: string }) {
  return (
    <div className="mx-auto max-w-xl py-16 text-center">
      <h1 className="font-serif text-4xl font-bold text-ink">Article Not Found</h1>
      <p className="mt-4 text-lg text-muted">{message}</p>
      <Link href={routes.home()} className="button-primary mt-8">
        Return to Home
      </Link>
    </div>
  );
}
