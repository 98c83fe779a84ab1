export { DOWN_RETRY_MS, healthKey, useHealthCheck } from './health-query';
