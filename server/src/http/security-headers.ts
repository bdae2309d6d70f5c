import type { FastifyInstance } from 'fastify';

/** A Content-Security-Policy as directive -> sources. */
export type CspDirectives = Record<string, string[]>;

export function serializeCsp(directives: CspDirectives): string {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');
}

/**
 * What every page of ours needs whatever it loads: no plugins, no <base> hijack, never framed (clickjacking), forms
 * only to us. Pages add their own script, style, image, font and connect sources.
 */
export const PAGE_CSP_BASE: CspDirectives = {
  'default-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'frame-ancestors': ["'none'"],
  'form-action': ["'self'"],
};

/**
 * API answers, assets and error pages: nothing in them may load or run anything (a JSON body opened as a document,
 * an uploaded file viewed in the browser). Pages (the shell, the API documentation) replace it with their own.
 */
export const NON_PAGE_CSP = serializeCsp({ 'default-src': ["'none'"], 'frame-ancestors': ["'none'"], 'base-uri': ["'none'"], 'form-action': ["'none'"] });

const SECURITY_HEADERS: Record<string, string> = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  // Another site's window cannot script ours through window.opener.
  'cross-origin-opener-policy': 'same-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
};

/** HSTS for a year once the public URL is https: browsers then never try plain http for this host. */
const HSTS = 'max-age=31536000';

/**
 * Security headers on every answer (pages, API, assets). The Content-Security-Policy set here is the strict one for
 * non-pages; the plugins serving pages (static hosting, the API documentation) replace it in their own onSend hook,
 * which runs after this one.
 */
export function registerSecurityHeaders(app: FastifyInstance, publicUrl: URL | null): void {
  const headers = { ...SECURITY_HEADERS, ...(publicUrl?.protocol === 'https:' ? { 'strict-transport-security': HSTS } : {}) };
  // A callback hook: it runs on every answer.
  app.addHook('onSend', (_request, reply, payload, done) => {
    reply.headers(headers);
    // A 304 replaces the cached answer's headers: it must not give a cached page the non-page policy. A file download
    // (Content-Disposition: attachments) keeps the policy its module chose: a sandbox, or none for the PDF viewer.
    if (reply.statusCode !== 304 && !reply.hasHeader('content-security-policy') && !reply.hasHeader('content-disposition')) {
      reply.header('content-security-policy', NON_PAGE_CSP);
    }
    done(null, payload);
  });
}
