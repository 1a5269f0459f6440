import { removeCitations } from '../../../src/citations/alce-citations.js';
import type { LabelledPair } from '../../../src/judges/trained/train-judge.js';
import type { CaqaSample } from '../caqa-sample.js';
import type { HumanCitationRun } from '../../judges/agreement/human-citations-file.js';
import { formatPremise } from '../../judges/agreement/judge-citation-labels.js';

/** CAQA samples as NLI pairs: the citation against the answer statement; supportive → entail, contradictory → contradict, the rest neutral. */
export function caqaTrainingPairs(samples: readonly CaqaSample[]): LabelledPair[] {
  return samples.map((sample) => ({
    pair: { premise: sample.citation, hypothesis: sample.answer_statement },
    label: sample.category === 'supportive' ? 'entail' : sample.category === 'contradictory' ? 'contradict' : 'neutral',
  }));
}

/**
 * ALCE human citation labels as NLI pairs: each sentence against its (first three) cited passages, entailed when
 * the annotators said the citations support it (sentence recall), as ALCE's recall decision asks the judge.
 */
export function humanCitationPairs(runs: readonly HumanCitationRun[]): LabelledPair[] {
  return runs.flatMap((run) =>
    run.items.flatMap((item) =>
      item.sentences
        .filter((sentence) => sentence.citations.length > 0)
        .map((sentence) => ({
          pair: { premise: formatPremise(sentence.citations.slice(0, 3)), hypothesis: removeCitations(sentence.text).trim() },
          label: sentence.sentence_recall_score > 0 ? ('entail' as const) : ('neutral' as const),
        })),
    ),
  );
}
