import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { confusionMetrics } from '../../eval/caqa/evaluate/confusion-metrics.js';
import { extractLabel } from '../../eval/caqa/evaluate/label-extraction.js';
import { sharedData } from '../support/shared-data.js';

interface Golden {
  label_extraction: Record<string, Record<string, string>>;
  confusion_example: { labels: string[]; y_true: string[]; y_pred: string[]; confusion_matrix: number[][]; precision: number[]; recall: number[]; f1: number[]; micro_f1: number; macro_f1: number };
}
const golden = JSON.parse(readFileSync(sharedData('golden', 'caqa_golden_cases.json'), 'utf8')) as Golden;
const tasks = JSON.parse(readFileSync(sharedData('caqa', 'prompts.json'), 'utf8')) as { task_name: string; label_map: Record<string, string> }[];

describe('CAQA golden cases', () => {
  it('extracts labels exactly as inference.py does, for every task prompt and reply', () => {
    for (const [taskName, cases] of Object.entries(golden.label_extraction)) {
      const task = tasks.find((candidate) => candidate.task_name === taskName)!;
      for (const [reply, expected] of Object.entries(cases)) expect(extractLabel(reply, task.label_map), `${taskName}: ${reply}`).toBe(expected);
    }
  });

  it('computes the confusion matrix and P / R / F1 / micro / macro as the reference, dropping None', () => {
    const example = golden.confusion_example;
    const result = confusionMetrics(example.y_true, example.y_pred, example.labels);
    expect(result.matrix).toEqual(example.confusion_matrix);
    result.classes.forEach((scores, i) => {
      expect(scores.precision).toBeCloseTo(example.precision[i]!, 12);
      expect(scores.recall).toBeCloseTo(example.recall[i]!, 12);
      expect(scores.f1).toBeCloseTo(example.f1[i]!, 12);
    });
    expect(result.microF1).toBeCloseTo(example.micro_f1, 12);
    expect(result.macroF1).toBeCloseTo(example.macro_f1, 12);
    expect(result.dropped).toBe(1);
  });
});
