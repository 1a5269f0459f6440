import type { Command } from 'commander';
import { describeKgSources } from '../../../retrievers/kg/backends/all-kg-backends.js';
import { InputError } from '../../core/errors.js';
import { configFrom } from '../global-options.js';
import type { KgRetrieval } from '../../../retrievers/kg/kg-retriever.js';

interface RetrieveOptions {
  kg: string[];
  questions?: string;
  json?: boolean;
  firstValueOnly?: boolean;
  caseSensitive?: boolean;
  typeFilter: boolean;
}

const collect = (value: string, previous: string[]): string[] => [...previous, value];

function formatRetrieval(retrieval: KgRetrieval): string {
  const lines = [`Question: ${retrieval.question}`, 'Mentions:'];
  for (const mention of retrieval.mentions) lines.push(`  ${mention.text}  (${mention.type}, ${mention.source})`);
  if (retrieval.mentions.length === 0) lines.push('  (none)');
  for (const resolution of retrieval.resolutions) {
    const notes = [resolution.tie ? 'TIE' : '', resolution.zeroScore ? 'all scores zero' : ''].filter(Boolean).join(', ');
    lines.push(`Candidates for "${resolution.mention.text}"${notes ? ` [${notes}]` : ''}:`);
    for (const candidate of resolution.candidates) {
      const mark = candidate.qid === resolution.chosen ? '*' : ' ';
      const matched = candidate.matchedValues.length > 0 ? `  matched: ${candidate.matchedValues.join('; ')}` : '';
      lines.push(`  ${mark} ${candidate.qid}  ${candidate.label}  score ${candidate.score}  (${candidate.types.join(', ') || 'no type'}, ${candidate.facts} facts)${matched}`);
    }
    for (const removed of resolution.filteredOut) lines.push(`    ${removed.qid}  ${removed.label}  removed by type filter (${removed.types.join(', ')})`);
    if (resolution.candidates.length === 0 && resolution.filteredOut.length === 0) lines.push('    (no entity with this name)');
  }
  lines.push('Chosen subgraphs:');
  for (const card of retrieval.entities) {
    lines.push(`  ${card.qid}  ${card.name}`);
    for (const [property, values] of Object.entries(card.properties)) lines.push(`    ${property}: ${values.join(' | ')}`);
  }
  if (retrieval.entities.length === 0) lines.push('  (none)');
  return `${lines.join('\n')}\n`;
}

export function registerRetrieveCommand(program: Command): void {
  program
    .command('retrieve')
    .description('find the KG entities a question names (NER, same-name candidates, type filter, exact-match re-rank)')
    .argument('[question]', 'the question (or use --questions for a whole BioKaLMA file)')
    .option('--kg <source>', `KG: ${describeKgSources()}; repeat to union`, collect, [])
    .option('--questions <file>', 'BioKaLMA JSON file: retrieve for every question, one JSON line each')
    .option('--json', 'print JSON')
    .option('--first-value-only', 'keep only the first value of each property (as the KaLMA reference does)')
    .option('--case-sensitive', 'match entity labels case-sensitively')
    .option('--no-type-filter', 'do not restrict person mentions to humans')
    .action(async (question: string | undefined, options: RetrieveOptions, command: Command) => {
      const config = await configFrom(command);
      if (!question && !options.questions) throw new InputError('retrieve', 'give a question or --questions <file>');
      if (question && options.questions) throw new InputError('retrieve', 'give either a question or --questions, not both');
      const [{ loadKnowledgeGraph }, { kgRetrieverFor }] = await Promise.all([
        import('../../../retrievers/kg/load-knowledge-graph.js'),
        import('../../pipeline/kg-pipeline.js'),
      ]);
      const kg = await loadKnowledgeGraph(options.kg.length > 0 ? options.kg : ['bundled'], { timeoutMs: config.timeoutMs });
      const retriever = await kgRetrieverFor(kg, {
        firstValueOnly: options.firstValueOnly,
        caseSensitive: options.caseSensitive,
        typeFilter: options.typeFilter,
      });
      if (question) {
        const retrieval = await retriever.retrieve(question);
        process.stdout.write(options.json ? `${JSON.stringify(retrieval)}\n` : formatRetrieval(retrieval));
        return;
      }
      await retrieveBatch(options.questions!, retriever);
    });
}

async function retrieveBatch(file: string, retriever: import('../../../retrievers/kg/kg-retriever.js').KgRetriever): Promise<void> {
  const [{ loadBioKalma }, cliProgress] = await Promise.all([
    import('../../../retrievers/kg/biokalma-loader.js'),
    import('cli-progress'),
  ]);
  const items = await loadBioKalma(file);
  const bar = new cliProgress.default.SingleBar(
    { stream: process.stderr, format: 'retrieve [{bar}] {value}/{total} questions | {duration_formatted}', hideCursor: true },
    cliProgress.default.Presets.shades_classic,
  );
  const started = performance.now();
  bar.start(items.length, 0);
  let ties = 0;
  let unresolved = 0;
  for (const item of items) {
    const retrieval = await retriever.retrieve(item.question);
    ties += retrieval.resolutions.filter((resolution) => resolution.tie).length;
    if (retrieval.entities.length === 0) unresolved += 1;
    const line = {
      question: item.question,
      mentions: retrieval.mentions.map((mention) => ({ text: mention.text, type: mention.type, source: mention.source })),
      entities: retrieval.entities.map((entity) => entity.qid),
    };
    process.stdout.write(`${JSON.stringify(line)}\n`);
    bar.increment();
  }
  bar.stop();
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  process.stderr.write(`retrieved ${items.length} questions in ${seconds} s; ${unresolved} with no entity; re-ranker ties: ${ties}\n`);
}
