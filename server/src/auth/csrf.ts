import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyRequest } from 'fastify';
import { missingPermission } from '../http/errors.ts';

export const CSRF_HEADER = 'x-requested-with';
export const CSRF_HEADER_VALUE = 'XMLHttpRequest';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const isWriteMethod = (method: string) => !SAFE_METHODS.has(method.toUpperCase());

/** The origin the browser should be on: PUBLIC_URL when configured, else what the request was addressed to. */
export function expectedOrigin(publicUrl: URL | null, protocol: string, host: string): string {
  if (publicUrl) return publicUrl.origin;
  return `${protocol}://${host}`;
}

/** True when a browser's headers say the request comes from another site than `ownOrigin`. */
export function isCrossSiteOrigin(headers: IncomingHttpHeaders, ownOrigin: string): boolean {
  if (headers['sec-fetch-site'] === 'cross-site') return true;
  const origin = headers.origin;
  if (origin === undefined) return false;
  // "null" is what sandboxed frames and some redirects send: never our own page.
  return origin === 'null' || origin !== ownOrigin;
}

/** True when the browser tells us the request comes from another site. */
export function isCrossSite(request: FastifyRequest, publicUrl: URL | null): boolean {
  return isCrossSiteOrigin(request.headers, expectedOrigin(publicUrl, request.protocol, request.host));
}

/**
 * CSRF defence for cookie-authenticated writes (docs/api.md): the custom header cannot be sent
 * cross-origin without a CORS preflight we never grant, and cross-site signals are refused outright.
 */
export function assertCsrfSafe(request: FastifyRequest, publicUrl: URL | null): void {
  if (isCrossSite(request, publicUrl)) throw missingPermission('Cross-site requests are not allowed.');
  if (request.headers[CSRF_HEADER] !== CSRF_HEADER_VALUE) {
    throw missingPermission(`This request needs the header X-Requested-With: ${CSRF_HEADER_VALUE}.`);
  }
}
