import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const committed = resolve(import.meta.dirname, 'inflate-wasm.bytes.ts');
const script = resolve(import.meta.dirname, '../../../../scripts/build-inflate-wasm.mjs');

/** The clang the committed module was built with (its second line), and the one here, if any. */
const builtWith = readFileSync(committed, 'utf8')
  .split('\n')[1]
  ?.replace(/^\/\/ /, '');
const clang = spawnSync('clang', ['--version'], { encoding: 'utf8' });
const clangHere = clang.status === 0 ? clang.stdout.split('\n')[0]?.trim() : undefined;

describe('the committed WebAssembly inflater', () => {
  // Only with the same clang as the committed build (CI has none; another version compiles other bytes).
  it.skipIf(clangHere === undefined || clangHere !== builtWith)(
    'is what scripts/build-inflate-wasm.mjs builds from the sources',
    () => {
      const dir = mkdtempSync(join(tmpdir(), 'inflate-wasm-check-'));
      try {
        const out = join(dir, 'inflate-wasm.bytes.ts');
        const build = spawnSync(process.execPath, [script, `--out=${out}`], { encoding: 'utf8' });
        expect(build.status, build.stderr).toBe(0);
        expect(readFileSync(out, 'utf8')).toBe(readFileSync(committed, 'utf8'));
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
    60_000,
  );
});
