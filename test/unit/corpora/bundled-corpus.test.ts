import { existsSync, readFileSync } from 'node:fs';
import { isAbsolute } from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { BUNDLED_ENTITIES, BUNDLED_PASSAGES, BUNDLED_QUESTIONS } from '../../../corpora/index.js';
import { splitOfPerson } from '../../../corpora/question-split.js';
import { containsAnswer } from '../../../eval/kg-retrieval/kg-answer-measures.js';

// The bundled corpus is data other parts code against; these checks pin the formats in corpora/README.md
// and the minimums issue 2 asks for, so an edit that breaks either fails here rather than in a pipeline.

const claimValue = z.union([z.string().min(1), z.object({ id: z.string() }).strict()]);
const entitySchema = z
  .object({
    id: z.string().regex(/^Q(5|9\d{6})$/),
    label: z.string().min(1),
    aliases: z.array(z.string().min(1)),
    description: z.string().min(1),
    claims: z.record(z.string().min(1), z.array(claimValue).min(1)),
  })
  .strict();
const passageSchema = z
  .object({ id: z.string().regex(/^p\d{3}$/), title: z.string().min(1), text: z.string().min(1) })
  .strict();
const questionSchema = z
  .object({
    id: z.string().regex(/^q\d{2,}$/),
    question: z.string().min(1),
    answerable_from: z.enum(['kg', 'passages', 'both', 'none']),
    answers: z.array(z.string().min(1)),
    gold_passages: z.array(z.string()),
    gold_triples: z.array(z.tuple([z.string(), z.string(), z.string()])),
    missing: z.array(z.string().min(1)),
    person: z.string().regex(/^Q9\d{6}$/),
    split: z.enum(['tune', 'test']),
  })
  .strict();

type Entity = z.infer<typeof entitySchema>;
type Question = z.infer<typeof questionSchema>;

function readJsonl<T>(path: string, schema: z.ZodType<T>): T[] {
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line, index) => {
      const parsed = schema.safeParse(JSON.parse(line));
      if (!parsed.success) throw new Error(`${path}:${index + 1}: ${parsed.error.message}`);
      return parsed.data;
    });
}

const entities = readJsonl(BUNDLED_ENTITIES, entitySchema);
const passages = readJsonl(BUNDLED_PASSAGES, passageSchema);
const questions = readJsonl(BUNDLED_QUESTIONS, questionSchema);
const byId = new Map(entities.map((entity) => [entity.id, entity]));

const isHuman = (entity: Entity): boolean =>
  (entity.claims['instance of'] ?? []).some((value) => typeof value !== 'string' && value.id === 'Q5');
const humans = entities.filter(isHuman);
const labelOf = (value: string | { id: string }): string =>
  typeof value === 'string' ? value : (byId.get(value.id)?.label ?? `<dangling ${value.id}>`);
const entityIds = (entity: Entity, property: string): string[] =>
  (entity.claims[property] ?? []).flatMap((value) => (typeof value === 'string' ? [] : [value.id]));
const wordCount = (text: string): number => text.split(/\s+/).filter(Boolean).length;

/** Persons reachable from `start` by following `first` then `second` (both person-to-person properties). */
function twoHop(start: Entity, first: string, second: string): string[] {
  return entityIds(start, first).flatMap((middle) => {
    const next = byId.get(middle);
    return next ? entityIds(next, second).map((end) => byId.get(end)?.label ?? end) : [];
  });
}
const human = (label: string): Entity => {
  const found = humans.filter((entity) => entity.label === label);
  expect(found, `exactly one person labelled ${label}`).toHaveLength(1);
  return found[0]!;
};

describe('bundled corpus paths', () => {
  it('exports absolute paths to files that exist', () => {
    for (const path of [BUNDLED_ENTITIES, BUNDLED_PASSAGES, BUNDLED_QUESTIONS]) {
      expect(isAbsolute(path)).toBe(true);
      expect(existsSync(path)).toBe(true);
    }
  });
});

