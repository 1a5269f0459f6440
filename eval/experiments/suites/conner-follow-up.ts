import type { Answer } from '../../../src/core/answer.js';
import type { CiteqaConfig } from '../../../src/config/config.js';
import type { Passage } from '../../../src/core/passage.js';
import type { Demonstration } from '../../../src/core/strategy.js';
import { downstreamAnswer } from '../../../src/generate/conner/downstream-answer.js';
import { cleanKnowledge } from '../../../src/generate/conner/knowledge-generation.js';
import { modelFor } from '../../../src/pipeline/dependencies.js';
import { retrievePassages } from '../../../src/pipeline/sources/passages-source.js';
import { splitSentences } from '../../../src/text/punkt-sentence-splitter.js';
import { readConnerExamples, type ConnerExample } from '../../conner/conner-data.js';
import { DEFAULT_GAMMA, knowledgeQuality, knowledgeQualityDependencies, type QualityWeights } from '../../conner/knowledge-quality.js';
import type { ConnerItem } from '../../metrics/conner/conner-prepared.js';
import type { RunRetrieval, RunSpec } from '../run-spec.js';
import { createSeededRandom } from '../seeded-random.js';
import { suiteFollowUps, type SuiteFollowUp } from './suite-follow-ups.js';

/** CONNER's factuality checks each knowledge against the top 10 passages retrieved for it (scripts/nq_factuality.sh). */
export const DEFAULT_EVIDENCE_PASSAGES = 10;

export interface ConnerFollowUpOptions {
  /** Passages retrieved with the knowledge as the query, as factuality evidence (0: gold knowledge only). */
  evidence?: number;
  /** The model that writes downstream answers (validity), recorded so a resumed run uses the same; null: none. */
  downstreamModel?: string | null;
  /** Table 13 template id for downstream answers (default: the paper's best). */
  answerTemplate?: string;
  /** Knowledge selection (§5): keep the best of the strategy's samples by Q_know. */
  selectKnowledge?: number;
  /** Demonstration selection (§5): score m sampled demonstrations by Q_know, prompt with the top n. */
  selectDemos?: { m: number; n: number };
  gamma?: QualityWeights;
}

type Retrieve = (query: string) => Promise<Passage[]>;

function retrieverFor(retrieval: RunRetrieval | null | undefined, config: CiteqaConfig, k: number): Retrieve | undefined {
  if (!retrieval || k === 0) return undefined;
  const request = { ...(retrieval.index ? { index: retrieval.index } : {}), ...(retrieval.docs ? { docs: retrieval.docs } : {}) };
  return async (query) => (query.trim() === '' ? [] : (await retrievePassages(query, request, config, k)).map(({ id, title, text }) => ({ id, title, text })));
}

const itemFor = (example: ConnerExample, id: string, knowledge: string, evidence?: Passage[]): ConnerItem => ({
  id,
  task: example.task,
  topic: example.topic,
  query: example.query,
  knowledge,
  ...(example.knowledge ? { gold: example.knowledge } : {}),
  answer: example.answer,
  ...(evidence ? { evidence: evidence.map((passage) => passage.text) } : {}),
});

/**
 * The demonstrations every question is prompted with under --select-demos m,n: m examples drawn from the file with
 * the run's first seed, ranked by Q_know of their own gold knowledge; a question never sees itself, so each takes
 * the top n of the ranking without it.
 */
async function rankedDemonstrations(spec: RunSpec, options: Required<Pick<ConnerFollowUpOptions, 'selectDemos' | 'gamma'>>, quality: Parameters<typeof knowledgeQuality>[1]): Promise<Demonstration[]> {
  const examples = (await readConnerExamples(spec.data)).filter((example) => example.knowledge && example.answer !== '');
  const drawn = createSeededRandom(spec.seeds[0] ?? 1, 'conner-select-demos').shuffle(examples).slice(0, options.selectDemos.m);
  const { scores } = await knowledgeQuality(drawn.map((example) => itemFor(example, example.id, example.knowledge!)), quality, options.gamma);
  return drawn
    .map((example, index) => ({ example, score: scores[index] ?? -Infinity }))
    .sort((a, b) => b.score - a.score)
    .map(({ example }) => ({ id: example.id, topic: example.topic, question: example.query, knowledge: example.knowledge!, answer: example.answer }));
}

