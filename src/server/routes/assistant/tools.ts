// The tools a model provider gets (decisions.md "Assistant": quote, slots, business facts, open
// the booking form). Each runs the product's own code: the engine prices, the database says
// which windows are open. Arguments from the model are checked like any other input.
import { z } from 'zod';
import { FACT_TOPICS, factAnswer } from '../../../domain/assistant/business-answers';
import { CASH_NOTE } from '../../../domain/assistant/respond';
import {
  ADDITIONAL_SERVICES,
  ADDITIONAL_SERVICE_TYPES,
} from '../../../domain/catalog/additional-services';
import { MOUNT_OPTIONS, MOUNT_TYPES } from '../../../domain/catalog/mount-types';
import {
  FRAME_MEDIA_BOX_TYPES,
  LARGE_TV_ASSISTANCE_OPTIONS,
} from '../../../domain/catalog/tv-add-ons';
import { TV_SIZES } from '../../../domain/catalog/tv-sizes';
import { WALL_TYPES } from '../../../domain/catalog/wall-types';
import { calculateQuote } from '../../../domain/pricing/calculate-quote';
import {
  bookableDates,
  isBookableDate,
  SLOT_LABELS,
} from '../../../domain/scheduling/business-time';
import type { AssistantReply, ConversationState } from '../../../domain/schemas/assistant';
import { serviceSelectionSchema } from '../../../domain/schemas/quote';
import { tvConfigSchema } from '../../../domain/schemas/tv-config';
import type { Executor } from '../../db/client';
import { lookupSlots } from './slots';
import { readBusinessFacts } from '../../services/business-facts';

const SERVICE_OPTIONS = Object.fromEntries(
  ADDITIONAL_SERVICE_TYPES.map((type) => [
    type,
    ADDITIONAL_SERVICES[type].options.map((option) => option.key),
  ]),
);

/** The OpenAI "tools" array. */
export const TOOL_DEFINITIONS = [
  {
    type: 'function',
    function: {
      name: 'quote_price',
      description:
        'Exact price from the business price engine for TVs to mount and additional services. Always use this for any price; never compute prices yourself. Unstated: one TV, 44-55, drywall_studs, a purchased fixed mount.',
      parameters: {
        type: 'object',
        properties: {
          tvs: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                tvSize: { type: 'string', enum: TV_SIZES },
                wallType: { type: 'string', enum: WALL_TYPES },
                mountOption: { type: 'string', enum: MOUNT_OPTIONS },
                mountType: { type: 'string', enum: MOUNT_TYPES },
                wireInWall: { type: 'boolean' },
                wireCordHiders: { type: 'boolean' },
                deviceSetup: { type: 'boolean' },
                sameDayService: { type: 'boolean' },
                fireplaceOutlet: { type: 'boolean' },
                largeTvAssistance: { type: 'string', enum: LARGE_TV_ASSISTANCE_OPTIONS },
                frameMediaBoxType: { type: 'string', enum: FRAME_MEDIA_BOX_TYPES },
                room: { type: 'string' },
              },
              required: ['tvSize', 'wallType'],
            },
          },
          additionalServices: {
            type: 'array',
            description: `Service type and option key: ${JSON.stringify(SERVICE_OPTIONS)}`,
            items: {
              type: 'object',
              properties: {
                type: { type: 'string', enum: ADDITIONAL_SERVICE_TYPES },
                option: { type: 'string' },
                quantity: { type: 'integer', minimum: 1, maximum: 20 },
              },
              required: ['type', 'option'],
            },
          },
        },
        required: ['tvs'],
      },
    },
  },
  {
    type: 'function',
    function: {
      name: 'open_windows',
      description:
        'Open two-hour arrival windows from the live schedule (Charlotte time, today to 13 days ahead).',
      parameters: {
        type: 'object',
        properties: {
          dates: { type: 'array', items: { type: 'string', description: 'YYYY-MM-DD' } },
          period: { type: 'string', enum: ['morning', 'afternoon', 'evening'] },
        },
      },
    },
  },
  {
    type: 'function',
    function: {
      name: 'business_facts',
      description:
        'Facts about the business: hours, service area (optionally a ZIP), warranty, payment, insurance, contact.',
      parameters: {
        type: 'object',
        properties: {
          topic: { type: 'string', enum: FACT_TOPICS },
          zip: { type: 'string' },
        },
        required: ['topic'],
      },
    },
  },
  {
    type: 'function',
    function: {
      name: 'open_booking_form',
      description:
        'Opens the booking form for the configuration last priced with quote_price (cash on completion). Optionally with a chosen open window.',
      parameters: {
        type: 'object',
        properties: {
          date: { type: 'string', description: 'YYYY-MM-DD' },
          time: { type: 'string', enum: SLOT_LABELS },
        },
      },
    },
  },
] as const;

