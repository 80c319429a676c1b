import {
  createIntegration,
  deleteIntegration,
  listDeliveries as listDeliveriesEndpoint,
  listIntegrations,
  replayDelivery as replayEndpoint,
  rotateWebhookSecret,
  updateIntegration,
} from '../../shared/contract/integrations';
import { adminOnly, requireAdmin, requireUser } from '../auth/require-user';
import type { AppDeps } from '../context';
import { contractRoutes } from '../http/contract-routes';
import { listDeliveries, replayDelivery } from './delivery-log';
import {
  createDestination,
  deleteDestination,
  type DestinationDeps,
  listDestinations,
  rotateSecret,
  updateDestination,
} from './destinations';

/**
 * /api/integrations: the company's destinations and their delivery log (decision 047), its admins
 * only. Mounted after Slack's command (app.ts), whose requests carry no session: the guard here is
 * on the sub-app.
 */
export function integrationRoutes(deps: AppDeps) {
  const { db, secrets, config } = deps;
  const destinations: DestinationDeps = {
    db,
    secrets,
    allowPrivateUrls: config.allowPrivateUrls,
    publicUrl: config.publicUrl,
  };
  const routes = contractRoutes('/api/integrations');
  routes.app.use(requireUser(deps), adminOnly);
  return routes
    .on(listIntegrations, [], async (c) => ({
      integrations: await listDestinations(destinations, requireAdmin(c)),
    }))
    .on(createIntegration, [], async (c, { body }) =>
      createDestination(destinations, { companyId: requireAdmin(c), userId: c.get('user').id }, body),
    )
    .on(updateIntegration, [], async (c, { params, body }) => ({
      integration: await updateDestination(destinations, requireAdmin(c), params.id, body),
    }))
    .on(deleteIntegration, [], async (c, { params }) => {
      await deleteDestination(db, requireAdmin(c), params.id);
      return undefined;
    })
    .on(rotateWebhookSecret, [], async (c, { params }) =>
      rotateSecret(destinations, requireAdmin(c), params.id),
    )
    .on(listDeliveriesEndpoint, [], async (c, { params, query }) =>
      listDeliveries(db, requireAdmin(c), params.id, query),
    )
    .on(replayEndpoint, [], async (c, { params }) => ({
      delivery: await replayDelivery(db, requireAdmin(c), params.id, params.deliveryId),
    })).app;
}
