/** A group's card's line: "+2 colours" when one option varies, else "+5 more options"; none for a group of one. */
export function otherVariantsLabel(variantCount: number, optionValueCounts: Record<string, number>): string | undefined {
  if (variantCount <= 1) return undefined;
  const varying = Object.entries(optionValueCounts).filter(([, count]) => count > 1);
  if (varying.length === 1) {
    const [key, count] = varying[0]!;
    const others = count - 1;
    const word = key.toLowerCase();
    return `+${others} ${others === 1 ? word : plural(word)}`;
  }
  const others = variantCount - 1;
  return `+${others} more ${others === 1 ? 'option' : 'options'}`;
}

const plural = (word: string) =>
  /(s|x|ch|sh)$/.test(word) ? `${word}es` : word.endsWith('y') ? `${word.slice(0, -1)}ies` : `${word}s`;
