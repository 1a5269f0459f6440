import { kgBackends } from '../kg-backends.js';

kgBackends.register('entity-jsonl', {
  kind: 'file',
  description: 'entity records, one JSON object per line',
  extensions: ['.jsonl'],
  read: async (file) => ({ records: await (await import('../entities-jsonl-loader.js')).loadEntityRecords(file) }),
});
