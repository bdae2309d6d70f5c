import type { FastifyPluginAsync } from 'fastify';
import type { Copier } from '../copying/index.ts';
import type { ComponentSchema } from '../http/responses.ts';

/** What a module contributes to the app; each module's index.ts exports one, and modules/index.ts lists them. */
export interface ServerModule {
  name: string;
  /** Its routes: under /api/v3, or at the site root for `site` (the static pages and remotes). */
  routes: FastifyPluginAsync;
  scope?: 'api' | 'site';
  /** What it copies of a project when a project is copied (see copying/). */
  copiers?: readonly Copier[];
  /** The named schemas its answers refer to (`ref(name)`); the OpenAPI document lists them as components. */
  schemas?: readonly ComponentSchema[];
}
