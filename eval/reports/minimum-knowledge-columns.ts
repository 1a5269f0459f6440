/** KaLMA precision / recall / F1 are measured against the minimum knowledge set (marked † when it is a stand-in). */
export function againstMinimumKnowledge(id: string): boolean {
  return /^(precision|recall|f1)_(micro|macro)$/.test(id);
}
