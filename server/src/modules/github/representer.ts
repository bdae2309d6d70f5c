import { actionLink, link } from '../../http/hal.ts';
import { authMethodOf, missingOf, type GithubSettings } from './settings.ts';

export const settingsPath = '/admin/github/settings';

/** The settings as admins see them: never a secret (privateKeySet, webhookSecretSet, tokenSet say whether one is). */
export function representSettings(settings: GithubSettings) {
  const missing = missingOf(settings);
  return {
    _type: 'GithubSettings' as const,
    apiUrl: settings.apiUrl,
    appId: settings.appId,
    installationId: settings.installationId,
    organization: settings.organization,
    privateKeySet: settings.privateKey !== null,
    webhookSecretSet: settings.webhookSecret !== null,
    tokenSet: settings.token !== null,
    authMethod: authMethodOf(settings),
    configured: missing.length === 0,
    missing,
    fromEnvironment: settings.fromEnvironment,
    unreadable: settings.unreadable,
    updatedAt: settings.updatedAt,
    installation: settings.installation,
    _links: {
      self: link(settingsPath),
      update: actionLink(settingsPath, 'patch'),
      testConnection: actionLink(`${settingsPath}/test_connection`, 'post'),
    },
  };
}
