// The only code that reads or writes the business_settings row (id 1).
import { eq, sql } from 'drizzle-orm';
import { SEED_BUSINESS_FACTS } from '../../domain/catalog/business-seed';
import type { BusinessFacts, BusinessUpdate } from '../../domain/schemas/business';
import type { Executor } from '../db/client';
import { businessSettings } from '../db/schema/index';

const COLUMNS = {
  name: businessSettings.name,
  phone: businessSettings.phone,
  email: businessSettings.email,
  address: businessSettings.address,
  licenseNumber: businessSettings.licenseNumber,
  insurer: businessSettings.insurer,
  rating: businessSettings.rating,
  reviewCount: businessSettings.reviewCount,
  ratingSource: businessSettings.ratingSource,
  serviceAreaZips: businessSettings.serviceAreaZips,
  version: businessSettings.version,
};

/**
 * The row, created from the seed when missing: migration 0009 inserts it, but a database restored
 * without it must still serve pages rather than fail every request.
 */
export async function selectBusinessFacts(db: Executor): Promise<BusinessFacts> {
  const [row] = await db.select(COLUMNS).from(businessSettings).where(eq(businessSettings.id, 1));
  if (row) return row;
  await db
    .insert(businessSettings)
    .values({ id: 1, ...SEED_BUSINESS_FACTS })
    .onConflictDoNothing();
  const [created] = await db
    .select(COLUMNS)
    .from(businessSettings)
    .where(eq(businessSettings.id, 1));
  if (!created) throw new Error('The business_settings row could not be created');
  return created;
}

/** Changes the given fields and raises the version in one statement; answers the new row. */
export async function updateBusinessFacts(
  db: Executor,
  changes: BusinessUpdate,
): Promise<BusinessFacts> {
  await selectBusinessFacts(db);
  const [row] = await db
    .update(businessSettings)
    .set({ ...changes, version: sql`${businessSettings.version} + 1`, updatedAt: new Date() })
    .where(eq(businessSettings.id, 1))
    .returning(COLUMNS);
  if (!row) throw new Error('The business_settings row vanished during its update');
  return row;
}
