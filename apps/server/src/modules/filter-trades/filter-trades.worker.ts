// Worker thread of the Filter Trades strategy: runs `filterTrades` off the event loop (see filter-runner.ts).
import { filterTrades } from '@tradehall/domain';
import { serveJobs } from '../../lib/worker-thread';
import type { FilterJob } from './filter-protocol';

serveJobs(({ input, options }: FilterJob) => filterTrades(input, options));
