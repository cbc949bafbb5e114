import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

// The CSP allows exactly what the product embeds: the Spotify playlist iframe and Google Identity
// Services (script, button iframe, its stylesheet and the popup it opens). Everything else is 'self'.
const GOOGLE_GSI = 'https://accounts.google.com/gsi/';

export const contentSecurityPolicy = {
  defaultSrc: ["'self'"],
  baseUri: ["'self'"],
  objectSrc: ["'none'"],
  frameAncestors: ["'none'"],
  formAction: ["'self'"],
  scriptSrc: ["'self'", `${GOOGLE_GSI}client`],
  // GSI and React set inline style attributes; inline styles cannot run code.
  styleSrc: ["'self'", "'unsafe-inline'", `${GOOGLE_GSI}style`],
  imgSrc: ["'self'", 'data:', 'https://*.googleusercontent.com'],
  fontSrc: ["'self'"],
  connectSrc: ["'self'", GOOGLE_GSI],
  frameSrc: ['https://open.spotify.com', GOOGLE_GSI],
  mediaSrc: ["'self'", 'data:'],
  workerSrc: ["'self'"],
  manifestSrc: ["'self'"],
  upgradeInsecureRequests: null,
};

/** The policy with the given inline scripts allowed by their hash (plugins/inline-script-hashes.ts). */
function helmetOptions(inlineScripts: string[]) {
  const directives = {
    ...contentSecurityPolicy,
    scriptSrc: [...contentSecurityPolicy.scriptSrc, ...inlineScripts],
  };
  return {
    contentSecurityPolicy: { useDefaults: false, directives },
    // The Google sign-in popup has to talk back to this window.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' as const },
    crossOriginEmbedderPolicy: false,
    frameguard: { action: 'deny' as const },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' as const },
  };
}

/**
 * The headers helmet sets with `helmetOptions`, worked out once. @fastify/helmet builds helmet's middleware
 * anew on every request (parsing the CSP each time: 4–6 % of the server's CPU on a signed-in read,
 * docs/decisions/023-api-hot-path.md); the headers never vary here (no nonces, no per-route options), so
 * helmet runs once on a throwaway instance and every answer gets the same set.
 */
async function helmetHeaders(inlineScripts: string[]) {
  const probe = Fastify();
  await probe.register(helmet, helmetOptions(inlineScripts));
  probe.get('/', async () => '');
  const response = await probe.inject({ method: 'GET', url: '/' });
  await probe.close();
  const plain = Fastify();
  plain.get('/', async () => '');
  const without = await plain.inject({ method: 'GET', url: '/' });
  await plain.close();
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(response.headers)) {
    if (name in without.headers || value === undefined) continue;
    headers[name] = String(value);
  }
  return headers;
}

export const securityHeadersPlugin = fp(
  async (app: FastifyInstance, options: { inlineScripts?: string[] }) => {
    const headers = await helmetHeaders(options.inlineScripts ?? []);
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
  },
);
