export { logKeys } from './keys';
export { LOGS_PAGE_SIZE, useLogs } from './logs-queries';
