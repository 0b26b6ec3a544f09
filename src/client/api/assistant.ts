import { apiGet, apiRequest } from '@/client/lib/api-client';
import type { AssistantBookingDraft, AssistantMessageResponse } from '@/domain/schemas/assistant';
import type { BookingDraftInput } from '@/domain/schemas/booking';
import type { Locale } from '@/domain/site/locales';

/** `locale`: the page's language, the answer's when the message itself says neither. */
export const sendAssistantMessage = (
  text: string,
  conversationId: string | undefined,
  locale: Locale,
) =>
  apiRequest<AssistantMessageResponse>('POST', '/api/assistant/messages', {
    text,
    locale,
    ...(conversationId ? { conversationId } : {}),
  });

export const getAssistantBookingDraft = (conversationId: string) =>
  apiGet<AssistantBookingDraft>(`/api/assistant/conversations/${conversationId}/booking-draft`);

export interface CreatedBooking {
  readonly id: number;
  readonly reference?: string;
  readonly totalPrice: number;
  readonly paymentMethod: string;
  readonly appointmentDate: string;
  readonly appointmentTime: string;
}
/**
 * path: the contact form test page books through its diagnostic route instead, with the admin's
 * token in production (only an admin may make diagnostic bookings there).
 */
export const createBooking = (
  draft: BookingDraftInput,
  idempotencyKey: string,
  path = '/api/bookings',
  token?: string | null,
) =>
  apiRequest<CreatedBooking>('POST', path, draft, {
    headers: { 'idempotency-key': idempotencyKey },
    ...(token ? { token } : {}),
  });

export interface AvatarAgentConfig {
  readonly enabled: boolean;
  readonly agentId: string | null;
  readonly clientKey: string | null;
}
export const getAvatarAgentConfig = () => apiGet<AvatarAgentConfig>('/api/did-agent/config');

/** POST /api/did-agent/complete-tv-builder: starts the avatar agent's booking flow. */
export const initAvatarAgent = () =>
  apiRequest<unknown>('POST', '/api/did-agent/complete-tv-builder', {
    action: 'start_complete_flow',
    integrations: { bookingSystem: true, emailNotifications: true, realTimeScheduling: true },
  });
