/**
 * Suggests the name someone probably meant when a UI schema or flow file names a field or widget
 * that does not exist: the known name fewest edits away (a swap of two neighbouring letters
 * counts as one edit, since that is a common typing slip).
 */

/** Edits (insert, delete, replace, swap of neighbours) that turn `a` into `b`; case is ignored. */
export function editDistance(a: string, b: string): number {
  const s = a.toLowerCase();
  const t = b.toLowerCase();
  const rows: number[][] = Array.from({ length: s.length + 1 }, (_, i) =>
    Array.from({ length: t.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= s.length; i++) {
    for (let j = 1; j <= t.length; j++) {
      const cost = s[i - 1] === t[j - 1] ? 0 : 1;
      let best = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1])
        best = Math.min(best, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = best;
    }
  }
  return rows[s.length]![t.length]!;
}

/**
 * The known name closest to `name`, when it is close enough to be a slip rather than another
 * word: one edit for short names, two from five letters on.
 */
export function closestName(name: string, known: Iterable<string>): string | undefined {
  const allowed = name.length < 5 ? 1 : 2;
  let best: { name: string; distance: number } | undefined;
  for (const candidate of known) {
    if (candidate === name) continue;
    const distance = editDistance(name, candidate);
    if (distance <= allowed && (!best || distance < best.distance))
      best = { name: candidate, distance };
  }
  return best?.name;
}
