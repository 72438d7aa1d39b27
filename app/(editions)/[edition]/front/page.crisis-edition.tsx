// On a crisis day an edition's text-only front page stands at its front (`/es/`), and the full one here.
export { default, generateMetadata } from '../../../(site)/page.full-front';
