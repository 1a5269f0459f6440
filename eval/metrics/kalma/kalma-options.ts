/**
 * Where the KaLMA paper and its code differ, the paper's definition is the default and the code's is an option,
 * so published figures can be reproduced either way.
 */
export interface KalmaOptions {
  /**
   * Paper: a citation counts for precision and recall only when it is also correct against the KG. The code
   * (auto_eval/eval_recall.py) matches against the minimum set without that check. Default true (paper).
   */
  correctnessCheck: boolean;
  /** The code evaluates alignment on the first 400 answers only; undefined = every answer (paper). */
  alignmentFirst?: number;
  /**
   * Absent knowledge for [NA] scores. `removed` (paper): the knowledge removed from the KG. `not-cited` (code,
   * ablation/eval_NA.py): the minimum-set knowledge the answer does not cite.
   */
  absentKnowledge: 'removed' | 'not-cited';
  /**
   * [NA] scoring. `paper`: an NA sentence is precise when it entails some absent fact, an absent fact is recalled
   * when some NA sentence entails it, and answers without NA sentences still count toward recall. `code`: counts
   * every entailed (sentence, fact) pair and skips answers without NA sentences, as eval_NA.py does.
   */
  naScoring: 'paper' | 'code';
  /**
   * The paper's [NA] precision edge case (§4.5): an [NA] sentence that does not answer the question at all counts as
   * correct. Decided per sentence by the rating judge; without one it is not applied and the result says so. Paper
   * scoring only (KaLMA's eval_NA.py has no such rule). Default true.
   */
  naEdgeRule: boolean;
  /** The code scores text quality on the first 100 answers with a non-empty KG; undefined = every answer. */
  textQualityFirst?: number;
  /** G-Eval samples per answer and dimension (averaged). */
  textQualitySamples: number;
}

export const DEFAULT_KALMA_OPTIONS: KalmaOptions = {
  correctnessCheck: true,
  absentKnowledge: 'removed',
  naScoring: 'paper',
  naEdgeRule: true,
  textQualitySamples: 1,
};