/**
 * Around each knowledge: with --select-demos, prompt with the demonstrations CONNER's Q_know ranks best; with
 * --select-knowledge, keep the strategy's sample with the highest Q_know; retrieve evidence passages for the
 * knowledge from the run's own corpus (the paper retrieves from Wikipedia with ColBERTv2); and, when the run names a
 * downstream model, answer the question with the knowledge few-shot (Table 13) so validity can be measured.
 */
suiteFollowUps.register('conner', async (spec, config) => {
  const options = (spec.suiteOptions ?? {}) as ConnerFollowUpOptions;
  const gamma = options.gamma ?? DEFAULT_GAMMA;
  const retrieve = retrieverFor(spec.retrieval, config, options.evidence ?? DEFAULT_EVIDENCE_PASSAGES);
  const model = options.downstreamModel ? await modelFor('generator', config) : undefined;
  const selecting = (options.selectKnowledge ?? 0) > 1 || options.selectDemos !== undefined;
  const quality = selecting ? await knowledgeQualityDependencies(spec.judge, config) : undefined;
  const ranked = options.selectDemos && quality ? await rankedDemonstrations(spec, { selectDemos: options.selectDemos, gamma }, quality) : undefined;

  const select = async (example: ConnerExample, answer: Answer): Promise<{ answer: Answer; evidence?: Passage[] }> => {
    const samples = answer.trace.at(-1)?.replies?.map(cleanKnowledge);
    const knowledge = answer.statements.map((statement) => statement.text).join(' ');
    if (!quality || !samples || samples.length < 2) return { answer, ...(retrieve ? { evidence: await retrieve(knowledge) } : {}) };
    const evidence = retrieve ? await Promise.all(samples.map(retrieve)) : undefined;
    const { scores } = await knowledgeQuality(samples.map((sample, index) => itemFor(example, String(index), sample, evidence?.[index])), quality, gamma);
    const best = scores.reduce<number>((top, score, index) => ((score ?? -Infinity) > (scores[top] ?? -Infinity) ? index : top), 0);
    const text = samples[best]!;
    const selected: Answer = {
      ...answer,
      text,
      statements: splitSentences(text).map((sentence) => ({ text: sentence, citations: [] })),
      trace: answer.trace.map((entry, index) => (index === answer.trace.length - 1 ? { ...entry, step: `${entry.step}; kept sample ${best + 1} of ${samples.length} by Q_know (${scores.map((score) => (score === null ? '—' : score.toFixed(3))).join(', ')})` } : entry)),
    };
    return { answer: selected, ...(evidence ? { evidence: evidence[best]! } : {}) };
  };

  const followUp: SuiteFollowUp = {
    ...(ranked
      ? {
          before: (input) => ({
            ...input,
            setting: { ...input.setting, demonstrations: ranked.filter((demonstration) => demonstration.id !== input.id).slice(0, options.selectDemos!.n) },
          }),
        }
      : {}),
    async after(input, answer, seed) {
      const example = input.gold?.conner as ConnerExample | undefined;
      const { answer: kept, evidence } = example ? await select(example, answer) : { answer, evidence: undefined };
      const knowledge = kept.statements.map((statement) => statement.text).join(' ');
      const downstream =
        model && example
          ? await downstreamAnswer(model, { task: example.task, topic: example.topic, question: example.query }, knowledge, input.setting?.demonstrations ?? [], {
              ...(options.answerTemplate ? { template: options.answerTemplate } : {}),
              seed,
            })
          : undefined;
      return {
        ...(kept !== answer ? { answer: kept } : {}),
        fields: { ...(evidence ? { evidence } : {}), ...(downstream ? { downstream: { text: downstream.text, template: downstream.template } } : {}) },
        trace: downstream ? [downstream.trace] : [],
      };
    },
  };
  return followUp;
});
