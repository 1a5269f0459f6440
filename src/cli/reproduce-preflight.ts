import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { CiteqaConfig } from '../config/config.js';
import { InputError } from '../core/errors.js';
import type { PaperTarget } from '../../eval/experiments/reproduce/paper-targets.js';
import type { ResolvedSettings } from '../../eval/experiments/reproduce/target-settings.js';

/** `citeqa reproduce <target> --show`: every setting with its value and where it comes from. */
export function formatTargetSettings(target: string, description: string, resolved: ResolvedSettings): string {
  const lines = [`${target}: ${description}`, '', '| setting | value | source |', '| --- | --- | --- |'];
  for (const row of resolved.rows) lines.push(`| ${row.name} | ${row.value === null ? '(strategy default)' : JSON.stringify(row.value)} | ${row.source} |`);
  return lines.join('\n');
}

/**
 * Everything a model-based target needs, checked before the first model call and reported all at once: the
 * generation model, the data file, the prompt files the settings name, and the judge.
 */
export async function preflightTarget(target: string, paperTarget: PaperTarget, resolved: ResolvedSettings, data: string | undefined, config: CiteqaConfig): Promise<void> {
  const problems: string[] = [];
  const { hasModelFor, judgeFromConfig } = await import('../pipeline/dependencies.js');
  if (!(await hasModelFor('generator', config))) problems.push('a generation model (set CITEQA_LLM_BASE_URL and CITEQA_LLM_MODEL, or "llm" in citeqa.config.json; the papers used gpt-3.5-turbo / gpt-4)');
  if (paperTarget.needsData && !data) problems.push(`--data: ${paperTarget.needsData}`);
  if (data && !existsSync(data)) problems.push(`--data ${data}: no such file`);
  const { promptDir, dataset, prompt, lightInstruction } = resolved.values;
  if (typeof promptDir === 'string') {
    if (!existsSync(promptDir) || !statSync(promptDir).isDirectory()) problems.push(`prompt folder ${promptDir} (no such directory)`);
    else {
      const kind = lightInstruction === true ? 'light_inst' : 'default';
      const file = join(promptDir, `${String(dataset)}_${kind}.json`);
      if (!existsSync(file)) problems.push(`prompt file ${file}`);
    }
  }
  if (typeof prompt === 'string' && prompt.includes('/') && !existsSync(prompt)) problems.push(`prompt file ${prompt}`);
  const { gevalPrompts } = resolved.values;
  if (typeof gevalPrompts === 'string' && !existsSync(gevalPrompts)) problems.push(`G-Eval prompt file ${gevalPrompts}`);
  try {
    await judgeFromConfig(String(resolved.values.judge ?? 'lexical'), config);
  } catch (error) {
    problems.push(`judge: ${(error as Error).message}`);
  }
  if (problems.length > 0) throw new InputError(`reproduce ${target}`, `missing ${problems.join('; ')}`);
}
