// `npm run mutation`: StrykerJS on each target of mutation/targets.mjs, one after another (incremental: a run
// tests again only the mutants whose code or tests changed since the last one), then each target's mutation
// score. The HTML reports land in reports/mutation/<target>/index.html (git-ignored). Slow: not part of CI.
//
//   npm run mutation                      every target
//   npm run mutation -- domain contracts  only those
//   npm run mutation -- --scores          print the scores of the last runs, running nothing
//   npm run mutation -- --force contracts every mutant again, not only the changed ones
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { TARGETS } from '../mutation/targets.mjs';

const args = process.argv.slice(2);
const scoresOnly = args.includes('--scores');
// --force: test every mutant again (incremental mode reuses results of mutants whose code and tests did not change).
const force = args.includes('--force');
const asked = args.filter((arg) => !arg.startsWith('--'));
const unknown = asked.filter((name) => !(name in TARGETS));
if (unknown.length > 0) {
  process.stderr.write(
    `unknown target ${unknown.join(', ')}: choose from ${Object.keys(TARGETS).join(', ')}\n`,
  );
  process.exit(2);
}
// Targets too slow for a 2-core machine run only when named.
const names =
  asked.length > 0 ? asked : Object.keys(TARGETS).filter((name) => TARGETS[name].onlyWhenNamed !== true);

/** Stryker's mutation score of a JSON report: detected / (detected + undetected), in percent. */
export function scoreOf(report) {
  const counts = {};
  for (const file of Object.values(report.files)) {
    for (const mutant of file.mutants) counts[mutant.status] = (counts[mutant.status] ?? 0) + 1;
  }
  const detected = (counts.Killed ?? 0) + (counts.Timeout ?? 0);
  const undetected = (counts.Survived ?? 0) + (counts.NoCoverage ?? 0);
  const total = detected + undetected;
  return { score: total === 0 ? 100 : (100 * detected) / total, counts };
}

/** The runs of a target: one, or one per part (targets.mjs), each with its own report folder. */
const runsOf = (name) =>
  TARGETS[name].parts
    ? Object.keys(TARGETS[name].parts).map((part) => ({ label: `${name}/${part}`, part }))
    : [{ label: name, part: undefined }];
const reportOf = ({ label }) => `reports/mutation/${label}/mutation.json`;

const failed = [];
if (!scoresOnly) {
  for (const name of names) {
    for (const run of runsOf(name)) {
      process.stdout.write(`\n=== mutation testing: ${run.label}\n`);
      const started = Date.now();
      const stryker = ['stryker', 'run', 'mutation/stryker.config.mjs', ...(force ? ['--force'] : [])];
      const result = spawnSync('npx', stryker, {
        stdio: 'inherit',
        env: { ...process.env, MUTATION_TARGET: name, ...(run.part ? { MUTATION_PART: run.part } : {}) },
      });
      process.stdout.write(`(${run.label}: ${((Date.now() - started) / 1000).toFixed(0)} s)\n`);
      if (result.status !== 0) failed.push(run.label);
    }
  }
}

process.stdout.write('\nmutation scores (killed + timed out, of mutants that compile)\n');
const packages = new Map();
for (const name of names) {
  for (const run of runsOf(name)) {
    const path = reportOf(run);
    if (!existsSync(path)) {
      process.stdout.write(`  ${run.label.padEnd(32)} no report yet\n`);
      continue;
    }
    const { score, counts } = scoreOf(JSON.parse(readFileSync(path, 'utf8')));
    const group = TARGETS[name].package;
    if (group) packages.set(group, [...(packages.get(group) ?? []), counts]);
    const detail = ['Killed', 'Timeout', 'Survived', 'NoCoverage', 'CompileError']
      .map((status) => `${status} ${counts[status] ?? 0}`)
      .join(', ');
    process.stdout.write(
      `  ${run.label.padEnd(32)} ${score.toFixed(1).padStart(5)}%  (${detail})  ${path.replace('mutation.json', 'index.html')}\n`,
    );
  }
}
// A package mutated in parts: its score over every part that has a report.
for (const [group, parts] of packages) {
  const sum = (status) => parts.reduce((total, counts) => total + (counts[status] ?? 0), 0);
  const detected = sum('Killed') + sum('Timeout');
  const total = detected + sum('Survived') + sum('NoCoverage');
  const score = total === 0 ? 100 : (100 * detected) / total;
  process.stdout.write(
    `  ${group.padEnd(32)} ${score.toFixed(1).padStart(5)}%  (sum of ${parts.length} run(s))\n`,
  );
}
if (failed.length > 0) {
  process.stderr.write(`\nStryker failed for ${failed.join(', ')}\n`);
  process.exit(1);
}
