import { fileURLToPath } from 'node:url';

/**
 * Absolute paths of the biography corpus bundled with CiteQA (see corpora/README.md for the formats).
 * Resolved from this module's URL so they hold wherever the package is installed or run from.
 */
export const BUNDLED_ENTITIES = fileURLToPath(new URL('./biographies/entities.jsonl', import.meta.url));
export const BUNDLED_PASSAGES = fileURLToPath(new URL('./biographies/passages.jsonl', import.meta.url));
export const BUNDLED_QUESTIONS = fileURLToPath(new URL('./biographies/questions.jsonl', import.meta.url));

/**
 * A second, unrelated document set (made-up places of the Ostmark uplands) with its own questions, for
 * `citeqa index` + `citeqa ask --source passages --index`: nothing in CiteQA was tuned on it (corpora/README.md).
 */
export const GAZETTEER_DOCUMENTS = fileURLToPath(new URL('./gazetteer/documents.jsonl', import.meta.url));
export const GAZETTEER_QUESTIONS = fileURLToPath(new URL('./gazetteer/questions.jsonl', import.meta.url));
