import { createContext, useContext, type ReactNode } from 'react';

type AdminSession = { token: string };

const AdminSessionContext = createContext<AdminSession | null>(null);

/** The signed-in admin's token, given once by the admin page to every tab below it. */
export function AdminSessionProvider({ token, children }: { token: string; children: ReactNode }) {
  return <AdminSessionContext value={{ token }}>{children}</AdminSessionContext>;
}

export function useAdminToken(): string {
  const session = useContext(AdminSessionContext);
  if (!session) throw new Error('useAdminToken must be used inside AdminSessionProvider');
  return session.token;
}
