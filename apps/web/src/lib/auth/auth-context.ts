import { createContext } from 'react';
import type { Session } from '../session';

export interface AuthValue {
  session: Session | null;
  /** 'loading' until the stored session has been read and checked; guards wait for 'ready'. */
  status: 'loading' | 'ready';
  signIn: (session: Session) => void;
  /** Ends the session and says goodbye (SPEC §4). Navigation is the caller's choice. */
  signOut: () => void;
}

export const AuthContext = createContext<AuthValue | null>(null);
