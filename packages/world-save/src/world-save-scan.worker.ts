// Worker thread of scanWorld: reads the region files it is sent, one at a time. The server's build emits it as
// dist/world-save-scan.worker.js (apps/server/build.mjs bundles every *.worker.ts of the workspace packages).
import { serveScanJobs } from './worker-protocol';

serveScanJobs();
