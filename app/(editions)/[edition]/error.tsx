'use client';
// Why in the browser: Next.js requires error boundaries to be client components.

/** The edition's pages answer an error as the default edition's do, in the edition's words (app/(site)/error.tsx). */
export { default } from '../../(site)/error';
