// Both ends of a WorkerPool's worker thread: starting the worker module, and answering jobs inside it.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parentPort, Worker } from 'node:worker_threads';

export interface PoolRequest<I> {
  id: number;
  input: I;
}

/** `ready` once the worker has loaded; then one answer per request. */
export type PoolReply<O> = { ready: true } | { id: number; result: O } | { id: number; error: string };

/**
 * Starts the worker module `name` that sits beside the module at `here` (pass `import.meta.url`). From TypeScript
 * sources (tests, `npm run dev`) it is `<name>.ts`, loaded through tsx; from the bundle it is `<name>.js` in
 * dist/, which apps/server/build.mjs emits for every `src/**\/*.worker.ts`. Undefined when there is none.
 */
export function startWorkerBeside(here: string, name: string): Worker | undefined {
  if (new URL(here).pathname.endsWith('.ts')) {
    const script = new URL(`./${name}.ts`, here).href;
    const code = `import(${JSON.stringify(tsxEsmApi(here))}).then((m) => { m.register(); return import(${JSON.stringify(script)}); });`;
    return new Worker(code, { eval: true });
  }
  const built = new URL(`./${name}.js`, here);
  return existsSync(fileURLToPath(built)) ? new Worker(built) : undefined;
}

/** URL of tsx's ESM register API ('tsx/esm/api', import condition), found from the module at `from`. */
function tsxEsmApi(from: string): string {
  const packageFile = createRequire(from).resolve('tsx/package.json');
  const manifest: { exports?: Record<string, { import?: { default?: string } }> } = JSON.parse(
    readFileSync(packageFile, 'utf8'),
  );
  const entry = manifest.exports?.['./esm/api']?.import?.default;
  if (!entry) throw new Error('tsx has no ESM register API.');
  return pathToFileURL(join(dirname(packageFile), entry)).href;
}

/** Inside a worker module: answers every job with `work(input)` (a thrown error's message goes back). */
export function serveJobs<I, O>(work: (input: I) => O): void {
  const port = parentPort;
  if (!port) return;
  port.on('message', (message: PoolRequest<I>) => {
    let reply: PoolReply<O>;
    try {
      reply = { id: message.id, result: work(message.input) };
    } catch (error) {
      reply = { id: message.id, error: error instanceof Error ? error.message : String(error) };
    }
    port.postMessage(reply);
  });
  port.postMessage({ ready: true } satisfies PoolReply<O>);
}
