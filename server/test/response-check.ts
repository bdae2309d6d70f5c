// The tests' serialiser: every answer of a route with a response schema is checked against that schema before it is
// sent (the app's own serialiser ignores the schemas, see app.ts). A mismatch fails the request with a 500 and names
// the route, the status and what differs, so the OpenAPI document (and the client types generated from it) cannot
// drift from what the server answers.
import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifySerializerCompiler } from 'fastify';
import { KERNEL_COMPONENTS } from '../src/http/responses.ts';
import { MODULES } from '../src/modules/index.ts';

function responseValidator() {
  // strict: false: schemas carry OpenAPI annotations (description, content) that are not validation keywords.
  const ajv = new Ajv({ allErrors: true, strict: false });
  addFormats.default(ajv);
  for (const schema of [...KERNEL_COMPONENTS, ...MODULES.flatMap((module) => module.schemas ?? [])]) ajv.addSchema(schema);
  return ajv;
}

export class ResponseMismatchError extends Error {}

export function schemaCheckingSerializer(): FastifySerializerCompiler<unknown> {
  const ajv = responseValidator();
  return ({ schema, method, url, httpStatus }) => {
    let validate: ValidateFunction | undefined;
    return (data) => {
      const json = JSON.stringify(data);
      validate ??= ajv.compile(schema as object);
      if (!validate(json === undefined ? null : JSON.parse(json))) {
        const issues = (validate.errors ?? []).slice(0, 5).map((error) => `${error.instancePath || '/'} ${error.message} ${JSON.stringify(error.params)}`);
        const message = `${method} ${url} ${httpStatus}: the answer does not match its response schema: ${issues.join('; ')}`;
        process.stderr.write(`${message}\n`);
        throw new ResponseMismatchError(message);
      }
      return json;
    };
  };
}
