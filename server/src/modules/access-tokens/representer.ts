import { toIsoString, toIsoStringOrNull } from '../../db/values.ts';
import { actionLink, link } from '../../http/hal.ts';

export interface AccessTokenRow {
  id: number;
  name: string;
  created_at: Date | string;
  last_used_at: Date | string | null;
  expires_at: Date | string | null;
}

export function representAccessToken(row: AccessTokenRow, rawToken?: string) {
  return {
    _type: 'AccessToken',
    id: row.id,
    name: row.name,
    // The token itself is returned once, on creation; only its hash is stored.
    ...(rawToken !== undefined ? { token: rawToken } : {}),
    createdAt: toIsoString(row.created_at),
    lastUsedAt: toIsoStringOrNull(row.last_used_at),
    expiresAt: toIsoStringOrNull(row.expires_at),
    _links: {
      self: link(`/access_tokens/${row.id}`, row.name),
      delete: actionLink(`/access_tokens/${row.id}`, 'delete'),
    },
  };
}
