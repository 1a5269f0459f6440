/** Kept for modules that imported it from here; ALCE's remove_citations lives in src/citations/alce-citations.ts. */
export { removeCitations } from '../../../src/citations/alce-citations.js';
