import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The web app's layers (docs/architecture.md): app → features → entities → lib, with components/ beside lib.
 * Features never import each other nor app/; entities never import features or app/; lib and components import
 * neither. Each relative import of every source file is resolved and checked.
 */
const SRC = resolve(import.meta.dirname, '../src');

/** What each layer may import from the others (a layer may always import itself). */
const MAY_IMPORT: Record<string, readonly string[]> = {
  app: ['features', 'entities', 'components', 'lib'],
  features: ['entities', 'components', 'lib'],
  entities: ['components', 'lib'],
  components: ['lib'],
  lib: [],
};

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) ? [path] : [];
  });
}

/** 'features/search/…' → ['features', 'search']; 'main.tsx' → ['main.tsx']. */
const partsOf = (file: string) => relative(SRC, file).split(sep);

function problemsOf(file: string): string[] {
  const [layer, unit] = partsOf(file);
  if (!layer || !(layer in MAY_IMPORT)) return [];
  const imports = [...readFileSync(file, 'utf8').matchAll(/from '(\.{1,2}\/[^']+)'/g)].map((m) => m[1]!);
  return imports.flatMap((specifier) => {
    const [target, targetUnit] = partsOf(resolve(dirname(file), specifier));
    // Tests may use the test helpers beside src/.
    if (target === '..') return /\.test\.tsx?$/.test(file) ? [] : [`${specifier} (outside src)`];
    if (!target || target === layer) {
      // Within features, each screen is its own unit.
      return layer === 'features' && targetUnit !== unit ? [`${specifier} (another feature)`] : [];
    }
    return MAY_IMPORT[layer]!.includes(target) ? [] : [`${specifier} (${layer} may not import ${target})`];
  });
}

describe('web layering', () => {
  it('every import goes down the layers, and no feature imports another', () => {
    const problems = sourceFiles(SRC).flatMap((file) =>
      problemsOf(file).map((problem) => `${relative(SRC, file)}: ${problem}`),
    );
    expect(problems).toEqual([]);
  });
});
