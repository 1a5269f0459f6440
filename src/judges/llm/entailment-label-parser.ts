import type { EntailmentLabel } from '../../core/entailment-judge.js';
import { failure, success, type Result } from '../../core/result.js';

/** Words a model may use for each label; the prompt asks for the first of each. */
const LABEL_WORDS: [RegExp, EntailmentLabel][] = [
  [/^(entails?|entailment|entailed|supported|supports|yes|true|1)$/, 'entail'],
  [/^(neutral|unsupported|not[ _-]?enough[ _-]?info(rmation)?|unknown|undetermined|no|0)$/, 'neutral'],
  [/^(contradicts?|contradiction|contradicted|contradictory|refuted|refutes|false)$/, 'contradict'],
];

function labelOfWord(word: string): EntailmentLabel | undefined {
  const cleaned = word.toLowerCase().replace(/^[\s"'`*(\[{]+|[\s"'`*.!,:;)\]}]+$/g, '');
  return LABEL_WORDS.find(([pattern]) => pattern.test(cleaned))?.[1];
}

const NEGATED = /\b(not|n't|never|no)\s+(entail|support|contradict)/i;

/**
 * Reads an entailment label from a model reply: the bare word (any case, quoted, with trailing punctuation),
 * `label: X`, JSON `{"label": "X"}`, or — as a repair — a reply whose only label word is unambiguous. A reply
 * naming two different labels, a negated label ("does not entail") or none is a failure, never a guess.
 */
export function parseEntailmentLabel(reply: string): Result<EntailmentLabel> {
  const text = reply.trim();
  if (text === '') return failure('empty reply');

  const json = /\{[\s\S]*\}/.exec(text);
  if (json) {
    try {
      const parsed = JSON.parse(json[0]) as Record<string, unknown>;
      const value = parsed.label ?? parsed.answer ?? parsed.verdict;
      if (typeof value === 'string') {
        const label = labelOfWord(value);
        if (label) return success(label);
        return failure(`unknown label "${value}" in JSON reply`);
      }
    } catch {
      // not JSON after all; fall through to the word rules
    }
  }

  const firstLine = text.split('\n')[0]!.replace(/^(label|answer|verdict)\s*[:=]\s*/i, '');
  const whole = labelOfWord(firstLine);
  if (whole) return success(whole);

  if (NEGATED.test(text)) return failure(`negated label in "${truncate(text)}"`);
  const found = new Set(
    text
      .split(/[^A-Za-z0-9_-]+/)
      .filter((word) => word.length > 1 && !/^(no|yes|true|false)$/i.test(word))
      .map(labelOfWord)
      .filter((label): label is EntailmentLabel => label !== undefined),
  );
  if (found.size === 1) return success([...found][0]!);
  if (found.size > 1) return failure(`several labels in "${truncate(text)}"`);
  return failure(`no label in "${truncate(text)}"`);
}

const truncate = (text: string): string => (text.length > 60 ? `${text.slice(0, 57)}...` : text);
