import type { OpenAPIV3_1 } from 'openapi-types';
import { describe, expect, it } from 'vitest';
import { completeOperations, operationIdOf } from './openapi-operations';

const documentOf = (paths: OpenAPIV3_1.PathsObject): OpenAPIV3_1.Document => ({ openapi: '3.1.0', info: { title: 't', version: '1' }, paths });

describe('operationIdOf', () => {
  it('names an operation by its method and path, without the /api/v1 prefix, parameters read By<Name>', () => {
    expect(operationIdOf('get', '/api/v1/workers')).toBe('getWorkers');
    expect(operationIdOf('POST', '/api/v1/workers/{id}/leaves')).toBe('postWorkersByIdLeaves');
    expect(operationIdOf('get', '/api/v1/service-inclusions.csv')).toBe('getServiceInclusionsCsv');
    expect(operationIdOf('get', '/api/v1/public/policies/{kind}')).toBe('getPublicPoliciesByKind');
    expect(operationIdOf('post', '/admins/auth/admin/send-otp/')).toBe('postAdminsAuthAdminSendOtp');
    expect(operationIdOf('post', '/api/token/refresh/')).toBe('postTokenRefresh');
    expect(operationIdOf('get', '/healthz')).toBe('getHealthz');
  });
});

describe('completeOperations', () => {
  it('gives every operation its id, keeps one a route names itself, and marks the unguarded ones public', () => {
    const bearer = [{ bearerAuth: [] }];
    const document = completeOperations(
      documentOf({
        '/api/v1/workers/{id}': { get: { security: bearer, responses: {} }, patch: { operationId: 'updateWorker', security: bearer, responses: {} } },
        '/healthz': { get: { responses: {} } },
      }),
    );
    expect(document.paths?.['/api/v1/workers/{id}']?.get).toMatchObject({ operationId: 'getWorkersById', security: bearer });
    expect(document.paths?.['/api/v1/workers/{id}']?.patch?.operationId).toBe('updateWorker');
    expect(document.paths?.['/healthz']?.get).toMatchObject({ operationId: 'getHealthz', security: [] });
  });

  it('refuses two operations that would share an id', () => {
    expect(() => completeOperations(documentOf({ '/api/v1/a-b': { get: { responses: {} } }, '/api/v1/a/b': { get: { responses: {} } } }))).toThrow(
      'operationId getAB of GET /api/v1/a/b is also GET /api/v1/a-b\'s',
    );
  });
});