describe('bundled biography knowledge graph', () => {
  it('has unique ids, with Q5 as the human class', () => {
    expect(new Set(entities.map((entity) => entity.id)).size).toBe(entities.length);
    expect(byId.get('Q5')?.label).toBe('human');
  });

  it('has at least 40 people and at least 600 claims', () => {
    const biographies = humans.filter((entity) => Object.keys(entity.claims).length >= 8);
    expect(biographies.length).toBeGreaterThanOrEqual(40);
    const claims = entities.reduce((sum, entity) => sum + Object.values(entity.claims).flat().length, 0);
    expect(claims).toBeGreaterThanOrEqual(600);
  });

  it('resolves every entity reference to a line of the file', () => {
    const dangling = entities.flatMap((entity) =>
      Object.entries(entity.claims).flatMap(([property, values]) =>
        values.flatMap((value) =>
          typeof value !== 'string' && !byId.has(value.id) ? [`${entity.id} ${property} ${value.id}`] : [],
        ),
      ),
    );
    expect(dangling).toEqual([]);
  });

  it('writes dates as ISO strings like BioKaLMA', () => {
    for (const entity of humans) {
      for (const property of ['date_of_birth', 'date_of_death']) {
        for (const value of entity.claims[property] ?? []) {
          expect(value, `${entity.label} ${property}`).toMatch(/^-?\d{4}-\d{2}-\d{2}$/);
        }
      }
    }
  });

  it('has at least three pairs of different people sharing a label, told apart by their facts', () => {
    const byLabel = new Map<string, Entity[]>();
    for (const entity of humans) byLabel.set(entity.label, [...(byLabel.get(entity.label) ?? []), entity]);
    const shared = [...byLabel.values()].filter((group) => group.length >= 2);
    expect(shared.length).toBeGreaterThanOrEqual(3);
    for (const [first, second] of shared) {
      const facts = (entity: Entity) =>
        JSON.stringify([entity.claims['date_of_birth'], entity.claims['place of birth'], entity.claims['occupation']]);
      expect(first!.description).not.toBe(second!.description);
      expect(facts(first!)).not.toBe(facts(second!));
    }
  });

  it('links people by family and teaching so two-hop paths exist', () => {
    expect(twoHop(human('Socrates'), 'student', 'student')).toContain('Aristotle');
    expect(twoHop(human('Aristotle'), 'student of', 'student of')).toContain('Socrates');
    expect(twoHop(human('Joseph Haydn'), 'student', 'student')).toContain('Carl Czerny');
    expect(twoHop(human('Carl Czerny'), 'student', 'child')).toContain('Cosima Wagner');
    expect(twoHop(human('Andrea del Verrocchio'), 'student', 'student')).toContain('Raphael');
    expect(twoHop(human('Marie Curie'), 'spouse', 'child')).toContain('Irène Joliot-Curie');
    expect(twoHop(human('Irène Joliot-Curie'), 'mother', 'father')).toContain('Władysław Skłodowski');
    expect(twoHop(human('Artemisia Gentileschi'), 'father', 'notable works')).toContain('The Lute Player');
    expect(twoHop(human('Pierre Curie'), 'student', 'student')).toContain('Louis de Broglie');
  });

  it('keeps family and teaching links symmetric between people of the corpus', () => {
    const inverse: Record<string, (subject: Entity) => string[]> = {
      spouse: () => ['spouse'],
      sibling: () => ['sibling'],
      student: () => ['student of'],
      'student of': () => ['student'],
      child: () => ['father', 'mother'],
      father: () => ['child'],
      mother: () => ['child'],
    };
    const broken: string[] = [];
    for (const entity of humans) {
      for (const [property, inverseOf] of Object.entries(inverse)) {
        for (const target of entityIds(entity, property)) {
          const other = byId.get(target);
          if (!other || !isHuman(other)) continue;
          const back = inverseOf(entity).some((p) => entityIds(other, p).includes(entity.id));
          if (!back) broken.push(`${entity.label} ${property} ${other.label}`);
        }
      }
    }
    expect(broken).toEqual([]);
  });
});

describe('bundled passages', () => {
  it('has at least 150 passages of 80 to 100 words with unique ids', () => {
    expect(passages.length).toBeGreaterThanOrEqual(150);
    expect(new Set(passages.map((passage) => passage.id)).size).toBe(passages.length);
    const outOfRange = passages.filter((passage) => {
      const words = wordCount(passage.text);
      return words < 80 || words > 100;
    });
    expect(outOfRange.map((passage) => `${passage.id}: ${wordCount(passage.text)}`)).toEqual([]);
  });

  it('titles each passage with a person of the KG (disambiguated when a label is shared)', () => {
    const labels = new Set(humans.map((entity) => entity.label));
    const unknown = passages.filter((passage) => !labels.has(passage.title.replace(/ \([^)]*\)$/, '')));
    expect(unknown.map((passage) => passage.title)).toEqual([]);
    const titles = new Set(passages.map((passage) => passage.title));
    expect(titles.size).toBeGreaterThanOrEqual(40);
  });
});

