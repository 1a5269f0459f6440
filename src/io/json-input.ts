import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { z } from 'zod';
import { InputError } from '../core/errors.js';

/**
 * Reading JSON and JSON Lines files the user supplies: each failure is one InputError line naming the file (or
 * `file:line`) and what is wrong — unreadable, not JSON, or the first schema problem with its path — so every loader
 * reports bad input the same way. `what` says what the input should have been, e.g.
 * `not a BioKaLMA file ([[question, [entity…]]…])`; it prefixes schema problems only. Leave `what` out when the
 * schema's own messages already say which field is wrong (`"kg" must be an array of entities`): they then stand alone.
 */

/** Validates an already-parsed value; the message names the first issue's path (`top level` for the value itself). */
export function checkJsonInput<T>(value: unknown, schema: z.ZodType<T>, where: string, what?: string): T {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  if (what === undefined) throw new InputError(where, issue.message);
  throw new InputError(where, `${what}: ${issue.path.map(String).join('.') || 'top level'}: ${issue.message}`);
}

export function parseJsonInput<T>(text: string, schema: z.ZodType<T>, where: string, what?: string): T {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new InputError(where, `not valid JSON (${(error as Error).message})`);
  }
  return checkJsonInput(value, schema, where, what);
}

/** One value a non-blank line; `source` names the file, so errors read `file:line`. */
export function parseJsonLinesInput<T>(text: string, schema: z.ZodType<T>, source: string, what?: string): T[] {
  const values: T[] = [];
  text.split('\n').forEach((line, index) => {
    if (line.trim() !== '') values.push(parseJsonInput(line, schema, `${source}:${index + 1}`, what));
  });
  return values;
}

export async function readJsonInput<T>(path: string, schema: z.ZodType<T>, what?: string): Promise<T> {
  return parseJsonInput(await readInputText(path), schema, path, what);
}

export async function readJsonLinesInput<T>(path: string, schema: z.ZodType<T>, what?: string): Promise<T[]> {
  return parseJsonLinesInput(await readInputText(path), schema, path, what);
}

/** For loaders that are synchronous for their callers (prompt files read while a strategy is built, eval inputs). */
export function readJsonInputSync<T>(path: string, schema: z.ZodType<T>, what?: string): T {
  return parseJsonInput(readInputTextSync(path), schema, path, what);
}

export function readJsonLinesInputSync<T>(path: string, schema: z.ZodType<T>, what?: string): T[] {
  return parseJsonLinesInput(readInputTextSync(path), schema, path, what);
}

/** A text file's contents; a missing, directory or unreadable file is one InputError naming it. */
export async function readInputText(path: string): Promise<string> {
  try {
    return await readFile(path, 'utf8');
  } catch (error) {
    throw new InputError(path, readProblem(error), { cause: error });
  }
}

export function readInputTextSync(path: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch (error) {
    throw new InputError(path, readProblem(error), { cause: error });
  }
}

/** Why a file could not be read, in the words a user needs: missing, a directory, or not readable. */
export function readProblem(error: unknown): string {
  switch ((error as NodeJS.ErrnoException).code) {
    case 'ENOENT':
      return 'no such file';
    case 'EISDIR':
      return 'is a directory, not a file';
    case 'EACCES':
    case 'EPERM':
      return 'cannot be read (permission denied)';
    default:
      return `cannot read file (${(error as Error).message})`;
  }
}
