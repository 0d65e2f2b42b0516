import fastJsonStringify from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * How answers are written from their route's zod response schema. Checking each answer against its
 * schema (zod's encode, then JSON.stringify) is a net for the server's own mistakes, but on a list
 * page it costs more CPU than the page's SQL (~3× a plain JSON.stringify): with `validate` off, a
 * schema that has a JSON Schema form is compiled once by fast-json-stringify (the writer Fastify
 * uses for JSON Schemas), which writes the same JSON for every answer that matches it. Schemas
 * without a JSON Schema form (transforms, dates) keep zod's path.
 */
export function responseSerializerCompiler({ validate }: { validate: boolean }): FastifySerializerCompiler<z.ZodType> {
  return (route) => (validate ? null : fastStringifyOf(route.schema)) ?? zodSerializerCompiler(route);
}

/** A fast-json-stringify writer of `schema`'s output, or null when it has no JSON Schema form. */
export function fastStringifyOf(schema: unknown): ((data: unknown) => string) | null {
  if (!(schema instanceof z.ZodType)) return null;
  let jsonSchema: Record<string, unknown>;
  try {
    jsonSchema = z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'throw' }) as Record<string, unknown>;
  } catch {
    return null;
  }
  return fastJsonStringify(jsonSchema) as (data: unknown) => string;
}
