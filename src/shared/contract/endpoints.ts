import { logout, signUp, token } from './auth';
import { createCompany } from './companies';
import {
  createValue,
  deleteValue,
  getCompany,
  listValues,
  regenerateCompanyCode,
  updateCompany,
  updateValue,
} from './company-settings';
import { approveJoinRequest, createJoinRequest, listJoinRequests, rejectJoinRequest } from './join-requests';
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
  getCompany,
  updateCompany,
  regenerateCompanyCode,
  listValues,
  createValue,
  updateValue,
  deleteValue,
};

export type EndpointName = keyof typeof endpoints;
