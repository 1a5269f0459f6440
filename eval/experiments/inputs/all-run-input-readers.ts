/** Importing this module registers every dataset reader; one import line per reader file. */
import './biokalma-inputs.js';
import './questions-jsonl-inputs.js';

export { loadRunInputs, detectRunInputFormat } from './run-input-readers.js';
