import { fieldCodeOfIssue, type FieldErrorDetail, type IssueLike } from '@carcare/contracts';

/** The value at `path` (keys of objects and arrays) within a parsed body or query; undefined when absent. */
function valueAt(data: unknown, path: readonly PropertyKey[]): unknown {
  let current = data;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}

/**
 * A field detail of a 400 from one zod issue: the schema's English message as it is, and the field
 * code (with its limits) a client translates. A value absent, null or empty at the issue's path is
 * a missing field (`required`), whatever check it failed.
 */
export function fieldDetailOf(issue: IssueLike, path: readonly PropertyKey[], field: string, message: string, data: unknown): FieldErrorDetail {
  const value = valueAt(data, path);
  const { code, params } = fieldCodeOfIssue(issue, value === undefined || value === null || value === '');
  return params ? { field, message, code, params } : { field, message, code };
}
