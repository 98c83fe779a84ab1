// Bundles the server (and the workspace packages it imports) into dist/; npm dependencies stay external.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@tradehall/'));

// Worker threads load their own file at run time, so every *.worker.ts becomes an entry of its own: the server's,
// and those of the workspace packages it bundles (e.g. @tradehall/world-save's region reader), all in dist/.
const workerEntries = (root) =>
  readdirSync(root, { recursive: true })
    .map(String)
    .filter((file) => file.endsWith('.worker.ts'))
    .map((file) => [basename(file, '.ts'), `${root}/${file}`]);
const workers = [
  ...workerEntries('src'),
  ...readdirSync('../../packages')
    .map((name) => `../../packages/${name}/src`)
    .filter((root) => existsSync(root))
    .flatMap(workerEntries),
];

await build({
  entryPoints: { cli: 'src/cli.ts', ...Object.fromEntries(workers) },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external,
  logLevel: 'warning',
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
});
