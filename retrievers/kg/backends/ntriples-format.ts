import { readFile } from 'node:fs/promises';
import { kgBackends } from '../kg-backends.js';

kgBackends.register('ntriples', {
  kind: 'file',
  description: 'N-Triples',
  extensions: ['.nt'],
  read: async (file) => ({ ntriples: await readFile(file, 'utf8') }),
});
