import { describe, expect, it } from 'vitest';
import { tvConfigSchema } from './tv-config';

const minimal = { tvSize: '56-65', wallType: 'brick', room: 'Living Room' };

describe('tvConfigSchema', () => {
  it('fills in the spec defaults', () => {
    expect(tvConfigSchema.parse(minimal)).toEqual({
      ...minimal,
      wireInWall: false,
      deviceSetup: false,
      sameDayService: false,
      wireCordHiders: false,
      fireplaceOutlet: false,
      largeTvAssistance: 'customer_help',
      frameMediaBoxType: 'none',
      mountOption: 'purchase',
      mountType: 'fixed',
      homeTheaterSetup: false,
      floatingShelf: '',
    });
  });

  it('accepts a complex key, null or no complex', () => {
    expect(tvConfigSchema.parse({ ...minimal, apartmentComplex: 'artizia' }).apartmentComplex).toBe(
      'artizia',
    );
    expect(
      tvConfigSchema.parse({ ...minimal, apartmentComplex: null }).apartmentComplex,
    ).toBeNull();
    expect(tvConfigSchema.safeParse({ ...minimal, apartmentComplex: 'unknown' }).success).toBe(
      false,
    );
  });

  it.each([
    ['tvSize', '50-55'],
    ['wallType', 'glass'],
    ['mountType', 'ceiling'],
    ['mountOption', 'rent'],
    ['largeTvAssistance', 'crane'],
    ['frameMediaBoxType', 'gold'],
    ['floatingShelf', 'double'],
    ['wireInWall', 'yes'],
  ])('refuses %s = %s and names the field', (field, value) => {
    const result = tvConfigSchema.safeParse({ ...minimal, [field]: value });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual([field]);
  });

  it.each(['', '   '])('refuses a blank room (%j)', (room) => {
    expect(tvConfigSchema.safeParse({ ...minimal, room }).success).toBe(false);
  });

  it('trims the room and allows free text up to 80 characters', () => {
    expect(tvConfigSchema.parse({ ...minimal, room: '  Sunroom  ' }).room).toBe('Sunroom');
    expect(tvConfigSchema.safeParse({ ...minimal, room: 'x'.repeat(80) }).success).toBe(true);
    expect(tvConfigSchema.safeParse({ ...minimal, room: 'x'.repeat(81) }).success).toBe(false);
  });

  it('requires size and wall type', () => {
    expect(tvConfigSchema.safeParse({ room: 'Kitchen' }).success).toBe(false);
  });
});
