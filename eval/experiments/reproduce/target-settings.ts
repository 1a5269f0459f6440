import { join } from 'node:path';
import { InputError } from '../../../src/core/errors.js';

export type SettingValue = string | number | boolean | number[] | null;

/** One setting of a paper target: its value, and the paper section or reference config it comes from. */
export interface TargetSetting {
  value: SettingValue;
  source: string;
}

export type TargetSettings = Record<string, TargetSetting>;

/** Settings that become strategy options of every run of the target (the rest shape the sweep: seeds, judge). */
export const GENERATION_SETTINGS = ['promptDir', 'dataset', 'prompt', 'shots', 'ndoc', 'temperature', 'topP', 'maxTokens', 'stopAtNewline', 'lightInstruction'] as const;

/** Paths written as `<dataDir>/…` in a target: the shared data folder's files, resolved when the target runs. */
const DATA_DIR = '<dataDir>/';

export interface ResolvedSettings {
  values: Record<string, SettingValue>;
  /** Every setting with its value, its source, and whether the command line changed it. */
  rows: { name: string; value: SettingValue; source: string; overridden: boolean }[];
}

/**
 * A target's settings with the command line's overrides applied: an override replaces the value and the row says so
 * (the report marks it); `<dataDir>/` paths point into the shared data folder.
 */
export function resolveSettings(settings: TargetSettings, overrides: Record<string, SettingValue | undefined>, dataDir: string | undefined): ResolvedSettings {
  for (const name of Object.keys(overrides)) {
    if (overrides[name] !== undefined && !(name in settings)) throw new InputError(`--${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`, `this target has no ${name} setting; its settings: ${Object.keys(settings).join(', ')}`);
  }
  const rows = Object.entries(settings).map(([name, setting]) => {
    const overridden = overrides[name] !== undefined;
    let value = overridden ? overrides[name]! : setting.value;
    if (typeof value === 'string' && value.startsWith(DATA_DIR)) {
      if (!dataDir) throw new InputError(`setting ${name}`, `reads ${value} and no data folder is set (CITEQA_DATA_DIR)`);
      value = join(dataDir, value.slice(DATA_DIR.length));
    }
    return { name, value, source: overridden ? `command line (the paper: ${JSON.stringify(setting.value)} — ${setting.source})` : setting.source, overridden };
  });
  return { values: Object.fromEntries(rows.map((row) => [row.name, row.value])), rows };
}

/** The strategy options a resolved target gives every run (null settings left to the strategy's own default). */
export function generationOptions(values: Record<string, SettingValue>): Record<string, unknown> {
  return Object.fromEntries(GENERATION_SETTINGS.filter((name) => values[name] !== undefined && values[name] !== null).map((name) => [name, values[name]]));
}

/** Settings of the metric suite rather than the strategy (KaLMA: reference-code mode, G-Eval prompt file). */
export const SUITE_SETTINGS = ['gevalPrompts', 'referenceCode'] as const;

export function suiteSettings(values: Record<string, SettingValue>): Record<string, unknown> {
  return Object.fromEntries(SUITE_SETTINGS.filter((name) => values[name] !== undefined && values[name] !== null).map((name) => [name, values[name]]));
}
