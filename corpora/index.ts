import { fileURLToPath } from 'node:url';

/**
 * Absolute paths of the biography corpus bundled with CiteQA (see corpora/README.md for the formats).
 * Resolved from this module's URL so they hold wherever the package is installed or run from.
 */
export const BUNDLED_ENTITIES = fileURLToPath(new URL('./biographies/entities.jsonl', import.meta.url));
export const BUNDLED_PASSAGES = fileURLToPath(new URL('./biographies/passages.jsonl', import.meta.url));
export const BUNDLED_QUESTIONS = fileURLToPath(new URL('./biographies/questions.jsonl', import.meta.url));
