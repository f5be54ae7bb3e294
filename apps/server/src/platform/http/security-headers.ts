import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply } from 'fastify';
import helmet from 'helmet';
import { isInternalCall } from '../logging/request-log.ts';

const styleNonces = new WeakMap<ServerResponse, string>();

/**
 * This response's nonce for `<style>` elements, made on first use: the Content-Security-Policy
 * header and the page it travels with ask for it separately and must get the same value.
 */
export function styleNonceOf(response: ServerResponse): string {
  let nonce = styleNonces.get(response);
  if (!nonce) {
    nonce = randomBytes(16).toString('base64');
    styleNonces.set(response, nonce);
  }
  return nonce;
}

/**
 * Makes `nonce` this response's style nonce: a kept page carries the nonce of its rendering
 * (page-cache.ts), so the policy of every response of it names that one. The policy header was
 * written when the request came in, with the nonce drawn then; it is rewritten here.
 */
export function useStyleNonce(reply: FastifyReply, nonce: string): void {
  const drawn = styleNonceOf(reply.raw);
  styleNonces.set(reply.raw, nonce);
  const policy = reply.getHeader('content-security-policy');
  if (typeof policy === 'string')
    reply.header('content-security-policy', policy.replaceAll(`'nonce-${drawn}'`, `'nonce-${nonce}'`));
}

/** Browser features the site never uses, denied to it and to anything it embeds. */
const DENIED_FEATURES = [
  'accelerometer',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'usb',
];
const PERMISSIONS_POLICY = DENIED_FEATURES.map((feature) => `${feature}=()`).join(', ');

/**
 * The policy of the API documentation (/api/docs): Swagger UI's script adds a <style> of its own
 * without a nonce. A screen for developers that shows only the API's own description, so its
 * <style> elements are let in as they come; everything else stays as strict.
 */
export const withInlineStyles = (policy: string): string =>
  policy.replace(/style-src [^;]*/, "style-src 'self' 'unsafe-inline'");

export interface SecurityHeaderSettings {
  /** PUBLIC_URL: served over https, browsers are told to keep to https (HSTS). */
  publicUrl: string | undefined;
  /** `npm run dev`: Vite's development pages need inline scripts and styles. */
  viteDevelopment: boolean;
}

/**
 * Browser security headers on every response (pages, the API, files, errors): a
 * Content-Security-Policy, no framing, no MIME sniffing, a referrer policy, a permissions policy,
 * and HSTS when the public address is https. helmet's middleware is made once here (Fastify's
 * helmet plugin made it again for every request, parsing the policy each time); the server
 * rendering's own API calls get none, as no browser reads them.
 */
export async function registerSecurityHeaders(app: FastifyInstance, settings: SecurityHeaderSettings): Promise<void> {
  const https = settings.publicUrl?.startsWith('https:') ?? false;
  const styleNonce = (_request: unknown, response: ServerResponse) => `'nonce-${styleNonceOf(response)}'`;
  const applyHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: settings.viteDevelopment ? ["'self'", "'unsafe-inline'"] : ["'self'"],
        scriptSrcAttr: ["'none'"],
        styleSrc: settings.viteDevelopment ? ["'self'", "'unsafe-inline'"] : ["'self'", styleNonce],
        styleSrcAttr: ["'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'http:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: settings.viteDevelopment ? ["'self'", 'ws:'] : ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: https ? [] : null,
      },
    },
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: https ? { maxAge: 365 * 24 * 3600, includeSubDomains: false } : false,
    crossOriginResourcePolicy: { policy: 'cross-origin' },
  });
  app.addHook('onRequest', (request, reply, done) => {
    if (isInternalCall(request)) return done();
    reply.raw.setHeader('permissions-policy', PERMISSIONS_POLICY);
    applyHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });
}
