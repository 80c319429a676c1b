import { health, openApi } from '../../shared/contract/system';
import type { AppDeps } from '../context';
import { pingDatabase } from '../db/connect';
import { DomainError } from '../domain-error';
import { contractRoutes } from '../http/contract-routes';
import { openApiDocument } from '../http/openapi';

/** GET /api/health and GET /api/openapi.json: what probes and integrators ask before anything else. */
export function systemRoutes(deps: AppDeps) {
  let document: ReturnType<typeof openApiDocument> | undefined;
  return contractRoutes('/api')
    .on(health, [], async (c) => {
      try {
        await pingDatabase(deps.db);
        return { status: 'ok' as const };
      } catch (error) {
        deps.logger.error({ requestId: c.get('requestId'), err: error }, 'health check failed');
        // An error like any other, so clients and probes read one shape.
        throw new DomainError('unavailable');
      }
    })
    .on(openApi, [], async () => (document ??= openApiDocument())).app;
}
