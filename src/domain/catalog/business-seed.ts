// The demo business's facts as first seeded (migration 0009 inserts the same row). Only the seed
// path and tests read these: every page and e-mail reads the live row through GET /api/business
// or the server's cached read (src/server/routes/business/facts.ts), so the admin can change them
// without a deploy.
import type { BusinessFacts } from '../schemas/business';
import { SERVICE_AREA_ZIPS } from './service-area';

export const SEED_BUSINESS_FACTS: Omit<BusinessFacts, 'version'> = {
  name: 'Charlotte TV Mounting',
  phone: '(704) 555-0186',
  email: 'support@charlottetvmounting.com',
  address: 'Charlotte, NC',
  licenseNumber: '',
  insurer: 'Carolina Mutual Insurance',
  rating: 4.9,
  reviewCount: 2500,
  ratingSource: 'Google',
  serviceAreaZips: [...SERVICE_AREA_ZIPS],
};
