import type { SessionUser } from '../shared/api';
import type { Membership } from './auth/sessions';
import type { TokenService } from './auth/tokens';
import type { Model } from './companion/model/model';
import type { Database } from './db/connect';
import type { Config } from './env';
import type { Logger } from './logger';
import type { Mailer } from './mail/mailer';
import type { SecretBox } from './secrets/secret-box';

/** What the routes are built from: main.ts passes the real ones, tests their own. */
export interface AppDeps {
  db: Database;
  config: Pick<Config, 'trustProxy' | 'rateLimits' | 'publicUrl' | 'allowPrivateUrls'>;
  tokens: TokenService;
  logger: Logger;
  /** Seals and opens the secrets kept in the database (secrets/secret-box.ts). */
  secrets: SecretBox;
  /** Outbound mail: SMTP, or the log without SMTP_URL (src/server/mail). */
  mailer: Mailer;
  /** The companion's language model (AI_BASE_URL, decision 044); without one the model is off. */
  model?: Model | undefined;
  /** Folder of the built web app; without one only the API is served. */
  webRoot?: string | undefined;
  /** Tests only: told of every answer that breaks its endpoint's contract (http/answer-check.ts). */
  answerCheck?: AnswerCheck;
}

/** Hono's typed per-request variables. */
export interface AppEnv {
  Variables: {
    requestId: string;
    /** Set by the security headers: the style nonce of this response's Content-Security-Policy. */
    secureHeadersNonce?: string;
    user: SessionUser;
    /** The signed-in person's company and role, read with the session; null without a company. */
    membership: Membership | null;
    sessionId: string;
  };
}

/** An answer that breaks its endpoint's contract: which endpoint, the status sent, and what is wrong. */
export interface AnswerViolation {
  endpoint: string;
  status: number;
  problem: string;
}

/** Receives each violation the answer check finds. */
export type AnswerCheck = (violation: AnswerViolation) => void;
