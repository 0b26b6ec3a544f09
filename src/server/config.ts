import { z } from 'zod';

const optional = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: optional.refine((v) => v === undefined || /^postgres(ql)?:\/\//.test(v), {
    message: 'must start with postgres:// or postgresql://',
  }),
  DATA_DIR: z.string().default('./data'),
  NODE_ENV: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  JWT_SECRET: optional,
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
  DID_AGENT_ID: optional,
  DID_CLIENT_KEY: optional,
  AFTERPAY_MERCHANT_ID: optional,
  CLIENT_DIR: z.string().default('./dist/client'),
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
