/**
 * A function's answers remembered, for the steps of a reading that texts repeat: a word's
 * analysis, a headword's entries. Bounded: once `max` answers are kept the older half is forgotten
 * (two generations; an answer used again moves back to the recent one).
 */
export function remembered<T>(fn: (key: string) => T, max = Infinity): (key: string) => T {
  let recent = new Map<string, T>();
  let older = new Map<string, T>();
  return (key) => {
    const kept = recent.get(key);
    if (kept !== undefined) return kept;
    const answer = older.get(key) ?? fn(key);
    recent.set(key, answer);
    if (recent.size >= max / 2) {
      older = recent;
      recent = new Map();
    }
    return answer;
  };
}
