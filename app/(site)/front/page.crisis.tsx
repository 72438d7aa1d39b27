// On a crisis day the text-only front page stands at `/` (server/lite/, drawn outside Next), and the full one here.
export { default, generateMetadata } from '../page.full-front';
