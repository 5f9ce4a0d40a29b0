export { LoginPage } from './LoginPage';
export { RequireAuth } from './RequireAuth';
export { GuestOnly } from './GuestOnly';
export { SessionProvider } from './SessionProvider';
export { UnauthorizedRedirect } from './UnauthorizedRedirect';
export { useSession } from './use-session';
export { hashPassword } from './password-hash';
export type { SessionValue } from './session-context';
