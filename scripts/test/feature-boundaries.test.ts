// The browser packages' feature rule (docs/architecture.md, import rules): a feature or entity is used from outside its
// folder only through its index.ts. The sources are linted as virtual files, so no fixture joins the normal lint run.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const RULE = 'tessera/feature-boundaries';

async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const eslint = new ESLint({ cwd: repositoryRoot });
  const [result] = await eslint.lintText(code, { filePath: path.join(repositoryRoot, filePath) });
  return result.messages.filter((message) => message.ruleId === RULE).map((message) => message.message);
}

describe('feature boundaries (lint)', () => {
  test("refuses another feature's internals", async () => {
    const errors = await boundaryErrors(
      'mfe-sprints/src/features/burndown/ui/fixture.ts',
      "import { sprintBoardColumns } from '../../sprint-board/model/columns';\nexport const used = sprintBoardColumns;\n",
    );
    expect(errors).toEqual([
      "Import the feature 'sprint-board' through its face (features/sprint-board/index.ts), not its internals ('../../sprint-board/model/columns').",
    ]);
  });

  test("refuses an entity's internals from a page", async () => {
    const errors = await boundaryErrors('mfe-sprints/src/pages/fixture.ts', "export { sprintKeys } from '../entities/sprint/model/keys';\n");
    expect(errors).toHaveLength(1);
  });

  test("allows faces and a feature's own files", async () => {
    const code = [
      "import { SprintBoard } from '../../sprint-board';",
      "import { sprintKeys } from '../../../entities/sprint/index';",
      "import { helper } from '../model/helper';",
      'export const used = [SprintBoard, sprintKeys, helper];',
      '',
    ].join('\n');
    expect(await boundaryErrors('mfe-sprints/src/features/burndown/ui/fixture.ts', code)).toEqual([]);
  });

  test('lets tests reach into what they test', async () => {
    const code = "import { helper } from '../../sprint-board/model/columns';\nexport const used = helper;\n";
    expect(await boundaryErrors('mfe-sprints/src/features/burndown/ui/fixture.test.ts', code)).toEqual([]);
  });
});
