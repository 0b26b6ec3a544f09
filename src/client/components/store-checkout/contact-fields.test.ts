import { describe, expect, it } from 'vitest';
import { SEED_BUSINESS_FACTS } from '@/domain/catalog/business-seed';
import { MISSING_ZIP_MESSAGE } from '@/domain/catalog/service-area';
import type { ServiceArea } from '@/domain/catalog/service-area';
import { contactSchema, EMPTY_CONTACT, type Contact } from './contact-fields';

/** What the contact step says of `contact`: each field's first message. */
function checkContact(
  contact: Contact,
  area?: ServiceArea,
): Partial<Record<keyof Contact, string>> {
  const errors: Partial<Record<keyof Contact, string>> = {};
  for (const issue of contactSchema(area).safeParse(contact).error?.issues ?? []) {
    errors[issue.path[0] as keyof Contact] ??= issue.message;
  }
  return errors;
}

const buyer: Contact = {
  ...EMPTY_CONTACT,
  name: 'Dana Buyer',
  email: 'dana@example.com',
  phone: '(704) 555-0190',
  fulfilment: 'delivery',
  address: '500 S Tryon St, Charlotte, NC 28202',
};

describe('the contact step: the delivery address (issue 26)', () => {
  it('delivers inside the service area', () => {
    expect(checkContact(buyer, SEED_BUSINESS_FACTS)).toEqual({});
  });

  it('refuses an address without a ZIP, and one outside the area naming the ZIP and phone', () => {
    expect(
      checkContact({ ...buyer, address: '45 Somewhere Road, Asheville' }, SEED_BUSINESS_FACTS),
    ).toEqual({ address: MISSING_ZIP_MESSAGE });
    const outside = checkContact(
      { ...buyer, address: '45 Somewhere Road, Asheville, NC 28801' },
      SEED_BUSINESS_FACTS,
    );
    expect(outside.address).toContain('28801');
    expect(outside.address).toContain(SEED_BUSINESS_FACTS.phone);
  });

  it('asks nothing of a pickup', () => {
    expect(
      checkContact({ ...buyer, fulfilment: 'pickup', address: '' }, SEED_BUSINESS_FACTS),
    ).toEqual({});
  });
});
