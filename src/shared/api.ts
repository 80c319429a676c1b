import type { JoinRequestStatus, Role } from './constants';

/** Shapes of the HTTP API's responses (DESIGN.md section 5), used by the server and the web client. */

export interface SessionUser {
  id: string;
  email: string;
  fullName: string;
}

/** OAuth 2.0 token-response names, as GoTrue shapes a session. */
export interface Session {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  /** Unix time in seconds. */
  expires_at: number;
  refresh_token: string;
  user: SessionUser;
}

export interface Company {
  id: string;
  name: string;
  /** Present only for the company's admins. */
  companyCode?: string;
}

export interface CreatedCompany {
  id: string;
  name: string;
  companyCode: string;
  mission: string | null;
  industry: string | null;
  location: string | null;
  createdAt: string;
}

export interface OwnJoinRequest {
  id: string;
  companyName: string;
  status: JoinRequestStatus;
  createdAt: string;
}

export interface Me {
  user: SessionUser;
  profile: { fullName: string | null; companyId: string | null } | null;
  company: Company | null;
  role: Role | null;
  joinRequests: OwnJoinRequest[];
}

export interface JoinRequestForReview {
  id: string;
  status: JoinRequestStatus;
  createdAt: string;
  user: { id: string; fullName: string | null; email: string };
}

export interface ApiErrorBody {
  error: { code: string; message: string; issues?: { path: string; message: string }[] };
}
