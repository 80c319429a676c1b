import {
  changePassword,
  deleteAccount,
  exportData,
  listSessions,
  revokeOwnSession,
  updateProfile,
} from './account';
import { logout, signUp, token } from './auth';
import { createCompany } from './companies';
import {
  createCheckIn,
  createGoal,
  deleteGoal,
  getGoal,
  goalTree,
  listCheckIns,
  listGoals,
  updateGoal,
} from './goals';
import {
  createValue,
  deleteValue,
  getCompany,
  listValues,
  regenerateCompanyCode,
  updateCompany,
  updateValue,
} from './company-settings';
import {
  addReaction,
  createKudos,
  cultureMetrics,
  deleteKudos,
  listKudos,
  removeReaction,
  valuesWall,
} from './kudos';
import { approveJoinRequest, createJoinRequest, listJoinRequests, rejectJoinRequest } from './join-requests';
import { confirmPasswordReset, requestPasswordReset, resendVerificationEmail, verifyEmail } from './mail';
import { me } from './me';
import { listNotifications, markNotificationsRead } from './notifications';
import { changeRole, leaveCompany, listPeople, removePerson } from './people';
import { health, openApi } from './system';
import {
  addTeamMember,
  archiveTeam,
  createTeam,
  getTeam,
  joinTeam,
  leaveTeam,
  listTeams,
  removeTeamMember,
  updateTeam,
} from './teams';
import { insights } from './insights';
import {
  answerPulse,
  deleteMood,
  listMood,
  pulseResults,
  pulseStatus,
  putMood,
  stressOverview,
  updatePulseSettings,
} from './wellbeing';

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
  updateProfile,
  changePassword,
  listSessions,
  revokeOwnSession,
  exportData,
  deleteAccount,
  listNotifications,
  markNotificationsRead,
  listTeams,
  createTeam,
  getTeam,
  updateTeam,
  archiveTeam,
  addTeamMember,
  removeTeamMember,
  joinTeam,
  leaveTeam,
  getCompany,
  updateCompany,
  regenerateCompanyCode,
  listValues,
  createValue,
  updateValue,
  deleteValue,
  requestPasswordReset,
  confirmPasswordReset,
  verifyEmail,
  resendVerificationEmail,
  listGoals,
  createGoal,
  goalTree,
  getGoal,
  updateGoal,
  deleteGoal,
  listCheckIns,
  createCheckIn,
  listKudos,
  createKudos,
  deleteKudos,
  addReaction,
  removeReaction,
  valuesWall,
  cultureMetrics,
  listMood,
  putMood,
  deleteMood,
  pulseStatus,
  answerPulse,
  pulseResults,
  updatePulseSettings,
  stressOverview,
  insights,
};

export type EndpointName = keyof typeof endpoints;
