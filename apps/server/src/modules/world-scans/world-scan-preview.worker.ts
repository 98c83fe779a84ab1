// Worker thread of the world-scan previews (see preview-runner.ts).
import { serveJobs } from '../../lib/worker-thread';
import { previewOf } from './preview-runner';

serveJobs(previewOf);
