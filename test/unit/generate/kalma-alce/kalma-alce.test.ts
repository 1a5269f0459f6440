import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { configSchema, PROJECT_ROOT } from '../../../../src/config/config.js';
import type { EntityCard } from '../../../../src/core/knowledge.js';
import type { Passage } from '../../../../src/core/passage.js';
import { answer } from '../../../../src/pipeline/answer.js';
import { resolveCitations } from '../../../../src/cli/print-answer.js';
import { useFakeOpenAIServer } from '../../../support/use-fake-openai-server.js';

const entities: EntityCard[] = [
  { qid: 'Q9000101', name: 'Ada Quill', properties: { occupation: ['writer', 'teacher'], 'student of': ['Ben Mott'], 'award received': ['Order of Merit, second class'] } },
  { qid: 'Q9000102', name: 'Ben Mott', properties: { occupation: ['poet'] } },
];
const passages: Passage[] = [
  { id: 'quill#0', title: 'Ada Quill', text: 'Ada Quill taught at a school in Leeds.' },
  { id: 'leeds#0', title: 'Leeds', text: 'Leeds is a city in Yorkshire.' },
];
const question = 'Who taught Ada Quill, and where did she teach?';

describe('kalma-alce over HTTP (fake OpenAI-compatible server)', () => {
  const server = useFakeOpenAIServer();
  const config = () => configSchema.parse({ cacheDir: mkdtempSync(join(tmpdir(), 'citeqa-kalma-alce-')), llm: { baseURL: server.baseURL, model: 'fake-lm', apiKey: 'k' } });
  const ask = () => answer(question, 'both', { strategy: 'kalma-alce', kg: { entities }, passages: { passages } }, config());

  it('sends one prompt with the KG triples and the numbered passages, exactly as written in the golden file', async () => {
    server.chat.enqueue('Ada Quill was taught by Ben Mott [Q9000101, student of: Ben Mott] [1].');
    const before = server.requestsTo('/chat/completions').length;
    await ask();
    const requests = server.requestsTo('/chat/completions').slice(before);
    expect(requests).toHaveLength(1);
    const golden = JSON.parse(readFileSync(join(PROJECT_ROOT, 'test/fixtures/kalma-alce/prompt-golden.json'), 'utf8')) as { messages: unknown[] };
    expect(requests[0]!.body.messages).toEqual(golden.messages);
  });

  it('reads triple and passage citations of one text and resolves them: unknown qid and out-of-range [n] reported', async () => {
    server.chat.enqueue(
      'Ada Quill was taught by Ben Mott [Q9000101, student of: Ben Mott] and taught at a school in Leeds [1]. She also studied in Paris [Q9999999, educated at: Sorbonne][7]. Her favourite colour is unknown [NA].',
    );
    const result = await ask();
    expect(result.answer.strategy).toBe('kalma-alce');
    expect(result.answer.statements.map((statement) => statement.text)).toEqual([
      'Ada Quill was taught by Ben Mott and taught at a school in Leeds.',
      'She also studied in Paris.',
      'Her favourite colour is unknown.',
    ]);
    expect(result.answer.statements.map((statement) => statement.citations)).toEqual([
      [
        { kind: 'triple', qid: 'Q9000101', property: 'student of', value: 'Ben Mott' },
        { kind: 'passage', index: 1, id: 'quill#0', title: 'Ada Quill' },
      ],
      [
        { kind: 'triple', qid: 'Q9999999', property: 'educated at', value: 'Sorbonne' },
        { kind: 'passage', index: 7 },
      ],
      [{ kind: 'na' }],
    ]);
    expect(result.answer.statements[1]).toMatchObject({ outOfRange: [7] });
    expect(result.answer.citationChecks).toEqual([
      { citation: { kind: 'triple', qid: 'Q9000101', property: 'student of', value: 'Ben Mott' }, inKg: true },
      { citation: { kind: 'triple', qid: 'Q9999999', property: 'educated at', value: 'Sorbonne' }, inKg: false, problem: 'Q9999999 is not a retrieved entity' },
    ]);
    // What ask prints for each citation: the KG fact with its check, the passage or the missing one, [NA].
    expect(resolveCitations(result.answer, result.entities)).toEqual([
      { statement: 0, kind: 'triple', qid: 'Q9000101', entity: 'Ada Quill', property: 'student of', value: 'Ben Mott', inKg: true },
      { statement: 0, kind: 'passage', index: 1, passageId: 'quill#0', title: 'Ada Quill' },
      { statement: 1, kind: 'triple', qid: 'Q9999999', property: 'educated at', value: 'Sorbonne', inKg: false, problem: 'Q9999999 is not a retrieved entity' },
      { statement: 1, kind: 'passage', index: 7 },
      { statement: 2, kind: 'na' },
    ]);
  });

  it('reads a wrong property or value of a known entity as a citation that is not in the KG, and [1, 2] as two passages', async () => {
    server.chat.enqueue('Ada Quill was a poet [Q9000101, occupation: poet] who lived in Yorkshire [1, 2].');
    const result = await ask();
    expect(result.answer.statements[0]!.citations).toEqual([
      { kind: 'triple', qid: 'Q9000101', property: 'occupation', value: 'poet' },
      { kind: 'passage', index: 1, id: 'quill#0', title: 'Ada Quill' },
      { kind: 'passage', index: 2, id: 'leeds#0', title: 'Leeds' },
    ]);
    expect(result.answer.citationChecks?.[0]).toMatchObject({ inKg: false, problem: '"poet" is not a value of Ada Quill\'s occupation' });
  });

  it('is refused with --source kg or passages, naming --source both', async () => {
    await expect(answer(question, 'kg', { strategy: 'kalma-alce', kg: { entities } }, config())).rejects.toThrow(/--strategy kalma-alce: .*--source both/);
    await expect(answer(question, 'passages', { strategy: 'kalma-alce', passages: { passages } }, config())).rejects.toThrow(/--strategy kalma-alce: .*--source both/);
  });
});
