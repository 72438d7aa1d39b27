// On a crisis day the text-only front page stands at `/` (app/(lite)/page.crisis.tsx), and the full one here.
export { default, generateMetadata } from '../page.full-front';
