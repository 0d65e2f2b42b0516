/** The API's 400 for a body it refuses, with a message per field (as its error handler answers). */
export function validationFailed(fields: Record<string, string>, message = 'Validation failed') {
  return {
    status: 400,
    data: { message, code: 'VALIDATION_ERROR', details: Object.entries(fields).map(([field, text]) => ({ field, message: text })) },
  };
}
