import { arrayOf, halResource, nullable, object, ok, ref, type ComponentSchema } from '../../http/responses.ts';

const TAGS = ['GitHub'];
const FIELDS = { type: 'string', enum: ['apiUrl', 'appId', 'installationId', 'organization', 'privateKey', 'webhookSecret', 'token'] } as const;

/** Types only: formats and ranges are checked by the service (422 naming the field). */
export const settingsBodySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    apiUrl: { type: ['string', 'null'], maxLength: 4000, description: 'null: https://api.github.com. GitHub Enterprise Server: https://HOST/api/v3.' },
    appId: { type: ['string', 'null'], maxLength: 100 },
    installationId: { type: ['string', 'null'], maxLength: 100 },
    organization: { type: ['string', 'null'], maxLength: 200 },
    privateKey: { type: ['string', 'null'], maxLength: 20_000, description: 'Write-only (PEM): stored encrypted, never answered. null or "" removes it.' },
    webhookSecret: { type: ['string', 'null'], maxLength: 1000, description: 'Write-only: stored encrypted, never answered.' },
    token: { type: ['string', 'null'], maxLength: 1000, description: 'Write-only: stored encrypted, never answered.' },
  },
} as const;

export const GITHUB_COMPONENTS: readonly ComponentSchema[] = [
  halResource(
    'GithubSettings',
    'GithubSettings',
    {
      apiUrl: { type: 'string' },
      appId: nullable('string'),
      installationId: nullable('string'),
      organization: nullable('string'),
      privateKeySet: { type: 'boolean' },
      webhookSecretSet: { type: 'boolean' },
      tokenSet: { type: 'boolean' },
      authMethod: { type: ['string', 'null'], enum: ['app', 'token', null] },
      configured: { type: 'boolean', description: 'The organization and a way to authenticate (the app or a token) are set.' },
      missing: arrayOf({ type: 'string' }),
      fromEnvironment: { ...arrayOf(FIELDS), description: 'Fields set by GITHUB_* environment variables (read-only here).' },
      unreadable: { ...arrayOf(FIELDS), description: 'Stored secrets that no longer decrypt (the session secret changed): enter them again.' },
      updatedAt: { type: 'string', format: 'date-time' },
      installation: {
        description: "The GitHub App installation's state from its webhooks (null: no installation event received yet). Suspended or deleted: GitHub sends no events and refuses the app's calls.",
        anyOf: [
          { type: 'null' },
          object({
            state: { type: 'string', enum: ['active', 'suspended', 'deleted'] },
            id: nullable('integer'),
            account: nullable('string'),
            changedAt: nullable('string', { format: 'date-time' }),
          }),
        ],
      },
    },
    ['apiUrl', 'appId', 'installationId', 'organization', 'privateKeySet', 'webhookSecretSet', 'tokenSet', 'authMethod', 'configured', 'missing', 'fromEnvironment', 'unreadable', 'updatedAt', 'installation'],
  ),
  {
    $id: 'GithubConnectionTest',
    type: 'object',
    additionalProperties: true,
    required: ['_type', 'success', 'message', 'organization'],
    properties: {
      _type: { type: 'string', enum: ['GithubConnectionTest'] },
      success: { type: 'boolean' },
      message: { type: 'string' },
      organization: { anyOf: [{ type: 'null' }, object({ login: { type: 'string' }, name: nullable('string'), htmlUrl: { type: 'string' }, publicRepos: nullable('integer') })] },
    },
  },
];

export const getSettingsSchema = { tags: TAGS, summary: 'The GitHub integration settings (admins; secrets only as whether they are set)', response: ok(ref('GithubSettings')) } as const;
export const updateSettingsSchema = {
  tags: TAGS,
  summary: 'Change the GitHub integration settings (admins; fields set by the environment are read-only)',
  body: settingsBodySchema,
  response: ok(ref('GithubSettings')),
} as const;
export const testConnectionSchema = {
  tags: TAGS,
  summary: 'Call GitHub with the current settings (admins): the organization, or the reason it failed',
  response: ok(ref('GithubConnectionTest')),
} as const;
