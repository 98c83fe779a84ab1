import type { AuthUser } from '../plugins/auth';

/**
 * Who start-up and demo work is done and logged as: an admin that is no account (no user has id 0), so the
 * services' access checks pass and the log names 'system' as before.
 */
export const SYSTEM_ACTOR: AuthUser = { id: 0, username: 'system', role: 'admin' };
