/** Values as an English list: "A", "A and B", "A, B and C". */
export const englishList = (values: readonly string[]): string =>
  values.length > 1 ? `${values.slice(0, -1).join(', ')} and ${values.at(-1)}` : (values[0] ?? '');
