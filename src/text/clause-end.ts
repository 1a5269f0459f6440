/** Tokens a clause ends at, for rules that read a verb or a name within its own clause. */
export const CLAUSE_END: ReadonlySet<string> = new Set([',', ';', '.', ':']);
