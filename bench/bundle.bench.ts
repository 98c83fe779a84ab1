// Web bundle weight: npx tsx bench/bundle.bench.ts [--keep]   (or: node scripts/bench.mjs bundle)
// Builds the web app (Vite, with its manifest) into a temp folder and prints, per route, the gzipped (level 9)
// JavaScript and CSS a browser downloads to show it: the entry chunk with its static imports (transitively)
// and their CSS, plus the route's lazy chunks with theirs: the screen, for an admin tab the dashboard too, and
// for every signed-in route the signed-in chrome (navigation, server picker) and the session's answer schemas.
// Dynamic imports made on an action (a click, a submit) are not counted; the login form's submit is shown on
// its own line. Any lazy module of the entry that no route lists is reported, so a new screen is not missed.
// Targets (issue 15): /login at most 150 KB gzipped, every screen at most 300 KB. Exits 1 when one is over.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const WEB_DIR = resolve(import.meta.dirname, '../apps/web');
const LOGIN_TARGET_KB = 150;
const SCREEN_TARGET_KB = 300;

/** Loaded lazily by the entry on every signed-in page (keys as Vite's manifest names the modules). */
const SIGNED_IN = [
  'src/app/layout/RoleNavigation.tsx',
  'src/app/layout/ServerPicker.tsx',
  'src/entities/session/session-schemas.ts',
  'src/entities/servers/server-list-schema.ts',
];
/** What the login form loads when it is submitted: the answer's schema (and zod). */
const LOGIN_SUBMIT = ['src/entities/session/session-schemas.ts'];
const ADMIN = 'src/features/admin/components/AdminDashboard.tsx';
const screen = (feature: string, component: string) => [
  ...SIGNED_IN,
  `src/features/${feature}/components/${component}.tsx`,
];
const adminTab = (feature: string, component: string) => [...screen(feature, component), ADMIN];

/** Route → the lazily loaded modules that draw it. */
const ROUTES: Record<string, readonly string[]> = {
  '/login': ['src/features/login/components/LoginPage.tsx'],
  '/search': screen('search', 'SearchPage'),
  '/manage-villager': screen('manage-villager', 'ManageVillagerPage'),
  '/filter-trades': screen('filter-trades', 'FilterTradesPage'),
  '/enchant-optimizer': screen('enchant-optimizer', 'EnchantOptimizerPage'),
  '/baubles': screen('baubles', 'BaublesPage'),
  '/utilities': screen('utilities', 'UtilitiesPage'),
  '/manage-references': screen('manage-references', 'ManageReferencesPage'),
  '/profile': screen('profile', 'ProfilePage'),
  '/admin/users': adminTab('admin-users', 'UserManagementTab'),
  '/admin/import-export': adminTab('admin-import-export', 'ImportExportTab'),
  '/admin/data-editor': adminTab('admin-data-editor', 'DataEditorTab'),
  '/admin/modpacks': adminTab('admin-modpacks', 'ModpacksTab'),
  '/admin/logs': adminTab('admin-logs', 'LogsTab'),
};

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
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

/** The chunk's file, its CSS and its static imports (transitively) with theirs, added to `files`. */
function collect(key: string, files: Set<string>): void {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the build's manifest: update bench/bundle.bench.ts`);
  if (files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const imported of chunk.imports ?? []) collect(imported, files);
}

function weigh(files: Iterable<string>): { js: number; css: number } {
  let js = 0;
  let css = 0;
  for (const file of files) {
    if (file.endsWith('.css')) css += gzippedBytes(file);
    else js += gzippedBytes(file);
  }
  return { js, css };
}

const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
if (!entryKey) throw new Error('the manifest has no entry');

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
/** A table row: the route, then right-aligned figures. */
const line = ([first = '', ...rest]: readonly string[]) =>
  `${first.padEnd(22)}${rest.map((cell) => cell.padStart(9)).join('')}`;

process.stdout.write(`${line(['route', 'JS KB', 'CSS KB', 'total', 'target', '% of it'])}\n`);
const over: string[] = [];
for (const [route, modules] of Object.entries(ROUTES)) {
  const files = new Set<string>();
  collect(entryKey, files);
  for (const module of modules) collect(module, files);
  const { js, css } = weigh(files);
  const target = route === '/login' ? LOGIN_TARGET_KB : SCREEN_TARGET_KB;
  const total = (js + css) / 1024;
  if (total > target) over.push(route);
  const verdict = total > target ? '  OVER' : '';
  const percent = `${Math.round((total / target) * 100)}%`;
  process.stdout.write(`${line([route, kb(js), kb(css), kb(js + css), `${target}`, percent])}${verdict}\n`);
  if (route === '/login') {
    const submitted = new Set(files);
    for (const module of LOGIN_SUBMIT) collect(module, submitted);
    const added = weigh([...submitted].filter((file) => !files.has(file)));
    const note = '  (loaded on submit)';
    process.stdout.write(
      `${line(['  + submit', `+${kb(added.js)}`, `+${kb(added.css)}`, `+${kb(added.js + added.css)}`])}${note}\n`,
    );
  }
}

const listed = new Set([...Object.values(ROUTES).flat(), ...LOGIN_SUBMIT]);
const unmeasured = (manifest[entryKey]?.dynamicImports ?? []).filter((key) => !listed.has(key));
if (unmeasured.length > 0) {
  process.stdout.write(`lazy modules of the entry no route lists (not measured): ${unmeasured.join(', ')}\n`);
}
process.stdout.write(
  over.length > 0
    ? `OVER TARGET: ${over.join(', ')}\n`
    : `all routes within target (/login <= ${LOGIN_TARGET_KB} KB, screens <= ${SCREEN_TARGET_KB} KB)\n`,
);

if (process.argv.includes('--keep')) process.stdout.write(`build kept in ${outDir}\n`);
else rmSync(outDir, { recursive: true, force: true });
process.exit(over.length > 0 ? 1 : 0);
