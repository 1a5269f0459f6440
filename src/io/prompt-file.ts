import { resolve } from 'node:path';
import type { z } from 'zod';
import { PROJECT_ROOT } from '../config/config.js';
import { readJsonInputSync } from './json-input.js';

const loaded = new Map<string, unknown>();

/**
 * A prompt file of `prompts/` (a path relative to the project root, or absolute), validated with its schema on first use and kept
 * for the process. A malformed file fails in one line naming the file and the field.
 */
export function loadPromptFile<T>(relativePath: string, schema: z.ZodType<T>): T {
  const path = resolve(PROJECT_ROOT, relativePath);
  if (!loaded.has(path)) loaded.set(path, readJsonInputSync(path, schema, 'a CiteQA prompt file'));
  return loaded.get(path) as T;
}

/**
 * Fills `{name}` placeholders in one pass over the template, so a value that itself contains `{…}` (a premise
 * quoting code, say) is never read as a placeholder. An unknown placeholder is a bug in the prompt file.
 */
export function fillTemplate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) => {
    if (!(name in values)) throw new Error(`internal error: prompt placeholder ${placeholder} has no value`);
    return String(values[name]);
  });
}
