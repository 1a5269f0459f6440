import type { Answer, Citation, TraceEntry } from '../core/answer.js';

/** One citation as `--json` prints it. */
export type CitationJson =
  | { kind: 'triple'; qid: string; property: string; value: string }
  | { kind: 'passage'; index: number; id?: string; title?: string }
  | { kind: 'na' };

/** The `--json` form of an Answer, the same for every command that prints one. */
export interface AnswerJson {
  question: string;
  text: string;
  statements: { text: string; citations: CitationJson[] }[];
  strategy: string;
  trace: TraceEntry[];
}

function citationToJson(citation: Citation): CitationJson {
  switch (citation.kind) {
    case 'triple':
      return { kind: 'triple', qid: citation.qid, property: citation.property, value: citation.value };
    case 'passage': {
      // id and title are absent when the marker names no shown passage; absent, not null, so consumers can test `in`.
      const json: CitationJson = { kind: 'passage', index: citation.index };
      if (citation.id !== undefined) json.id = citation.id;
      if (citation.title !== undefined) json.title = citation.title;
      return json;
    }
    case 'na':
      return { kind: 'na' };
  }
}

function traceEntryToJson(entry: TraceEntry): TraceEntry {
  const json: TraceEntry = { step: entry.step, prompt: entry.prompt, reply: entry.reply };
  for (const key of ['promptTokens', 'completionTokens', 'cost', 'cached'] as const) {
    if (entry[key] !== undefined) Object.assign(json, { [key]: entry[key] });
  }
  return json;
}

/**
 * `{"question", "text", "statements": [{"text", "citations": [...]}], "strategy", "trace": [...]}` with keys in
 * that order and nothing else: parser extras (raw sentences, dropped markers, repairs) stay out of the public form.
 */
export function answerToJson(answer: Answer): AnswerJson {
  return {
    question: answer.question,
    text: answer.text,
    statements: answer.statements.map((statement) => ({
      text: statement.text,
      citations: statement.citations.map(citationToJson),
    })),
    strategy: answer.strategy,
    trace: answer.trace.map(traceEntryToJson),
  };
}

/** The printed `--json` text: two-space indentation, trailing newline left to the printer. */
export function answerToJsonString(answer: Answer): string {
  return JSON.stringify(answerToJson(answer), null, 2);
}
