import fastJson, { type Schema } from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { z } from 'zod';

type JsonSchema = Schema & { type?: unknown; anyOf?: JsonSchema[] };

/**
 * A route's `serializerCompiler` for its hottest answers: the response's zod schema turned into
 * JSON Schema once and compiled by fast-json-stringify, Fastify's own serializer, which writes the
 * documented fields in the schema's order and drops any other. An answer that is either a list or
 * a page (`z.union([pageSchema(item), z.array(item)])`) gets one compiled writer per shape, chosen
 * by Array.isArray: given the union, fast-json-stringify would check the whole answer against each
 * shape to choose, which costs as much as the zod serializer does. Writing a 12-course page then
 * takes about half the time of checking and stringifying it (docs/benchmarks.md).
 */
export const compiledSerializer: FastifySerializerCompiler<unknown> = ({ schema }) => {
  const json = z.toJSONSchema(schema as z.ZodType, { io: 'output' }) as JsonSchema;
  const shapes = json.anyOf;
  const list = shapes?.find((shape) => shape.type === 'array');
  const other = shapes?.find((shape) => shape.type === 'object');
  if (!shapes || shapes.length !== 2 || !list || !other) return fastJson(json);
  const writeList = fastJson(list);
  const writeOther = fastJson(other);
  return (data) => (Array.isArray(data) ? writeList(data) : writeOther(data));
};
