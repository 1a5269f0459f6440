import { wink } from '../text/wink.js';
import type { Gazetteer } from './gazetteer.js';
import type { CoarseType, EntityRecognizer, Mention, MentionSource } from '../core/mention.js';
import { properNounSpans, type NerToken } from './proper-noun-mentions.js';
import type { PersonNameWords } from './name-capitals.js';


const WINK_ENTITY_SOURCES: Record<string, MentionSource> = {
  DATE: 'date',
  TIME: 'date',
  DURATION: 'date',
  CARDINAL: 'number',
  ORDINAL: 'number',
  MONEY: 'number',
  PERCENT: 'number',
};

/**
 * winkNLP keeps one set of learned custom entities per pipeline, and the pipeline is shared by the process:
 * remember whose names it holds and re-learn only when another gazetteer asks. This module is the only one that
 * teaches the shared pipeline custom entities; another learner would have to go through `ensureLearned` too.
 */
let learnedGazetteer: Gazetteer | undefined;

function ensureLearned(gazetteer: Gazetteer): void {
  if (learnedGazetteer === gazetteer) return;
  wink().learnCustomEntities([{ name: 'kg-name', patterns: gazetteer.names }], {
    matchValue: false,
    usePOS: false,
    useEntity: false,
  });
  learnedGazetteer = gazetteer;
}

function tokensOf(text: string, values: string[], pos: string[], sentenceStarts: Set<number>): NerToken[] {
  const tokens: NerToken[] = [];
  let cursor = 0;
  values.forEach((value, index) => {
    const found = text.indexOf(value, cursor);
    // winkNLP may expand contractions; such tokens keep the cursor position and an empty span.
    const start = found < 0 ? cursor : found;
    const end = found < 0 ? cursor : found + value.length;
    tokens.push({
      value,
      pos: pos[index] ?? 'X',
      start,
      end,
      spaceBefore: start > 0 && /\s/.test(text[start - 1] ?? ''),
      sentenceStart: sentenceStarts.has(index),
    });
    cursor = end;
  });
  return tokens;
}

const POSSESSIVE_TAIL = /(?:['’]s?)$/u;

function spanMention(text: string, tokens: NerToken[], first: number, last: number, type: CoarseType, source: MentionSource): Mention {
  const start = tokens[first]!.start;
  let end = tokens[last]!.end;
  // A name never stops inside a word: winkNLP splits some letters off a token ("Marić's" → "Mari", "ć's").
  while (end < text.length && /[\p{L}\p{M}]/u.test(text[end]!)) end += 1;
  // A possessive glued into one token ("Jesus'" in some tokenisations) is not part of the name.
  const raw = text.slice(start, end);
  const stripped = raw.length > 2 ? raw.replace(POSSESSIVE_TAIL, '') : raw;
  end = start + stripped.length;
  return { text: stripped, start, end, type, source };
}

/** Mentions in order of position: gazetteer names claim their tokens first, then dates and numbers, then proper-noun runs. */
export function createEntityRecognizer(options: { gazetteer?: Gazetteer; nameWords?: PersonNameWords } = {}): EntityRecognizer {
  const { gazetteer, nameWords } = options;
  return {
    ...(nameWords ? { prepare: (text: string) => nameWords.prepare(text) } : {}),
    recognize(typed: string): Mention[] {
      // A text typed in lower case is read with its name words capitalised (`PersonNameWords.capitalise`), at the same positions;
      // a mention keeps the text as typed.
      const text = nameWords ? nameWords.capitalise(typed) : typed;
      const nlp = wink();
      const its = nlp.its;
      if (gazetteer && gazetteer.size > 0) ensureLearned(gazetteer);
      const doc = nlp.readDoc(text);
      const values = doc.tokens().out(its.value) as string[];
      const pos = doc.tokens().out(its.pos) as string[];
      const sentenceStarts = new Set<number>();
      for (const span of doc.sentences().out(its.span) as unknown as [number, number][]) sentenceStarts.add(span[0]);
      const tokens = tokensOf(text, values, pos, sentenceStarts);
      const taken = tokens.map(() => false);
      const mentions: Mention[] = [];

      if (gazetteer && gazetteer.size > 0) {
        for (const [first, last] of doc.customEntities().out(its.span) as unknown as [number, number][]) {
          const matched = tokens.slice(first, last + 1);
          // A lower-case single word ("human", "painter") is a common noun, not a mention of the entity so named.
          if (first === last && !/\p{Lu}/u.test(matched[0]!.value)) continue;
          const mention = spanMention(typed, tokens, first, last, 'other', 'gazetteer');
          const entries = gazetteer.lookup(mention.text);
          if (entries.length === 0) continue;
          mention.type = entries.some((entry) => entry.type === 'person') ? 'person' : entries[0]!.type;
          mentions.push(mention);
          for (let i = first; i <= last; i += 1) taken[i] = true;
        }
      }

      const entityTypes = doc.entities().out(its.type) as unknown as string[];
      const entitySpans = doc.entities().out(its.span) as unknown as [number, number][];
      entitySpans.forEach(([first, last], index) => {
        const source = WINK_ENTITY_SOURCES[entityTypes[index] ?? ''];
        if (!source || taken.slice(first, last + 1).some(Boolean)) return;
        mentions.push(spanMention(typed, tokens, first, last, 'other', source));
        for (let i = first; i <= last; i += 1) taken[i] = true;
      });


      for (const span of properNounSpans(tokens, taken)) {
        mentions.push(spanMention(typed, tokens, span.first, span.last, span.type, 'proper-noun'));
        for (let i = span.first; i <= span.last; i += 1) taken[i] = true;
      }

      return mentions.filter((mention) => mention.text !== '').sort((a, b) => a.start - b.start);
    },
  };
}
