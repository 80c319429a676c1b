import { logout, signUp, token } from './auth';
import { createCompany } from './companies';
import { approveJoinRequest, createJoinRequest, listJoinRequests, rejectJoinRequest } from './join-requests';
import { me } from './me';
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
};

export type EndpointName = keyof typeof endpoints;
