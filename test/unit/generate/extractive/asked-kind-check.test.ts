import { describe, expect, it } from 'vitest';
import { askedKindCheck } from '../../../../src/generate/extractive/asked-kind-check.js';
import { wordnetLexicon } from '../../../../src/text/lexicon/wordnet-lexicon.js';

const passage = (title: string, text: string) => ({ id: `${title}#0`, title, text });

describe('askedKindCheck', () => {
  it('needs a passage that says a concrete kind: a hospital is not said by a town', async () => {
    const shown = [passage('Tova Brandt', 'Tova Brandt was born in Bergen in 1871. She studied in Oslo.')];
    const candidates = [{ sentence: 'Tova Brandt was born in Bergen in 1871.', passage: 0 }];
    const check = await askedKindCheck('In which hospital was Tova Brandt born?', ['Tova Brandt'], shown, candidates, wordnetLexicon());
    expect(check.allows(candidates[0]!)).toBe(false);
  });

  it('lets a passage state an idea, a state or a quality without the kind word', async () => {
    const shown = [passage('Velmar League', 'The Velmar League was founded in 1902. In 1931 the league adopted the goal of full self-rule.')];
    const candidates = [{ sentence: 'In 1931 the league adopted the goal of full self-rule.', passage: 0 }];
    const lexicon = wordnetLexicon();
    const aim = await askedKindCheck('What aim did the Velmar League adopt in 1931?', ['Velmar League'], shown, candidates, lexicon);
    expect(aim.allows(candidates[0]!)).toBe(true);
    const teacher = [passage('Ivo Marek', 'Ivo Marek taught for forty years and became the most sought-after violin teacher in Brno.')];
    const said = [{ sentence: teacher[0]!.text, passage: 0 }];
    const reputation = await askedKindCheck('What reputation did Ivo Marek earn in Brno?', ['Ivo Marek'], teacher, said, lexicon);
    expect(reputation.allows(said[0]!)).toBe(true);
  });

  it('reads a nationality in an adjective of a nation, not in any adjective', async () => {
    const lexicon = wordnetLexicon();
    const danish = [passage('Mara Holt', 'Mara Holt learned the fiddle from her father, Tomas Holt, a Danish fiddler.')];
    const said = [{ sentence: danish[0]!.text, passage: 0 }];
    const check = await askedKindCheck('What nationality was Tomas Holt?', ['Tomas Holt'], danish, said, lexicon);
    expect(check.names(said[0]!)).toBe(true);
    expect(await check.namesIn(' a Danish fiddler.')).toBe(true);
    expect(await check.namesIn(' a shy fiddler.')).toBe(false);
    const shy = [passage('Mara Holt', 'Mara Holt learned the fiddle from her father, Tomas Holt, a shy fiddler.')];
    const unsaid = [{ sentence: shy[0]!.text, passage: 0 }];
    const none = await askedKindCheck('What nationality was Tomas Holt?', ['Tomas Holt'], shy, unsaid, lexicon);
    expect(none.allows(unsaid[0]!)).toBe(false);
  });
});
