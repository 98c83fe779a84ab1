// An autocannon run whose every request goes to a path drawn at random (e.g. a random server's search). The
// client runs in a child process, so the server measured keeps its event loop to itself, as in production.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export interface RandomLoadOptions {
  baseUrl: string;
  /** Each request goes to one of these, drawn at random. */
  paths: string[];
  connections: number;
  seconds: number;
  headers: Record<string, string>;
}

export interface RandomLoadResult {
  /** Requests answered in all. */
  requests: number;
  requestsPerSecond: number;
  latencyP50: number;
  latencyP99: number;
  /** Answers other than 2xx, plus errors and timeouts. */
  failures: number;
}

const CLIENT = fileURLToPath(new URL('./random-load-client.ts', import.meta.url));

export function runRandomLoad(options: RandomLoadOptions): Promise<RandomLoadResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', CLIENT, JSON.stringify(options)], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code === 0) resolve(JSON.parse(output) as RandomLoadResult);
      else reject(new Error(`the load client exited with ${code}`));
    });
  });
}
