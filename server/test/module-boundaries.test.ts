// The import rules of server/src (docs/architecture.md, Server): lint refuses a module's internals from elsewhere and
// any module import from the kernel. The sources are linted as virtual files, so no fixture joins the normal lint run.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const RULE = 'tessera-server/module-boundaries';

async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const eslint = new ESLint({ cwd: repositoryRoot });
  const [result] = await eslint.lintText(code, { filePath: path.join(repositoryRoot, filePath) });
  return result.messages.filter((message) => message.ruleId === RULE).map((message) => message.message);
}

describe('server module boundaries (lint)', () => {
  test("refuses another module's internals", async () => {
    const errors = await boundaryErrors('server/src/modules/versions/boundary-fixture.ts', "import { findType } from '../types/queries.ts';\nexport const used = findType;\n");
    expect(errors).toEqual(["Import 'types' through its face (modules/types/index.ts), not its internals ('../types/queries.ts')."]);
  });

  test("refuses a module's internals outside the modules too (re-exports included)", async () => {
    const errors = await boundaryErrors('server/src/seed/boundary-fixture.ts', "export { createUser } from '../modules/users/service.ts';\n");
    expect(errors).toHaveLength(1);
  });

  test('refuses a module, even its face, in the kernel', async () => {
    const errors = await boundaryErrors('server/src/access/boundary-fixture.ts', "import { findType } from '../modules/types/index.ts';\nexport const used = findType;\n");
    expect(errors).toEqual(["The server kernel (access/) must not import modules ('../modules/types/index.ts'); move what it needs into the kernel."]);
  });

  test("allows faces, the kernel, and a module's own files", async () => {
    const code = [
      "import { findType } from '../types/index.ts';",
      "import { actorOf } from '../../access/index.ts';",
      "import * as queries from './queries.ts';",
      'export const used = [findType, actorOf, queries];',
      '',
    ].join('\n');
    expect(await boundaryErrors('server/src/modules/versions/boundary-fixture.ts', code)).toEqual([]);
  });
});
