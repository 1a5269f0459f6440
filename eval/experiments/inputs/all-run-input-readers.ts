/** Importing this module registers every dataset reader; one import line per reader file. */
import './alce-inputs.js';
import './conner-inputs.js';
import './biokalma-inputs.js';
import './questions-jsonl-inputs.js';

export { loadRunInputs, detectRunInputFormat } from './run-input-readers.js';
