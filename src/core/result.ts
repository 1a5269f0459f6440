/** Expected failures as values (parsing model replies, repairing citations) rather than exceptions. */
export type Success<T> = { ok: true; value: T };
export type Failure = { ok: false; error: string };
export type Result<T> = Success<T> | Failure;

export const success = <T>(value: T): Success<T> => ({ ok: true, value });
export const failure = (error: string): Failure => ({ ok: false, error });
