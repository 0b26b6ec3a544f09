// The assistant tests' customer: one message to POST /api/assistant/messages, answered 200.
import { expect } from 'vitest';
import type { AssistantMessageResponse } from '../../../domain/schemas/assistant';
import type { BuiltApp } from '../../app';

/** `say(text, conversationId?)` for `app`: sends one message, expects a 200 and answers it. */
export function customerOf(app: BuiltApp) {
  return async (text: string, conversationId?: string) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/assistant/messages',
      payload: { text, ...(conversationId ? { conversationId } : {}) },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<AssistantMessageResponse>();
  };
}
