import type { AppConfig } from '../../config.ts';
import { deriveSecretKey } from '../../outbound/secrets.ts';

/** The key of the providers' API keys: from AI_ENCRYPTION_KEY, or from the session secret when that is not set. */
export function encryptionKeyOf(config: AppConfig): Buffer {
  const secret = config.ai?.encryptionKey ?? config.sessionSecret;
  const salt = config.ai?.encryptionKey ? 'tessera-ai-encryption-key' : 'tessera-ai-from-session-secret';
  return deriveSecretKey(secret, salt, 'tessera ai provider api keys v1');
}
