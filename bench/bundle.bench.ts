// Web bundle weight: npx tsx bench/bundle.bench.ts [--keep]
// Builds the web app (Vite, with its manifest) into a temp folder and prints, per route, the gzipped JavaScript
// and CSS a browser downloads to show it: the entry with its static imports and CSS, plus the route's lazy
// chunks (the screen, and for an admin tab the dashboard too) with theirs. Dynamic imports inside a screen
// (loaded on a click) are not counted.
// Targets (issue 15): /login at most 150 KB gzipped, every screen at most 300 KB.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const WEB_DIR = resolve(import.meta.dirname, '../apps/web');
const LOGIN_TARGET_KB = 150;
const SCREEN_TARGET_KB = 300;

/** Route → the lazily loaded modules that draw it (paths as Vite's manifest names them). */
const ADMIN = 'src/features/admin/components/AdminDashboard.tsx';
const ROUTES: Record<string, readonly string[]> = {
  '/login': ['src/features/login/components/LoginPage.tsx'],
  '/search': ['src/features/search/components/SearchPage.tsx'],
  '/manage-villager': ['src/features/manage-villager/components/ManageVillagerPage.tsx'],
  '/filter-trades': ['src/features/filter-trades/components/FilterTradesPage.tsx'],
  '/enchant-optimizer': ['src/features/enchant-optimizer/components/EnchantOptimizerPage.tsx'],
  '/baubles': ['src/features/baubles/components/BaublesPage.tsx'],
  '/utilities': ['src/features/utilities/components/UtilitiesPage.tsx'],
  '/manage-references': ['src/features/manage-references/components/ManageReferencesPage.tsx'],
  '/profile': ['src/features/profile/components/ProfilePage.tsx'],
  '/admin/users': [ADMIN, 'src/features/admin-users/components/UserManagementTab.tsx'],
  '/admin/import-export': [ADMIN, 'src/features/admin-import-export/components/ImportExportTab.tsx'],
  '/admin/data-editor': [ADMIN, 'src/features/admin-data-editor/components/DataEditorTab.tsx'],
  '/admin/modpacks': [ADMIN, 'src/features/admin-modpacks/components/ModpacksTab.tsx'],
  '/admin/logs': [ADMIN, 'src/features/admin-logs/components/LogsTab.tsx'],
};

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const outDir = mkdtempSync(join(tmpdir(), 'th-bundle-'));
const build = spawnSync('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--manifest'], {
  cwd: WEB_DIR,
  stdio: ['ignore', 'ignore', 'inherit'],
});
if (build.status !== 0) throw new Error(`vite build failed (exit ${build.status})`);
const manifest: Manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8'));

const gzipCache = new Map<string, number>();
function gzippedBytes(file: string): number {
  let size = gzipCache.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length;
    gzipCache.set(file, size);
  }
  return size;
}

/** The chunk's file, its static imports (transitively) and their CSS, added to `files`. */
function collect(key: string, files: Set<string>): void {
  const chunk = manifest[key];
  if (!chunk)
    throw new Error(`${key} is not in the build's manifest: update ROUTES in bench/bundle.bench.ts`);
  if (files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const imported of chunk.imports ?? []) collect(imported, files);
}

const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
if (!entryKey) throw new Error('the manifest has no entry');

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
let failed = false;
process.stdout.write(
  `${'route'.padEnd(22)} ${'JS KB'.padStart(8)} ${'CSS KB'.padStart(8)} ${'total'.padStart(8)}  (gzip -9)\n`,
);
for (const [route, modules] of Object.entries(ROUTES)) {
  const files = new Set<string>();
  collect(entryKey, files);
  for (const module of modules) collect(module, files);
  let js = 0;
  let css = 0;
  for (const file of files) {
    if (file.endsWith('.css')) css += gzippedBytes(file);
    else js += gzippedBytes(file);
  }
  const target = route === '/login' ? LOGIN_TARGET_KB : SCREEN_TARGET_KB;
  const over = (js + css) / 1024 > target;
  failed ||= over;
  process.stdout.write(
    `${route.padEnd(22)} ${kb(js).padStart(8)} ${kb(css).padStart(8)} ${kb(js + css).padStart(8)}  ${over ? `OVER ${target}` : `<= ${target}`}\n`,
  );
}
if (process.argv.includes('--keep')) process.stdout.write(`build kept in ${outDir}\n`);
else rmSync(outDir, { recursive: true, force: true });
process.exit(failed ? 1 : 0);
