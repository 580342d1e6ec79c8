/** Query words shorter than this must match exactly or as a prefix; longer ones may also have one typo. */
export const TYPO_MIN_LENGTH = 5;
/** Words of a query beyond this many are ignored. */
const MAX_WORDS = 8;
const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/**
 * The searchable words of what a shopper typed: letters and digits, lower case, accents removed (as the engines'
 * tokenizers see them). Quotes, `*`, `%`, `_` and FTS operators are separators here, so they never reach a query
 * as syntax; words like OR and NEAR are plain words.
 */
export function searchWords(text: string): string[] {
  const plain = text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
  return [...new Set(plain.match(/[\p{L}\p{N}]+/gu) ?? [])].slice(0, MAX_WORDS);
}

/** Every string one edit (delete, insert, substitute, swap two neighbours) away from `word`. */
export function oneEditAway(word: string): string[] {
  const found = new Set<string>();
  const letters = [...new Set([...ALPHABET, ...word])];
  for (let i = 0; i <= word.length; i += 1) {
    const before = word.slice(0, i);
    const after = word.slice(i);
    if (after) found.add(before + after.slice(1));
    if (after.length > 1) found.add(before + after[1] + after[0] + after.slice(2));
    for (const letter of letters) {
      found.add(before + letter + after);
      if (after) found.add(before + letter + after.slice(1));
    }
  }
  found.delete(word);
  return [...found];
}
