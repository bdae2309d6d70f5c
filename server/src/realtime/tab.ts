import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';

/** Browsers send their tab's id on every API request (docs/api.md 'Live updates'). */
export const TAB_ID_HEADER = 'x-tab-id';

/** A tab id as clients make them (a UUID): anything else is left out rather than echoed to other users. */
export const isTabId = (value: unknown): value is string => typeof value === 'string' && /^[A-Za-z0-9-]{8,64}$/.test(value);

const requestTab = new AsyncLocalStorage<string | undefined>();

/** The tab of the request being handled, if it named a valid one. */
export function currentTabId(): string | undefined {
  return requestTab.getStore();
}

/**
 * preHandler hook: the handler runs with its request's tab id, so the events it publishes name the tab without
 * every service passing it along. preHandler is the last step before the handler, after the body is read.
 */
export function withRequestTab(request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction): void {
  const header = request.headers[TAB_ID_HEADER];
  requestTab.run(isTabId(header) ? header : undefined, done);
}
