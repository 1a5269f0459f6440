/** Importing this module registers every KG backend and file format; a new one is one file and one line here. */
import './biokalma-json-format.js';
import './entity-jsonl-format.js';
import './ntriples-format.js';
import './sparql-endpoint-backend.js';

export { describeKgSources, kgBackends } from '../kg-backends.js';
