import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Builds dist/ when it is missing or stale, so tests that spawn `citeqa` run the compiled code.
    globalSetup: ['test/support/build-compiled.ts'],
    testTimeout: 30_000,
    // Test files share their worker's module cache instead of re-importing everything (USE-lite, winkNLP, the
    // strategy and metric registries) per file: 103 s → 35 s on two cores. Tests therefore keep no state in
    // modules between files; a run with --sequence.shuffle.files passes too.
    isolate: false,
    hookTimeout: 60_000,
    // The JSON report lets .ci/run print a plain "N passed, N failed" line.
    reporters: ['default', ['json', { outputFile: 'test-results/vitest.json' }]],
  },
});
