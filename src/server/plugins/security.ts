import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { AppConfig } from '../config';
import { HEAD_SCRIPT_CSP } from './head-script';

/**
 * The CSP allows only what the site loads: its own files, inline style attributes (Radix sets
 * them), data/blob images (room photo previews, AR snapshots). Providers' hosts are added only
 * when their keys are configured (docs/decisions/001-stack.md).
 */
export function contentSecurityPolicy(config: AppConfig): Record<string, string[]> {
  // One inline script, by its hash: the head script that keeps a tap made before hydration and
  // marks a first visit (head-script.ts).
  const script = ["'self'", HEAD_SCRIPT_CSP];
  const connect = ["'self'"];
  const frame = ["'self'"];
  const img = ["'self'", 'data:', 'blob:'];
  // Stripe's CSP guide: Stripe.js (loaded by @stripe/stripe-js from js.stripe.com, versioned
  // paths) with its iframes on js.stripe.com and *.js.stripe.com, 3-D Secure on hooks.stripe.com,
  // API calls to api.stripe.com. Only when the browser is given a key (docs/decisions/006).
  if (config.STRIPE_PUBLISHABLE_KEY && config.STRIPE_SECRET_KEY) {
    script.push('https://js.stripe.com', 'https://*.js.stripe.com');
    connect.push('https://api.stripe.com');
    frame.push('https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com');
  }
  // Square's Web Payments SDK CSP guide: square.js and its card iframe from the environment's
  // CDN host (the application id's "sandbox-" prefix picks it, as the SDK's loader does), card
  // data to that environment's pci-connect host.
  if (config.SQUARE_APPLICATION_ID && config.SQUARE_ACCESS_TOKEN) {
    const sandbox = config.SQUARE_APPLICATION_ID.startsWith('sandbox-');
    const cdn = sandbox ? 'https://sandbox.web.squarecdn.com' : 'https://web.squarecdn.com';
    script.push(cdn, sandbox ? 'https://js.squareupsandbox.com' : 'https://js.squareup.com');
    connect.push(
      cdn,
      sandbox ? 'https://pci-connect.squareupsandbox.com' : 'https://pci-connect.squareup.com',
    );
    frame.push(cdn);
  }
  if (config.GOOGLE_MAPS_API_KEY) {
    script.push('https://maps.googleapis.com');
    connect.push('https://maps.googleapis.com', 'https://places.googleapis.com');
    img.push('https://maps.gstatic.com', 'https://maps.googleapis.com');
  }
  if (config.DID_AGENT_ID && config.DID_CLIENT_KEY) {
    script.push('https://agent.d-id.com');
    connect.push('https://api.d-id.com', 'wss://notifications.d-id.com');
    frame.push('https://agent.d-id.com');
  }
  return {
    defaultSrc: ["'self'"],
    scriptSrc: script,
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: img,
    fontSrc: ["'self'"],
    connectSrc: connect,
    frameSrc: frame,
    mediaSrc: ["'self'", 'blob:'],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  };
}

/**
 * The headers helmet sets, computed once: they depend only on configuration. helmet's middleware
 * runs against a recorder instead of a live response, and every answer then gets the recorded
 * object in one `reply.headers()` call (docs/decisions/007; @fastify/helmet rebuilt the
 * middleware per request, about 20 us of CPU, as much as a whole bare node:http answer).
 */
export function securityHeaders(config: AppConfig): Record<string, string> {
  const middleware = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        ...contentSecurityPolicy(config),
        ...(config.isProduction ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    hsts: config.isProduction ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    // The camera is used by the AR preview of the store, on this origin only.
    crossOriginEmbedderPolicy: false,
  });
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string | number) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
    getHeader: (name: string) => headers[name.toLowerCase()],
  };
  let done = false;
  // helmet only sets headers; it reads nothing from the request.
  middleware({} as never, recorder as never, () => {
    done = true;
  });
  if (!done) throw new Error('helmet did not finish synchronously');
  return headers;
}

export async function registerSecurity(app: FastifyInstance, config: AppConfig): Promise<void> {
  const headers = securityHeaders(config);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
  // Limits are opted into per route (`config: { rateLimit: ... }`), e.g. logins and bookings.
  await app.register(rateLimit, { global: false });
}

/** A public form's per-route limit; outside production the machine itself (dev, browser tests)
 * is not throttled. */
export function publicRateLimit(
  limit: { readonly max: number; readonly timeWindow: string },
  config: AppConfig,
) {
  return {
    rateLimit: {
      ...limit,
      ...(config.isProduction ? {} : { allowList: ['127.0.0.1', '::1', '::ffff:127.0.0.1'] }),
    },
  };
}
