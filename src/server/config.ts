import { isIP } from 'node:net';
import { z } from 'zod';

const optional = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

/** An IPv4/IPv6 address, optionally with a CIDR prefix: 10.0.0.1, 10.0.0.0/8, ::1, fd00::/8. */
function isAddressOrRange(value: string): boolean {
  const [address = '', prefix, ...rest] = value.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY (decisions.md "Staff accounts", "Configuration"): whose X-Forwarded-For is believed.
 * Unset: nobody's, the client is the socket address. A hop count (1 = one proxy in front) or a
 * comma-separated list of proxy addresses/ranges. "true" is refused: believing every sender's
 * header would let anyone choose their address and slip past every rate limit.
 */
const trustProxySchema = optional.transform((value, issue): false | number | string[] => {
  if (value === undefined) return false;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops > 0 && hops <= 10) return hops;
    issue.addIssue({ code: 'custom', message: 'a hop count must be between 1 and 10' });
    return z.NEVER;
  }
  const list = value.split(',').map((part) => part.trim());
  const bad = list.filter((part) => !isAddressOrRange(part));
  if (bad.length === 0) return list;
  issue.addIssue({
    code: 'custom',
    message: `must be a hop count (e.g. 1) or a comma-separated list of proxy addresses (e.g. 10.0.0.2,10.0.1.0/24); not understood: ${bad.map((b) => JSON.stringify(b)).join(', ')}`,
  });
  return z.NEVER;
});

/**
 * Fastify's trustProxy for TRUST_PROXY. Fastify 5 treats a bare number as "trust nobody", so a hop
 * count becomes the function proxy-addr calls per hop (0 = the socket's peer): trust the first n.
 */
export function trustProxyOption(
  trust: false | number | string[],
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  return trust;
}

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: optional.refine((v) => v === undefined || /^postgres(ql)?:\/\//.test(v), {
    message: 'must start with postgres:// or postgresql://',
  }),
  DATA_DIR: z.string().default('./data'),
  NODE_ENV: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // HS256 wants a key as long as its hash (256 bits); a short secret could be guessed offline
  // from any one token.
  JWT_SECRET: optional.refine((v) => v === undefined || v.length >= 32, {
    message: 'must be at least 32 characters (e.g. openssl rand -base64 48)',
  }),
  ADMIN_USERNAME: optional,
  ADMIN_PASSWORD: optional,
  STRIPE_SECRET_KEY: optional,
  STRIPE_PUBLISHABLE_KEY: optional,
  STRIPE_WEBHOOK_SECRET: optional,
  SQUARE_ACCESS_TOKEN: optional,
  SQUARE_APPLICATION_ID: optional,
  SQUARE_LOCATION_ID: optional,
  SQUARE_WEBHOOK_SIGNATURE_KEY: optional,
  GOOGLE_MAPS_API_KEY: optional,
  SMTP_URL: optional,
  MAIL_FROM: z.string().default('Charlotte TV Mounting <bookings@localhost>'),
  /** Texts go through Twilio when all three are set (docs/decisions/038-text-messages.md). */
  TWILIO_ACCOUNT_SID: optional,
  TWILIO_AUTH_TOKEN: optional,
  /** The sending number (+17045550100) or a messaging service id (MG...). */
  TWILIO_FROM: optional,
  /**
   * Where the Twilio SDK's REST calls go instead of https://api.twilio.com: only the tests set it,
   * to their local fake of Twilio's Messages API (src/server/testing/twilio-fake.ts).
   */
  TWILIO_API_URL: optional.pipe(z.url('must be an http(s) URL').optional()),
  DID_AGENT_ID: optional,
  DID_CLIENT_KEY: optional,
  AFTERPAY_MERCHANT_ID: optional,
  /** An OpenAI-compatible chat-completions endpoint for the assistant (docs/decisions/013). */
  ASSISTANT_API_URL: optional.pipe(z.url('must be an http(s) URL').optional()),
  ASSISTANT_API_KEY: optional,
  ASSISTANT_MODEL: optional,
  CLIENT_DIR: z.string().default('./dist/client'),
  /** The site's public address, for links in e-mails (the manage link); default http://localhost:PORT. */
  PUBLIC_URL: optional.pipe(z.url('must be an http(s) URL').optional()),
  TRUST_PROXY: trustProxySchema,
  /**
   * Demo mode only: seed completed demo bookings with reviews, so the landing page shows real
   * reviews after `npm start` (docs/decisions/044). The API tests turn it off (test-app.ts): their
   * fresh databases count bookings from zero.
   */
  DEMO_REVIEWS: z.enum(['on', 'off']).default('on'),
  /** Bearer token for GET /metrics; unset, only this machine (loopback) may read it (046). */
  METRICS_TOKEN: optional.refine((v) => v === undefined || v.length >= 16, {
    message: 'must be at least 16 characters (e.g. openssl rand -hex 24)',
  }),
});

export type Env = z.infer<typeof envSchema>;

export type AppConfig = Env & {
  /** Demo mode (seeded accounts, login hints) is on unless NODE_ENV=production. */
  demoMode: boolean;
  isProduction: boolean;
};

/** Parses the environment once, failing fast with a message that names every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const isProduction = parsed.data.NODE_ENV === 'production';
  if (isProduction && parsed.data.ADMIN_PASSWORD && parsed.data.ADMIN_PASSWORD.length < 12) {
    throw new Error('Invalid configuration:\n  ADMIN_PASSWORD: must be at least 12 characters');
  }
  return { ...parsed.data, isProduction, demoMode: !isProduction };
}
