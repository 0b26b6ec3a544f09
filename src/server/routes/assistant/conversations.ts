// Conversations of the assistant, kept in this process's memory (docs/decisions/013-assistant.md):
// what was priced, which windows were offered, the last turns. Bounded in number and age; a
// conversation that is gone simply starts again (its configuration is re-priced anyway).
import { randomUUID } from 'node:crypto';
import type { ConversationState } from '../../../domain/schemas/assistant';

export const MAX_CONVERSATIONS = 5000;
export const CONVERSATION_TTL_MS = 2 * 60 * 60 * 1000;

interface Entry {
  state: ConversationState;
  touchedAt: number;
}

export class ConversationStore {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly limit = MAX_CONVERSATIONS,
    private readonly ttlMs = CONVERSATION_TTL_MS,
  ) {}

  /**
   * The conversation's state, or a fresh one under a new id this store issues. Ids come from
   * here only (issue 25): an unknown, expired or client-made id is never adopted, so no
   * conversation lives under an id someone chose or knew in advance (a link carrying a fixed id
   * would let its author read the booking draft of whoever chatted under it).
   */
  open(id: string | undefined, now = Date.now()): { id: string; state: ConversationState } {
    const entry = id ? this.entries.get(id) : undefined;
    if (id && entry && now - entry.touchedAt <= this.ttlMs) return { id, state: entry.state };
    if (id && entry) this.entries.delete(id);
    // A version 4 UUID: 122 random bits from the operating system's generator.
    return { id: randomUUID(), state: { history: [] } };
  }

  get(id: string, now = Date.now()): ConversationState | undefined {
    const entry = this.entries.get(id);
    if (!entry || now - entry.touchedAt > this.ttlMs) return undefined;
    return entry.state;
  }

  save(id: string, state: ConversationState, now = Date.now()): void {
    // Map order is insertion order: re-inserting keeps the most recently used last.
    this.entries.delete(id);
    this.entries.set(id, { state, touchedAt: now });
    while (this.entries.size > this.limit) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }

  get size(): number {
    return this.entries.size;
  }
}