const quoteArgs = z.object({
  tvs: z
    .array(tvConfigSchema.extend({ room: tvConfigSchema.shape.room.default('Living Room') }))
    .max(10),
  additionalServices: z
    .array(
      serviceSelectionSchema.extend({ quantity: serviceSelectionSchema.shape.quantity.default(1) }),
    )
    .max(20)
    .default([]),
});
const windowArgs = z.object({
  dates: z.array(z.string()).max(14).optional(),
  period: z.enum(['morning', 'afternoon', 'evening']).optional(),
});
const factArgs = z.object({ topic: z.enum(FACT_TOPICS), zip: z.string().max(10).optional() });
const formArgs = z.object({ date: z.string().optional(), time: z.enum(SLOT_LABELS).optional() });

/** What the tools did during one turn: the parts of the reply that come from the product. */
export interface ToolEffects {
  quote?: NonNullable<AssistantReply['quote']>;
  slots?: NonNullable<AssistantReply['slots']>;
  form?: 'booking';
}

export async function runTool(
  name: string,
  rawArguments: string,
  context: { db: Executor; now: Date; state: ConversationState; effects: ToolEffects },
): Promise<unknown> {
  let args: unknown;
  try {
    args = JSON.parse(rawArguments || '{}');
  } catch {
    return { error: 'Arguments are not JSON' };
  }
  const { state, effects, now } = context;
  switch (name) {
    case 'quote_price': {
      const parsed = quoteArgs.safeParse(args);
      if (!parsed.success) return { error: z.prettifyError(parsed.error) };
      const chosen = state.chosenSlot;
      const result = calculateQuote({
        tvs: parsed.data.tvs,
        additionalServices: parsed.data.additionalServices,
        appointment: chosen ? { ...chosen, bookedAt: now } : undefined,
      });
      if (!result.ok) return { error: result.errors.map((e) => e.message).join(' ') };
      state.configuration = {
        tvs: parsed.data.tvs,
        additionalServices: parsed.data.additionalServices,
        assumed: { count: false, size: false, wall: false, mount: false },
        serviceAssumptions: [],
      };
      effects.quote = result.quote;
      return result.quote;
    }
    case 'open_windows': {
      const parsed = windowArgs.safeParse(args);
      if (!parsed.success) return { error: z.prettifyError(parsed.error) };
      const dates = (parsed.data.dates ?? bookableDates(now)).filter((d) => isBookableDate(d, now));
      const lookup = await lookupSlots(
        context.db,
        { dates, ...(parsed.data.period ? { period: parsed.data.period } : {}) },
        now,
      );
      const slots = (lookup.matching.length > 0 ? lookup.matching : lookup.nextOpen).slice(0, 6);
      effects.slots = slots;
      state.offeredSlots = slots;
      return { open: lookup.matching.slice(0, 12), nearestOtherwise: lookup.nextOpen };
    }
    case 'business_facts': {
      const parsed = factArgs.safeParse(args);
      if (!parsed.success) return { error: z.prettifyError(parsed.error) };
      return {
        answer: factAnswer(
          parsed.data.topic,
          parsed.data.zip ?? '',
          await readBusinessFacts(context.db),
          'en',
        ),
      };
    }
    case 'open_booking_form': {
      const parsed = formArgs.safeParse(args);
      if (!parsed.success) return { error: z.prettifyError(parsed.error) };
      if (!state.configuration) return { error: 'Price the job with quote_price first.' };
      const { date, time } = parsed.data;
      if (date && time) {
        const open = await lookupSlots(context.db, { dates: [date], time }, now);
        if (open.matching.length === 0) return { error: 'That window is not open.' };
        state.chosenSlot = { date, time };
        effects.slots = [{ date, time }];
      }
      effects.form = 'booking';
      return { opened: true, note: CASH_NOTE };
    }
    default:
      return { error: `Unknown tool ${name}` };
  }
}
