// `npm run typecheck`: strict TypeScript over every package, as four tsc programs run two at a time (each tsc is
// single-threaded). tsconfig.node.json checks the packages, the server and the benchmarks as one program, as they
// share most of their files; the web app, the browser tests and the browser benchmark have DOM libraries of their
// own. Each program's output is printed whole when it ends; exits 1 when any of them fails.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';

const PROGRAMS = ['tsconfig.node.json', 'apps/web', 'e2e', 'bench/browser'];

function check(project) {
  return new Promise((resolve) => {
    const child = spawn('npx', ['tsc', '-p', project], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.once('close', (code) => {
      process.stdout.write(`${code === 0 ? 'ok  ' : 'FAIL'} tsc -p ${project}\n${output}`);
      resolve(code === 0);
    });
  });
}

const queue = [...PROGRAMS];
const lanes = Array.from({ length: Math.min(2, availableParallelism()) }, async () => {
  let ok = true;
  for (let project = queue.shift(); project; project = queue.shift()) ok = (await check(project)) && ok;
  return ok;
});
const results = await Promise.all(lanes);
process.exit(results.every(Boolean) ? 0 : 1);
