/** Importing this module registers every index kind; a new kind (an external vector database) is one file and one line here. */
import './bm25-index-kind.js';
import './bm25-lucene-index-kind.js';
import './dense-index-kinds.js';
import './langchain-memory-index-kind.js';
import './lancedb-index-kind.js';
import './langchain-store-index-kind.js';

export { indexKinds } from '../index-kinds.js';
