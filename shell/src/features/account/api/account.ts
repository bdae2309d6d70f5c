// The signed-in user's own account: password change and API tokens (docs/api.md, Authentication).
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, elementsOf, type AccessTokenHal, type ApiRequestBody, type HalCollection } from '@tessera/shared';

/** Tokens per page in the account page's table (the server allows up to 100). */
export const ACCESS_TOKENS_PAGE_SIZE = 20;

export interface AccessToken {
  id: number;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
  expiresAt: string | null;
}

export interface AccessTokenPage {
  tokens: AccessToken[];
  total: number;
}

export const accessTokenKeys = {
  all: ['accessTokens'] as const,
  page: (page: number) => ['accessTokens', page, ACCESS_TOKENS_PAGE_SIZE] as const,
};

function mapAccessToken(hal: AccessTokenHal): AccessToken {
  return { id: hal.id, name: hal.name, createdAt: hal.createdAt, lastUsedAt: hal.lastUsedAt ?? null, expiresAt: hal.expiresAt ?? null };
}

export async function fetchAccessTokens(page: number, signal?: AbortSignal): Promise<AccessTokenPage> {
  const collection = await api.get<HalCollection<AccessTokenHal>>('/access_tokens', {
    query: { offset: page, pageSize: ACCESS_TOKENS_PAGE_SIZE },
    signal,
  });
  return { tokens: elementsOf(collection).map(mapAccessToken), total: collection.total };
}

export function useAccessTokens(page: number) {
  return useQuery({
    queryKey: accessTokenKeys.page(page),
    queryFn: ({ signal }) => fetchAccessTokens(page, signal),
    placeholderData: keepPreviousData,
  });
}

/** Resolves to the new token's secret, which the server returns only this once. */
export function useCreateAccessToken() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (name: string) => {
      const body: ApiRequestBody<'/api/v3/access_tokens', 'post'> = { name };
      const created = await api.post<AccessTokenHal>('/access_tokens', body);
      if (!created?.token) throw new Error('The server did not return the new token. Please try again.');
      return { token: created.token, accessToken: mapAccessToken(created) };
    },
    onSuccess: () => client.invalidateQueries({ queryKey: accessTokenKeys.all }),
  });
}

export function useRevokeAccessToken() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.del(`/access_tokens/${id}`),
    onSuccess: () => client.invalidateQueries({ queryKey: accessTokenKeys.all }),
  });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: (body: ApiRequestBody<'/api/v3/users/me/password', 'post'>) => api.post<void>('/users/me/password', body),
  });
}
