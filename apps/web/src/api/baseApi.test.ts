import { describe, expect, it } from 'vitest';
import { HttpError, SessionEndedError } from './httpClient';
import { apiErrorOf, toApiQueryError } from './baseApi';

function failed(status: number, data: unknown) {
  return new HttpError('Request failed with status code ' + status, { status, data, headers: {} });
}

describe('toApiQueryError', () => {
  it('keeps the status, message, code and field details of an API error', () => {
    const details = [{ field: 'email', message: 'Email already used' }];
    expect(toApiQueryError(failed(400, { message: 'Validation failed', code: 'VALIDATION_ERROR', details }))).toEqual({
      status: 400,
      data: { message: 'Validation failed', code: 'VALIDATION_ERROR', details },
    });
  });

  it('fills in a code for an error body that is not the API shape', () => {
    expect(toApiQueryError(failed(502, '<html>Bad gateway</html>'))).toEqual({
      status: 502,
      data: { message: 'Request failed with status code 502', code: 'HTTP_502' },
    });
  });

  it('reports no answer as status 0', () => {
    expect(toApiQueryError(new HttpError('Network Error'))).toMatchObject({ status: 0, data: { code: 'NETWORK_ERROR' } });
  });

  it('reports an ended session as 401 with its message', () => {
    expect(toApiQueryError(new SessionEndedError('No refresh token available'))).toEqual({
      status: 401,
      data: { message: 'No refresh token available', code: 'UNAUTHENTICATED' },
    });
  });

  it('apiErrorOf recognises only normalised errors', () => {
    expect(apiErrorOf({ status: 409, data: { message: 'Stale', code: 'STALE_VERSION' } })).toMatchObject({ status: 409 });
    expect(apiErrorOf(new Error('x'))).toBeNull();
    expect(apiErrorOf(undefined)).toBeNull();
  });
});
