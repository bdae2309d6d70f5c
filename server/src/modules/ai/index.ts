// The AI module's public face (issue 15): providers configured by admins or the environment (OpenAI-compatible
// endpoints through the official openai SDK, Anthropic through @anthropic-ai/sdk), tried in order with fallback,
// health-checked every 5 minutes; autocomplete (streamed), task drafts, analysis and recommendations.
import type { ServerModule } from '../module.ts';
import { aiRoutes } from './routes.ts';
import { AI_COMPONENTS } from './schemas.ts';

export const aiModule: ServerModule = { name: 'ai', routes: aiRoutes, schemas: AI_COMPONENTS };

export { runtimeOf, type AiRuntime } from './runtime.ts';
