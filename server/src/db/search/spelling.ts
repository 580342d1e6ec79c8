import { searchWords } from './words';

/** Edits (delete, insert, substitute, swap two neighbours) between two words: the typo measure of words.ts. */
export function editDistance(a: string, b: string): number {
  const x = [...a];
  const y = [...b];
  const rows = Array.from({ length: x.length + 1 }, (_, i) =>
    Array.from({ length: y.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= x.length; i += 1) {
    for (let j = 1; j <= y.length; j += 1) {
      const cost = x[i - 1] === y[j - 1] ? 0 : 1;
      let best = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1]) best = Math.min(best, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = best;
    }
  }
  return rows[x.length]![y.length]!;
}

/** The words of a catalogue text as it writes them ("Galaxy", "S24"), each with its search form. */
const writtenWords = (text: string) =>
  (text.match(/[\p{L}\p{N}]+/gu) ?? []).map((written) => ({ written, word: searchWords(written)[0] ?? '' }));

/**
 * How the catalogue spells a query word that matched only by a typo: the word nearest to it in `texts` (the
 * matches' name, brand, category and description, in that order of preference), as written there.
 */
export function catalogueSpelling(word: string, texts: string[]): string | undefined {
  let best: { written: string; distance: number } | undefined;
  for (const text of texts) {
    for (const { written, word: candidate } of writtenWords(text)) {
      const distance = editDistance(word, candidate);
      // Strictly nearer only: ties keep the earlier text (a name's spelling before a description's).
      if (!best || distance < best.distance) best = { written, distance };
    }
  }
  return best?.written;
}

/** What the shopper typed with each corrected word replaced by its spelling (`spellings`: by search word). */
export function correctedText(text: string, spellings: Record<string, string>): string {
  return text.replace(/[\p{L}\p{N}]+/gu, (written) => spellings[searchWords(written)[0] ?? ''] ?? written);
}
