import { asc, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { staff } from '../../db/schema/index';

/** The columns that may leave the server: never passwordHash. */
export const publicStaffColumns = {
  id: staff.id,
  name: staff.name,
  username: staff.username,
  phone: staff.phone,
  email: staff.email,
  role: staff.role,
  isActive: staff.isActive,
  specialties: staff.specialties,
  maxJobsPerDay: staff.maxJobsPerDay,
};

export function listStaff(db: Executor) {
  return db.select(publicStaffColumns).from(staff).orderBy(asc(staff.id));
}

export async function usernameTaken(db: Executor, username: string): Promise<boolean> {
  const [row] = await db
    .select({ id: staff.id })
    .from(staff)
    .where(sql`lower(${staff.username}) = lower(${username})`);
  return row !== undefined;
}

export async function insertStaff(db: Executor, values: typeof staff.$inferInsert) {
  const [row] = await db
    .insert(staff)
    .values(values)
    // No target: the lower(username) index counts too, so "DUP" after "dup" is a conflict, not a 500.
    .onConflictDoNothing()
    .returning(publicStaffColumns);
  return row;
}
