export { AuthContext, type AuthValue } from './auth-context';
export { AuthProvider } from './auth-provider';
export { useAuth } from './use-auth';
