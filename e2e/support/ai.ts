// The AI specs' provider: a fake OpenAI-compatible server on loopback (the server tests' own), and adding it to the
// suite's server as an admin would. The suite shares one database, so whoever adds a provider removes it again.
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { XHR } from './projects';
import { FakeAiProvider } from '../../server/test/support/fake-ai-provider';

export { FakeAiProvider };

/** Starts a fake provider for the spec file (stopped after it); call at the top level of a spec. */
export function useFakeAiProvider(): () => FakeAiProvider {
  let fake: FakeAiProvider | undefined;
  test.beforeAll(async () => {
    fake = await FakeAiProvider.start();
  });
  test.afterAll(async () => {
    await fake?.close();
  });
  return () => {
    if (!fake) throw new Error('The fake AI provider has not started.');
    return fake;
  };
}

/** Adds the fake as an OpenAI-compatible provider (`request` signed in as an admin); its id, for removeAiProvider. */
export async function addFakeAiProvider(request: APIRequestContext, fake: FakeAiProvider, name: string): Promise<number> {
  const response = await request.post('/api/v3/ai/providers', {
    headers: XHR,
    data: { name, kind: 'openai', baseUrl: fake.openAiBaseUrl, model: 'fake-model', apiKey: 'sk-fake' },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

export async function removeAiProvider(request: APIRequestContext, id: number): Promise<void> {
  expect((await request.delete(`/api/v3/ai/providers/${id}`, { headers: XHR })).status()).toBe(204);
}
