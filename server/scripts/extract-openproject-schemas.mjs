// Extracts the OpenProject API v3 component schemas that the conformance test validates against (with every schema
// they $ref, transitively) from OpenProject's published OpenAPI document into test/fixtures/openproject-schemas.json.
//
//   node server/scripts/extract-openproject-schemas.mjs <path to OpenProject's openapi.json (spec.json)>
//
// The document is the `spec.json` OpenProject publishes with its API v3 documentation (docs/api/v3/spec.json).
// The schemas are copied unchanged: the test must not pass by loosening them.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The representations our API shares with OpenProject (see server/test/conformance.test.ts). */
export const ROOT_SCHEMAS = [
  'ProjectCollectionModel',
  'ProjectModel',
  'Categories_by_WorkspaceModel',
  'View_project_statusModel',
  'WorkPackageModel',
  'WorkPackageSchemaModel',
  'Work_PackagesModel',
  'MembershipCollectionModel',
  'MembershipReadModel',
  'MembershipSchemaModel',
  'VersionCollectionModel',
  'Versions_by_WorkspaceModel',
  'VersionReadModel',
  'Version_schemaModel',
  'StatusCollectionModel',
  'StatusModel',
  'PriorityCollectionModel',
  'PriorityModel',
  'TypesModel',
  'Types_by_WorkspaceModel',
  'TypeModel',
  'TimeEntryCollectionModel',
  'TimeEntryModel',
  'UserCollectionModel',
  'UserModel',
  'ErrorResponse',
];

const REF_PREFIX = '#/components/schemas/';
const OUTPUT = path.resolve(import.meta.dirname, '..', 'test', 'fixtures', 'openproject-schemas.json');

function referencedNames(node, found = new Set()) {
  if (Array.isArray(node)) {
    for (const item of node) referencedNames(item, found);
  } else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string') {
        if (!value.startsWith(REF_PREFIX)) throw new Error(`unsupported $ref ${value} (only component schemas are followed)`);
        found.add(value.slice(REF_PREFIX.length));
      } else {
        referencedNames(value, found);
      }
    }
  }
  return found;
}

function extract(spec) {
  const all = spec.components?.schemas ?? {};
  const schemas = {};
  const pending = [...ROOT_SCHEMAS];
  while (pending.length > 0) {
    const name = pending.shift();
    if (name in schemas) continue;
    if (!(name in all)) throw new Error(`schema ${name} is not in the document`);
    schemas[name] = all[name];
    for (const referenced of referencedNames(all[name])) pending.push(referenced);
  }
  // Sorted by name so a regeneration diffs cleanly.
  return Object.fromEntries(Object.keys(schemas).sort().map((name) => [name, schemas[name]]));
}

const source = process.argv[2];
if (!source) {
  console.error('usage: node server/scripts/extract-openproject-schemas.mjs <openapi.json>');
  process.exit(2);
}
const spec = JSON.parse(readFileSync(source, 'utf8'));
const schemas = extract(spec);
const fixture = {
  $comment: [
    `OpenProject API v3 component schemas, copied unchanged from OpenProject's published OpenAPI document ("${spec.info?.title}", version ${spec.info?.version}, OpenAPI ${spec.openapi}).`,
    'OpenProject and its API documentation are licensed under the GNU General Public License v3 (GPL-3.0).',
    'Regenerate with: node server/scripts/extract-openproject-schemas.mjs <path to OpenProject spec.json>',
  ],
  source: 'https://www.openproject.org/docs/api/v3/spec.json',
  license: 'GPL-3.0',
  roots: ROOT_SCHEMAS,
  schemas,
};
writeFileSync(OUTPUT, `${JSON.stringify(fixture, null, 2)}\n`);
console.log(`wrote ${Object.keys(schemas).length} schemas (${ROOT_SCHEMAS.length} roots) to ${path.relative(process.cwd(), OUTPUT)}`);
