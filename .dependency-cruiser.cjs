/**
 * The layer order of CiteQA (README, "Architecture"): a module may import from its own layer or a lower one, never a
 * higher one, and no import cycle is allowed anywhere. `npm test` runs this check before the test suite.
 */
const LAYERS = [
  { name: 'core', paths: ['^src/core/'] },
  { name: 'foundations (text, llm, judges, config, io)', paths: ['^src/(text|llm|judges|config|io)/'] },
  { name: 'sources (retrievers, prompts, corpora)', paths: ['^(retrievers|prompts|corpora)/'] },
  { name: 'answering (ner, citations, generate)', paths: ['^src/(ner|citations|generate)/'] },
  { name: 'pipeline (composition root)', paths: ['^src/pipeline/'] },
  { name: 'eval', paths: ['^eval/'] },
  { name: 'interfaces (cli, server)', paths: ['^src/(cli|server)/'] },
];

const forbidden = [
  {
    name: 'no-cycles',
    comment: 'Import cycles hide the data flow; break them by moving the shared piece down a layer.',
    severity: 'error',
    from: {},
    to: { circular: true },
  },
];
LAYERS.forEach((layer, index) => {
  const higher = LAYERS.slice(index + 1);
  if (higher.length === 0) return;
  forbidden.push({
    name: `layer-${layer.name.split(' ')[0]}`,
    comment: `${layer.name} may not import from a higher layer (${higher.map((h) => h.name.split(' ')[0]).join(', ')})`,
    severity: 'error',
    from: { path: layer.paths },
    to: { path: higher.flatMap((h) => h.paths) },
  });
});

// Inside eval/, reports render results the experiments produce; experiments never call report code, so a run or
// sweep never writes a report behind the caller's back. report-document.ts holds only the table and document types,
// which reproduction targets fill in (swc does not tell type-only imports apart, so the file is named).
forbidden.push({
  name: 'experiments-do-not-render',
  comment: 'eval/experiments may use report types only; the CLI asks for reports',
  severity: 'error',
  from: { path: '^eval/experiments/' },
  to: { path: '^eval/reports/', pathNot: '^eval/reports/report-document\\.ts$' },
});

module.exports = {
  forbidden,
  options: {
    // TypeScript 7 has no compiler API for dependency-cruiser to use; swc parses the sources, type imports included.
    parser: 'swc',
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
    exclude: { path: 'node_modules' },
  },
};
