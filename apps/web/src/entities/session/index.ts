export { useChangePassword } from './password-mutation';
export { SessionProvider } from './SessionProvider';
export { serverIdParam, serverQueryKey, useCurrentServerId } from './server-scope';
export type { CurrentServer, ServerSummary } from './servers';
export type { Session, SessionStatus } from './session-context';
export { loadLoginRequest, sessionKeys, useLogin } from './session-queries';
export { useSession } from './useSession';
