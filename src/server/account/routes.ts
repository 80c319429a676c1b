import {
  changePassword as changePasswordEndpoint,
  deleteAccount as deleteAccountEndpoint,
  exportData,
  listSessions,
  revokeOwnSession as revokeOwnSessionEndpoint,
  updateProfile,
} from '../../shared/contract/account';
import { requireUser } from '../auth/require-user';
import type { AppDeps } from '../context';
import { contractRoutes } from '../http/contract-routes';
import {
  changePassword,
  checkOwnPassword,
  deleteAccount,
  listOwnSessions,
  revokeOwnSession,
  updateFullName,
} from './account';
import { exportPersonData } from './export';

/**
 * The signed-in person's own account, under /api/me beside GET /api/me (me/routes.ts): name,
 * password, sessions, data export, deletion. Each route has its own requireUser guard: a guard on the
 * whole sub-app would also run before GET /api/me, which checks its session itself.
 */
export function accountRoutes(deps: AppDeps) {
  const { db, config } = deps;
  const signedIn = [requireUser(deps)];
  const passwordRule = config.rateLimits.signInFailuresPerAccount;
  return contractRoutes('/api/me')
    .on(updateProfile, signedIn, async (c, { body }) => ({
      user: await updateFullName(db, c.get('user').id, body.fullName),
    }))
    .on(changePasswordEndpoint, signedIn, async (c, { body }) => {
      const userId = c.get('user').id;
      await checkOwnPassword(db, passwordRule, userId, body.currentPassword);
      await changePassword(db, { userId, sessionId: c.get('sessionId'), newPassword: body.newPassword });
      return undefined;
    })
    .on(listSessions, signedIn, async (c) => ({
      items: await listOwnSessions(db, c.get('user').id, c.get('sessionId')),
    }))
    .on(revokeOwnSessionEndpoint, signedIn, async (c, { params }) => {
      await revokeOwnSession(db, c.get('user').id, params.id);
      return undefined;
    })
    .on(exportData, signedIn, async (c) => {
      const data = await exportPersonData(db, c.get('user').id);
      const day = new Date().toISOString().slice(0, 10);
      c.header('Content-Disposition', `attachment; filename="sos-export-${day}.json"`);
      return data;
    })
    .on(deleteAccountEndpoint, signedIn, async (c, { body }) => {
      const userId = c.get('user').id;
      await checkOwnPassword(db, passwordRule, userId, body.password);
      await deleteAccount(db, userId);
      return undefined;
    }).app;
}
