import { projectPath } from '../src/core/project-root.js';

/**
 * Absolute paths of the biography corpus bundled with CiteQA (see corpora/README.md for the formats).
 * Resolved from the project root so they hold wherever the package is installed or run from, and from the compiled
 * copy in dist/ as well as from the sources.
 */
export const BUNDLED_ENTITIES = projectPath('corpora/biographies/entities.jsonl');
export const BUNDLED_PASSAGES = projectPath('corpora/biographies/passages.jsonl');
export const BUNDLED_QUESTIONS = projectPath('corpora/biographies/questions.jsonl');

/**
 * A second, unrelated document set (made-up places of the Ostmark uplands) with its own questions, for
 * `citeqa index` + `citeqa ask --source passages --index`: nothing in CiteQA was tuned on it (corpora/README.md).
 */
export const GAZETTEER_DOCUMENTS = projectPath('corpora/gazetteer/documents.jsonl');
export const GAZETTEER_QUESTIONS = projectPath('corpora/gazetteer/questions.jsonl');
