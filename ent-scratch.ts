import { wink } from './src/text/wink.js';
const nlp = wink();
for (const t of ['Ludwig van Beethoven was baptised in Bonn on 17 December 1770; his exact birth date is not recorded.', 'The railway opened in 1891 and was electrified in 1923.', 'He died in April 1882.', 'She won 23 titles and $5 million.']) {
  const doc = nlp.readDoc(t);
  console.log(doc.entities().out(nlp.its.detail));
}
