import { rmSync } from 'node:fs';
import { E2E_DATA_DIR } from './support/environment';

/** Removes the run's temporary data folder. */
export default function globalTeardown(): void {
  rmSync(E2E_DATA_DIR, { recursive: true, force: true });
}
