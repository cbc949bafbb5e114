import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
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

export const securityHeadersPlugin = fp(async (app: FastifyInstance) => {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy },
    // The Google sign-in popup has to talk back to this window.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    crossOriginEmbedderPolicy: false,
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
});
