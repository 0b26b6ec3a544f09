// The pricing calculator test's three sample configurations. The expected totals are worked out
// by hand from decisions.md "Price rules" (the arithmetic is beside each one): they are this
// page's own check on the engine, so they are deliberately typed here, not read from the engine.
import type { QuoteRequestInput } from '@/domain/schemas/quote';

export interface SampleConfiguration {
  readonly name: string;
  readonly description: string;
  readonly request: QuoteRequestInput;
  readonly expectedCents: number;
}

export const SAMPLE_CONFIGURATIONS: readonly SampleConfiguration[] = [
  {
    name: 'Single 55" TV on drywall',
    description: '44"-55" TV, drywall (wood studs), flat mount purchased from us.',
    request: { tvs: [{ tvSize: '44-55', wallType: 'drywall_studs', room: 'Living Room' }] },
    // installation 99.00 + flat mount 29.99 = 128.99
    expectedCents: 12899,
  },
  {
    name: '65" TV on brick, full service',
    description:
      '56"-65" TV, brick wall, tilt mount, wire in wall, device setup and same-day service.',
    request: {
      tvs: [
        {
          tvSize: '56-65',
          wallType: 'brick',
          room: 'Family Room',
          mountType: 'tilt',
          wireInWall: true,
          deviceSetup: true,
          sameDayService: true,
        },
      ],
    },
    // installation 99.00 + tilt 39.99 + brick 95.00 + wire in wall 79.99 + device setup 75.00
    // = 388.98; one TV, no discount; + same-day 75.00 once = 463.98
    expectedCents: 46398,
  },
  {
    name: 'Two TVs with the multi-TV discount',
    description:
      '66"-75" TV on concrete, full motion mount, wire in wall, two technicians; plus a 24"-43" TV on metal-stud drywall with the customer\'s own mount.',
    request: {
      tvs: [
        {
          tvSize: '66-75',
          wallType: 'concrete',
          room: 'Living Room',
          mountType: 'full_motion',
          wireInWall: true,
          largeTvAssistance: 'two_techs',
        },
        {
          tvSize: '24-43',
          wallType: 'drywall_metal_studs',
          room: 'Home Office',
          mountOption: 'own',
        },
      ],
    },
    // TV 1: 99.00 + full motion 74.99 + concrete 129.00 + wire in wall 79.99 = 382.98
    // TV 2: own mount, up to 50 inches = 80.00; TV subtotal 462.98
    // discount 10% = 46.298 -> 46.30 (half up); 462.98 - 46.30 = 416.68
    // + two technicians 45.00 once = 461.68
    expectedCents: 46168,
  },
];
