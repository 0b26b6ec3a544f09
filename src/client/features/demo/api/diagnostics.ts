// The diagnostic pages' calls (/system-test, /contact-form-test): each part of the system asked
// for real; the staff token goes with the calls behind the admin sign-in.
import { apiGet, apiRequest } from '@/client/lib/api-client';
import type { Quote } from '@/domain/schemas/quote';
import type { TvConfig } from '@/domain/schemas/tv-config';

export const getHealth = () => apiGet<{ status: string; database: string }>('/api/health');

export const testMail = (token: string | null) =>
  apiRequest<{ success: boolean; keyPrefix: string | null; error: string | null }>(
    'POST',
    '/api/test-sendgrid',
    {},
    { token },
  );

export const getAssistantProvider = (token: string | null) =>
  apiGet<{ provider: string; model: string | null; avatarAgent: boolean }>(
    '/api/diagnostics/assistant',
    { token },
  );

export const createTestBooking = (token: string | null) =>
  apiRequest<{
    id: number;
    reference: string | null;
    sentTotalPrice: number;
    totalPrice: number;
    appointmentDate: string;
    appointmentTime: string;
  }>('POST', '/api/diagnostics/test-booking', {}, { token });

/** POST /api/quote: the server's price for a job. */
export const getQuote = (tvs: readonly TvConfig[]) =>
  apiRequest<Quote>('POST', '/api/quote', { tvs });
