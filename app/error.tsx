'use client';

import Link from 'next/link';
import { useEffect } from 'react';

export default function ErrorPage({ error }: { error: Error & { digest?: string } }) {
  useEffect(() => {
    console.error('Unexpected error while rendering the page:', error);
  }, [error]);

  return (
    <div className="mx-auto max-w-xl py-16 text-center">
      <h1 className="font-serif text-4xl font-bold text-ink">Something Went Wrong</h1>
      <p className="mt-4 text-lg text-muted">This page could not be shown. Please try again in a moment.</p>
      <Link href="/" className="button-primary mt-8">
        Return to Home
      </Link>
    </div>
  );
}
