// The technician session in browser storage (store-staff-assistant.md section 3): the session is
// restored when token and role both exist; technician_id falls back to the token's technicianId.
const TOKEN_KEY = 'technician_token';
const ROLE_KEY = 'user_role';
const ID_KEY = 'technician_id';

export type TechnicianSession = { token: string; technicianId: number };

/** The technicianId claim of a token, or null when it cannot be read. */
export function technicianIdFromToken(token: string): number | null {
  try {
    const payload = token.split('.')[1];
    if (!payload) return null;
    const json = atob(payload.replaceAll('-', '+').replaceAll('_', '/'));
    const id: unknown = (JSON.parse(json) as { technicianId?: unknown }).technicianId;
    return typeof id === 'number' && Number.isSafeInteger(id) ? id : null;
  } catch {
    return null;
  }
}

export function readTechnicianSession(): TechnicianSession | null {
  try {
    const token = localStorage.getItem(TOKEN_KEY);
    const role = localStorage.getItem(ROLE_KEY);
    if (!token || !role) return null;
    const stored = Number(localStorage.getItem(ID_KEY));
    const technicianId =
      Number.isSafeInteger(stored) && stored > 0 ? stored : technicianIdFromToken(token);
    return technicianId ? { token, technicianId } : null;
  } catch {
    return null;
  }
}

export function saveTechnicianSession(token: string, role: string, technicianId: number): void {
  localStorage.setItem(TOKEN_KEY, token);
  localStorage.setItem(ROLE_KEY, role);
  localStorage.setItem(ID_KEY, String(technicianId));
}

export function clearTechnicianSession(): void {
  for (const key of [TOKEN_KEY, ROLE_KEY, ID_KEY]) localStorage.removeItem(key);
}