describe('bundled questions', () => {
  const kind = (from: Question['answerable_from']) => questions.filter((q) => q.answerable_from === from);
  const passageById = new Map(passages.map((passage) => [passage.id, passage]));

  it('has at least 150 questions of every kind', () => {
    expect(questions.length).toBeGreaterThanOrEqual(150);
    expect(new Set(questions.map((q) => q.id)).size).toBe(questions.length);
    expect(kind('kg').length).toBeGreaterThanOrEqual(10);
    expect(kind('passages').length).toBeGreaterThanOrEqual(10);
    expect(kind('both').length).toBeGreaterThanOrEqual(1);
    expect(kind('none').length).toBeGreaterThanOrEqual(6);
    expect(questions.some((q) => /^Who was the father of /.test(q.question))).toBe(true);
    expect(questions.some((q) => /^Who taught /.test(q.question))).toBe(true);
  });

  it('states the evidence each kind needs', () => {
    for (const q of questions) {
      const label = `${q.id} (${q.answerable_from})`;
      if (q.answerable_from === 'none') {
        expect(q.gold_triples, label).toEqual([]);
        expect(q.gold_passages, label).toEqual([]);
        expect(q.missing.length, label).toBeGreaterThan(0);
        continue;
      }
      expect(q.answers.length, label).toBeGreaterThan(0);
      if (q.answerable_from !== 'passages') expect(q.gold_triples.length, label).toBeGreaterThan(0);
      if (q.answerable_from !== 'kg') expect(q.gold_passages.length, label).toBeGreaterThan(0);
    }
  });

  it('cites gold triples that exist in the KG', () => {
    const missingTriples = questions.flatMap((q) =>
      q.gold_triples.filter(([subject, property, value]) => {
        const values = byId.get(subject)?.claims[property] ?? [];
        return !values.map(labelOf).includes(value);
      }).map((triple) => `${q.id}: ${triple.join(' | ')}`),
    );
    expect(missingTriples).toEqual([]);
  });

  it('cites gold passages that exist and contain an answer', () => {
    for (const q of questions) {
      for (const id of q.gold_passages) {
        const passage = passageById.get(id);
        expect(passage, `${q.id} cites ${id}`).toBeDefined();
        expect(q.answers.some((answer) => passage!.text.includes(answer)), `${q.id} answer in ${id}`).toBe(true);
      }
    }
  });

  it('finds every answer verbatim in a gold passage or gold triple value', () => {
    for (const q of questions) {
      for (const answer of q.answers) {
        const inPassage = q.gold_passages.some((id) => passageById.get(id)?.text.includes(answer));
        const inTriple = q.gold_triples.some(([, , value]) => value === answer);
        expect(inPassage || inTriple, `${q.id}: ${answer}`).toBe(true);
      }
    }
  });

  it('finds every answer of a passage question in its gold passages as the figures match it', () => {
    // The figures match gold answers SQuAD-normalised, on word boundaries: "Stanley Myers" is not found in "Stanley
    // Myers's Cavatina", whose normal form has "myerss", so such a gold could never be counted present.
    const unmatched = questions
      .filter((q) => q.answerable_from === 'passages')
      .flatMap((q) => q.answers.filter((answer) => !q.gold_passages.some((id) => containsAnswer(passageById.get(id)?.text ?? '', answer))).map((answer) => `${q.id}: ${answer}`));
    expect(unmatched).toEqual([]);
  });

  it('asks about same-name people with a disambiguating hint', () => {
    const counts = new Map<string, number>();
    for (const entity of humans) counts.set(entity.label, (counts.get(entity.label) ?? 0) + 1);
    const sharedLabels = [...counts].filter(([, count]) => count > 1).map(([label]) => label);
    const hinted = questions.filter((q) => sharedLabels.some((label) => q.question.includes(label)));
    expect(hinted.length).toBeGreaterThanOrEqual(3);
    // The gold triples must point at the person the hint picks, not merely at someone with that name.
    for (const q of hinted) {
      for (const [subject] of q.gold_triples) {
        const entity = byId.get(subject)!;
        if (!sharedLabels.includes(entity.label)) continue;
        const hintWords = entity.description.toLowerCase().split(/\W+/).filter((word) => word.length > 4);
        expect(hintWords.some((word) => q.question.toLowerCase().includes(word)), `${q.id} hint`).toBe(true);
      }
    }
  });

  it('names a person of the KG as what each question is about', () => {
    const notPeople = questions.filter((q) => !isHuman(byId.get(q.person) ?? ({ claims: {} } as Entity)));
    expect(notPeople.map((q) => `${q.id}: ${q.person}`)).toEqual([]);
  });

  it('puts each question in the half the sha256 rule gives its person', () => {
    const wrong = questions.filter((q) => q.split !== splitOfPerson(byId.get(q.person)!.label));
    expect(wrong.map((q) => `${q.id}: ${q.split}`)).toEqual([]);
  });

  it('keeps all questions about one person, and people who share a label, in one half', () => {
    const halvesOf = new Map<string, Set<string>>();
    for (const q of questions) {
      const label = byId.get(q.person)!.label;
      halvesOf.set(label, (halvesOf.get(label) ?? new Set()).add(q.split));
    }
    const straddling = [...halvesOf].filter(([, halves]) => halves.size > 1).map(([label]) => label);
    expect(straddling).toEqual([]);
  });

  it('has answerable and unanswerable questions in both halves', () => {
    for (const half of ['tune', 'test'] as const) {
      const inHalf = questions.filter((q) => q.split === half);
      expect(inHalf.filter((q) => q.answerable_from !== 'none').length, half).toBeGreaterThanOrEqual(50);
      expect(inHalf.filter((q) => q.answerable_from === 'none').length, half).toBeGreaterThanOrEqual(15);
    }
  });
});
