import { logout, signUp, token } from './auth';
import { createCompany } from './companies';
import { approveJoinRequest, createJoinRequest, listJoinRequests, rejectJoinRequest } from './join-requests';
import { confirmPasswordReset, requestPasswordReset, resendVerificationEmail, verifyEmail } from './mail';
import { me } from './me';
import { changeRole, leaveCompany, listPeople, removePerson } from './people';
import { health, openApi } from './system';

/** The whole HTTP API, in the order the reference lists it. */
export const endpoints = {
  health,
  openApi,
  signUp,
  token,
  logout,
  me,
  createCompany,
  createJoinRequest,
  listJoinRequests,
  approveJoinRequest,
  rejectJoinRequest,
  listPeople,
  changeRole,
  removePerson,
  leaveCompany,
  requestPasswordReset,
  confirmPasswordReset,
  verifyEmail,
  resendVerificationEmail,
};

export type EndpointName = keyof typeof endpoints;
