// The OpenAI-compatible provider path (decisions.md "Assistant"; docs/decisions/013): with
// ASSISTANT_API_URL, ASSISTANT_API_KEY and ASSISTANT_MODEL set, the model writes the replies and
// calls the product's tools (tools.ts). Any failure (HTTP error, bad answer, time-out) throws;
// the route then answers with the built-in assistant.
import { detectLanguage } from '../../../domain/assistant/language';
import { phoneHandoff, type Turn } from '../../../domain/assistant/respond';
import type { Locale } from '../../../domain/site/locales';
import { BUSINESS_HOURS } from '../../../domain/scheduling/business-hours';
import type { BusinessFacts } from '../../../domain/schemas/business';
import { quoteText } from '../../../domain/assistant/quote-text';
import { formatMoney } from '../../../domain/pricing/format-money';
import type { AssistantReply, ConversationState } from '../../../domain/schemas/assistant';
import type { Quote } from '../../../domain/schemas/quote';
import type { Executor } from '../../db/client';
import type { ProviderSettings } from '../../services/assistant-provider';
import { readBusinessFacts } from '../../services/business-facts';
import { runTool, TOOL_DEFINITIONS, type ToolEffects } from './tools';

export const PROVIDER_TIMEOUT_MS = 15_000;
const MAX_TOOL_ROUNDS = 4;
const HISTORY_TURNS = 12;

/** The model's instructions, with the business's facts as the settings hold them now. */
const systemPrompt = (
  business: BusinessFacts,
) => `You are the booking assistant of ${business.name}, a TV wall-mounting business in ${business.address} (hours ${BUSINESS_HOURS}, phone ${business.phone}). Answer briefly in plain English.
Every price must come from the quote_price tool: never state an amount it did not return. Say which assumptions you made for what the customer did not say.
Use open_windows for availability, business_facts for hours, area, warranty, payment, insurance and contact. When the customer wants to book, call open_booking_form (payment is cash on completion).
If you cannot help, give the phone number ${business.phone}.`;

/** ASSISTANT_API_URL may be the endpoint itself or the API base (…/v1). */
export function completionsUrl(url: string): string {
  return /\/chat\/completions\/?$/.test(url) ? url : `${url.replace(/\/+$/, '')}/chat/completions`;
}

interface ToolCall {
  id: string;
  type: 'function';
  function: { name: string; arguments: string };
}
type Message =
  | { role: 'system' | 'user'; content: string }
  | { role: 'assistant'; content: string | null; tool_calls?: ToolCall[] }
  | { role: 'tool'; tool_call_id: string; content: string };

function readChoice(body: unknown): { content: string | null; toolCalls: ToolCall[] } {
  const message = (body as { choices?: { message?: unknown }[] } | null)?.choices?.[0]?.message as
    { content?: unknown; tool_calls?: unknown } | undefined;
  if (!message) throw new Error('The provider answered without a message');
  const toolCalls = Array.isArray(message.tool_calls)
    ? (message.tool_calls as ToolCall[]).filter(
        (call) => typeof call?.id === 'string' && typeof call.function?.name === 'string',
      )
    : [];
  const content = typeof message.content === 'string' ? message.content : null;
  return { content, toolCalls };
}

/** Every amount the engine produced for this quote, as shown on screen. */
function engineAmounts(quote: Quote | undefined): Set<string> {
  const amounts = new Set<string>();
  if (!quote) return amounts;
  const add = (cents: number) => amounts.add(formatMoney(cents));
  add(quote.totalCents);
  add(quote.discountCents);
  for (const tv of quote.tvs) {
    add(tv.totalCents);
    for (const part of tv.parts) add(part.cents);
  }
  for (const fee of quote.oneTimeFees) add(fee.cents);
  for (const line of quote.services) add(line.totalCents);
  return amounts;
}

/** "$1,234.50" and "$99" in a text, written the way formatMoney writes them. */
function amountsIn(text: string): string[] {
  return [...text.matchAll(/\$\s?(\d[\d,]*)(?:\.(\d{1,2}))?/g)].map((match) => {
    const dollars = Number((match[1] ?? '0').replace(/,/g, ''));
    const cents = Number((match[2] ?? '0').padEnd(2, '0'));
    return formatMoney(dollars * 100 + cents);
  });
}

export async function providerTurn(
  settings: ProviderSettings,
  db: Executor,
  text: string,
  previous: ConversationState,
  now: Date,
  pageLocale: Locale = 'en',
): Promise<Turn> {
  const state: ConversationState = structuredClone(previous);
  // The model answers in the customer's language by itself; ours is kept for the booking.
  state.language = detectLanguage(text, previous.language ?? pageLocale);
  const effects: ToolEffects = {};
  const business = await readBusinessFacts(db);
  const signal = AbortSignal.timeout(settings.timeoutMs ?? PROVIDER_TIMEOUT_MS);
  const messages: Message[] = [
    { role: 'system', content: `${systemPrompt(business)}\nNow: ${now.toISOString()}.` },
    ...previous.history.map((turn) => ({ role: turn.role, content: turn.text }) as Message),
    { role: 'user', content: text },
  ];

  let answer: string | null = null;
  for (let round = 0; round <= MAX_TOOL_ROUNDS && answer === null; round += 1) {
    const response = await fetch(completionsUrl(settings.url), {
      method: 'POST',
      signal,
      headers: {
        'content-type': 'application/json',
        ...(settings.apiKey ? { authorization: `Bearer ${settings.apiKey}` } : {}),
      },
      body: JSON.stringify({
        model: settings.model,
        messages,
        tools: TOOL_DEFINITIONS,
        ...(round === MAX_TOOL_ROUNDS ? { tool_choice: 'none' } : {}),
      }),
    });
    if (!response.ok) throw new Error(`The provider answered HTTP ${response.status}`);
    const { content, toolCalls } = readChoice(await response.json());
    if (toolCalls.length === 0) {
      if (!content?.trim()) throw new Error('The provider answered with no text');
      answer = content.trim();
      break;
    }
    messages.push({ role: 'assistant', content, tool_calls: toolCalls });
    for (const call of toolCalls) {
      const result = await runTool(call.function.name, call.function.arguments, {
        db,
        now,
        state,
        effects,
      });
      messages.push({ role: 'tool', tool_call_id: call.id, content: JSON.stringify(result) });
    }
  }
  if (answer === null) throw new Error('The provider did not finish within the tool rounds');

  // Never a price that is not the engine's: a reply naming any other amount is replaced by the
  // engine's own breakdown (or the phone number when nothing was priced).
  const allowed = engineAmounts(effects.quote);
  if (amountsIn(answer).some((amount) => !allowed.has(amount))) {
    answer =
      effects.quote && state.configuration
        ? quoteText(effects.quote, state.configuration, state.language)
        : phoneHandoff(business);
  }
  const reply: AssistantReply = {
    text: answer,
    ...(effects.quote ? { quote: effects.quote } : {}),
    ...(effects.slots ? { slots: effects.slots } : {}),
    ...(effects.form ? { form: effects.form } : {}),
  };
  state.history = [
    ...previous.history,
    { role: 'user' as const, text },
    { role: 'assistant' as const, text: answer },
  ].slice(-HISTORY_TURNS);
  return { reply, state };
}
