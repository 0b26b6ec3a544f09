// Which assistant answers (decisions.md "Assistant"; docs/decisions/013): the OpenAI-compatible
// provider when ASSISTANT_API_URL and ASSISTANT_MODEL are set, otherwise the built-in one. The
// assistant's route and the diagnostics page both read it here.
import type { AppContext } from '../context';

export interface ProviderSettings {
  readonly url: string;
  readonly apiKey?: string | undefined;
  readonly model: string;
  readonly timeoutMs?: number;
}

export function providerSettings(ctx: AppContext): ProviderSettings | undefined {
  const { ASSISTANT_API_URL: url, ASSISTANT_API_KEY: apiKey, ASSISTANT_MODEL: model } = ctx.config;
  return url && model ? { url, apiKey, model } : undefined;
}
