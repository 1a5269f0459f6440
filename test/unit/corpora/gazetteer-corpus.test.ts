import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { GAZETTEER_DOCUMENTS, GAZETTEER_QUESTIONS } from '../../../corpora/index.js';

// The second document set is what ask is measured on beyond the biographies; these checks keep its gold honest
// (every answer verbatim in a gold document) and its format what `citeqa index` and the measuring script read.

const documentSchema = z.object({ id: z.string().regex(/^d\d{2}$/), title: z.string().min(1), text: z.string().min(1) }).strict();
const questionSchema = z
  .object({
    id: z.string().regex(/^g\d{2}$/),
    question: z.string().min(1),
    answerable_from: z.enum(['passages', 'none']),
    answers: z.array(z.string().min(1)),
    gold_passages: z.array(z.string()),
    missing: z.array(z.string().min(1)),
  })
  .strict();

const lines = (path: string): unknown[] =>
  readFileSync(path, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as unknown);
const documents = lines(GAZETTEER_DOCUMENTS).map((line) => documentSchema.parse(line));
const questions = lines(GAZETTEER_QUESTIONS).map((line) => questionSchema.parse(line));
const documentById = new Map(documents.map((document) => [document.id, document]));

describe('gazetteer document set', () => {
  it('has at least ten short documents with unique ids and titles', () => {
    expect(documents.length).toBeGreaterThanOrEqual(10);
    expect(new Set(documents.map((document) => document.id)).size).toBe(documents.length);
    expect(new Set(documents.map((document) => document.title)).size).toBe(documents.length);
    for (const document of documents) expect(document.text.split(/\s+/).length, document.id).toBeLessThanOrEqual(150);
  });

  it('has at least 20 questions, answerable and unanswerable, with unique ids', () => {
    expect(questions.length).toBeGreaterThanOrEqual(20);
    expect(new Set(questions.map((question) => question.id)).size).toBe(questions.length);
    expect(questions.filter((question) => question.answerable_from === 'passages').length).toBeGreaterThanOrEqual(15);
    expect(questions.filter((question) => question.answerable_from === 'none').length).toBeGreaterThanOrEqual(8);
  });

  it('finds every gold answer verbatim in a gold document, and gives unanswerable ones only what is missing', () => {
    for (const question of questions) {
      if (question.answerable_from === 'none') {
        expect([question.answers, question.gold_passages], question.id).toEqual([[], []]);
        expect(question.missing.length, question.id).toBeGreaterThan(0);
        continue;
      }
      expect(question.answers.length, question.id).toBeGreaterThan(0);
      for (const answer of question.answers) {
        const found = question.gold_passages.some((id) => documentById.get(id)?.text.includes(answer));
        expect(found, `${question.id}: ${answer}`).toBe(true);
      }
    }
  });
});
