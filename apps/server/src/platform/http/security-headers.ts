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

/**
 * The build's hashed files (/assets/…: scripts, stylesheets, icons) and the tags' icons
 * (/tag-icons/…, whose route sets its own policy). A page's policy means nothing on a script or a
 * stylesheet, and a first visit fetches forty of them: the page headers (~1.1 kB a reply, more
 * than most of these files) are left for pages. What matters stays: no sniffing, and a policy that
 * lets a file opened on its own (an SVG icon) run and reach nothing.
 */
const ASSETS = /^\/(?:assets|tag-icons)\//;
const ASSET_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

export interface SecurityHeaderSettings {
  /** PUBLIC_URL: served over https, browsers are told to keep to https (HSTS). */
  publicUrl: string | undefined;
  /** `npm run dev`: Vite's development pages need inline scripts and styles. */
  viteDevelopment: boolean;
}

/**
 * Browser security headers on every response (pages, the API, files, errors; the build's assets
 * get the few that apply to them): a
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
        // No inline script at all: the server-rendered state travels as JSON that is not executed.
        // Vite's development pages start with inline module scripts (React refresh), so `npm run dev`
        // allows them.
        scriptSrc: settings.viteDevelopment ? ["'self'", "'unsafe-inline'"] : ["'self'"],
        scriptSrcAttr: ["'none'"],
        // <style> elements only with this response's nonce (antd's server-extracted and run-time
        // styles carry it). In development Vite injects the stylesheets it serves as <style>
        // elements without one; a nonce in the list would make browsers ignore 'unsafe-inline'.
        styleSrc: settings.viteDevelopment ? ["'self'", "'unsafe-inline'"] : ["'self'", styleNonce],
        // React and antd write style ATTRIBUTES (style={{…}}, positions of popups, the highlighted
        // code's colours); those cannot carry a nonce.
        styleSrcAttr: ["'unsafe-inline'"],
        // Uploaded files are our own; covers, product images, avatars and images in Markdown may be
        // any http(s) address; previews of a chosen file are blob: or data: URLs.
        imgSrc: ["'self'", 'data:', 'blob:', 'http:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        // Vite's hot reload talks over its own WebSocket port in development.
        connectSrc: settings.viteDevelopment ? ["'self'", 'ws:'] : ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        // No screen of the site frames the site (the mail preview is an srcdoc frame).
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: https ? [] : null,
      },
    },
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Without the subdomains: other hosts of the owner's domain may not speak https.
    strictTransportSecurity: https ? { maxAge: 365 * 24 * 3600, includeSubDomains: false } : false,
    // Other sites and mail may show our images and avatars. Nothing here is read with a cookie
    // (the session is a bearer token), so a cross-site load only ever gets what anyone may.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
  });
  app.addHook('onRequest', (request, reply, done) => {
    if (isInternalCall(request)) return done();
    if (ASSETS.test(request.url)) {
      reply.raw.setHeader('content-security-policy', ASSET_POLICY);
      reply.raw.setHeader('x-content-type-options', 'nosniff');
      reply.raw.setHeader('cross-origin-resource-policy', 'cross-origin');
      if (https) reply.raw.setHeader('strict-transport-security', `max-age=${365 * 24 * 3600}`);
      return done();
    }
    // On the raw response like helmet's headers, so it also reaches what Vite serves in development.
    reply.raw.setHeader('permissions-policy', PERMISSIONS_POLICY);
    applyHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });
}
