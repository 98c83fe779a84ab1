// Helpers for the domain's tests. Not exported from the package.

/**
 * How many random cases a test draws: `count` normally; under mutation testing (mutation/vitest.config.mjs sets
 * MUTATION_TARGET) `underMutation`, since every mutant reruns the test with every mutant compiled in. The
 * mutation score is then a lower bound of the full suite's (docs/mutation.md).
 */
export function caseCount(count: number, underMutation: number): number {
  return process.env.MUTATION_TARGET ? Math.min(count, underMutation) : count;
}

/** Enchantments written as in a trade's text, "Mending 1, Sharpness 5": name and level of each. */
export function enchantmentList(text: string): { name: string; level: number }[] {
  return text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((s) => {
      const cut = s.lastIndexOf(' ');
      return { name: s.slice(0, cut), level: Number(s.slice(cut + 1)) };
    });
}
