// Worker thread of the enchantment optimizer: plans merge orders off the event loop (see plan-runner.ts).
import { serveJobs } from '../../lib/worker-thread';
import { computePlan } from './plan-job';

serveJobs(computePlan);
