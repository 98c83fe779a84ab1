/**
 * The session's answer schemas, loaded on first use (session-queries.ts): the login page shows without zod
 * and the contracts' schemas, which come with the first answer that needs checking.
 */
export { LoginRequest, LoginResponse, MeResponse } from '@tradehall/contracts';
