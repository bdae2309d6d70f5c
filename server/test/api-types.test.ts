// The client's API types (shared/src/api/generated/openapi.ts) are generated from the route schemas and checked in:
// a route schema change without regenerating them fails here, so a server change that breaks a client's types
// fails the build (the clients' typecheck then says where).
import { readFileSync } from 'node:fs';
import { API_TYPES_COMMAND, API_TYPES_FILE, generateApiTypes } from '../scripts/api-types.ts';

test('the checked-in API types are what the OpenAPI document generates', async () => {
  const checkedIn = readFileSync(API_TYPES_FILE, 'utf8');
  const generated = await generateApiTypes();
  if (checkedIn !== generated) {
    throw new Error(`shared/src/api/generated/openapi.ts is stale: the route schemas changed. Run \`${API_TYPES_COMMAND}\` at the repository root and commit the result.`);
  }
});
