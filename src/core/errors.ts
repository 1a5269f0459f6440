/**
 * Expected failures carry enough context for a one-line message that names the input and what is wrong.
 * The CLI prints `message` (and `hint` when present) without a stack trace for any CiteqaError.
 */
export class CiteqaError extends Error {
  readonly hint?: string;
  constructor(message: string, options: { hint?: string; cause?: unknown } = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = new.target.name;
    this.hint = options.hint;
  }
}

/** A file, argument or record supplied by the user is missing or malformed. */
export class InputError extends CiteqaError {
  constructor(readonly input: string, problem: string, options: { hint?: string; cause?: unknown } = {}) {
    super(`${input}: ${problem}`, options);
  }
}

/** A configuration key has a bad value, or a setting a feature needs is absent. */
export class ConfigError extends CiteqaError {
  constructor(readonly key: string, problem: string, options: { hint?: string; cause?: unknown } = {}) {
    super(`config ${key}: ${problem}`, options);
  }
}

export function isCiteqaError(error: unknown): error is CiteqaError {
  return error instanceof CiteqaError;
}
