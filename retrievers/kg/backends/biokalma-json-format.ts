import { kgBackends } from '../kg-backends.js';

kgBackends.register('biokalma-json', {
  kind: 'file',
  description: 'BioKaLMA questions with their KGs',
  extensions: ['.json'],
  read: async (file) => {
    const { loadBioKalma } = await import('../biokalma-loader.js');
    return { bioKalmaCards: (await loadBioKalma(file)).flatMap((item) => item.entities) };
  },
});
