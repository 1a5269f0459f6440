import { describe, expect, it } from 'vitest';
import { answerFromKg } from '../../../src/pipeline/kg-pipeline.js';
import { followContainerHops } from '../../../src/pipeline/follow-container-hops.js';
import { followRelationChains } from '../../../src/pipeline/follow-relation-chains.js';
import { wordnetLexicon } from '../../../src/text/lexicon/wordnet-lexicon.js';
import { loadKnowledgeGraph } from '../../../retrievers/kg/load-knowledge-graph.js';
import { createWordHashEmbedder } from '../generate/extractive-kg/word-hash-embedder.js';

describe('followRelationChains over the bundled KG', () => {
  it('fetches the one-hop card of each intermediate entity, hop by hop (three hops: two cards)', async () => {
    const kg = await loadKnowledgeGraph('bundled');
    const helene = (await kg.oneHop('Q9000086'))!;
    const added = await followRelationChains("Who was Hélène Langevin-Joliot's mother's mother's father?", [helene], kg);
    expect(added.map((card) => card.name)).toEqual(['Irène Joliot-Curie', 'Marie Curie']);
    expect(await followRelationChains('Who was the father of Hélène Langevin-Joliot?', [helene], kg)).toEqual([]);
  });

  it('puts the intermediate cards in the retrieval the pipeline returns, so every hop cites in-KG', async () => {
    const { answer, retrieval } = await answerFromKg("Who was Hélène Langevin-Joliot's mother's mother's father?", {
      kgSources: [],
      strategy: 'extractive-kg',
      deps: { embedder: createWordHashEmbedder() },
    });
    expect(retrieval.entities.map((card) => card.qid)).toEqual(['Q9000086', 'Q9000003', 'Q9000001']);
    expect(answer.text).toBe(
      "Hélène Langevin-Joliot's mother is Irène Joliot-Curie [Q9000086, mother: Irène Joliot-Curie]. " +
        "Irène Joliot-Curie's mother is Marie Curie [Q9000003, mother: Marie Curie]. " +
        "Marie Curie's father is Władysław Skłodowski [Q9000001, father: Władysław Skłodowski].",
    );
    expect(answer.citationChecks?.map((check) => check.inKg)).toEqual([true, true, true]);
  });

  it("fetches the card of the relative a later pronoun stands for: the wife's birthplace, not Einstein's", async () => {
    const kg = await loadKnowledgeGraph('bundled');
    const einstein = (await kg.oneHop('Q9000015'))!;
    const question = 'Who was the first wife of Albert Einstein and where was she born?';
    const added = await followRelationChains(question, [einstein], kg);
    expect(added.map((card) => card.name)).toContain('Mileva Marić');
    const { answer } = await answerFromKg(question, { kgSources: [], strategy: 'extractive-kg', deps: { embedder: createWordHashEmbedder() } });
    expect(answer.text).toContain('Mileva Marić');
    expect(answer.text).toContain('place of birth is Titel');
    expect(answer.text).not.toContain('Ulm');
    expect(answer.citationChecks?.every((check) => check.inKg)).toBe(true);
  });
});

describe('followContainerHops over the bundled KG', () => {
  it("fetches the card of a value that says the asked kind it lies in, and nothing when no kind is asked", async () => {
    const kg = await loadKnowledgeGraph('bundled');
    const eduard = (await kg.oneHop('Q9000098'))!;
    const added = await followContainerHops('In which country was Eduard Einstein born?', [eduard], kg, wordnetLexicon());
    expect(added.map((card) => card.name)).toEqual(['Zurich']);
    expect(added[0]!.properties.country).toEqual(['Switzerland']);
    // His parents' cards hold no `country`, and are people besides: a relative is the relation chains' to fetch.
    expect(await followContainerHops('When was Eduard Einstein born?', [eduard], kg, wordnetLexicon())).toEqual([]);
  });
});
