import type { ColumnType } from "kysely";

/** SQLite returns 0/1 for booleans, PostgreSQL true/false; we write booleans. */
type Bool = ColumnType<boolean | number, boolean, boolean>;
/** better-auth's own date columns: Date objects on PostgreSQL, ISO text on SQLite. */
type AuthDate = ColumnType<Date | string, Date | string, Date | string>;

// better-auth's tables (with the shop's own user columns), the search vocabulary's words and the
// sign-in limits.

export interface UserTable {
  id: string;
  name: string;
  email: string;
  emailVerified: Bool;
  image: string | null;
  createdAt: AuthDate;
  updatedAt: AuthDate;
  role: string | null;
  banned: Bool | null;
  banReason: string | null;
  banExpires: AuthDate | null;
  first_name: string;
  last_name: string;
  phone: string | null;
  address: string | null;
  status: string;
}

export interface SessionTable {
  id: string;
  expiresAt: AuthDate;
  token: string;
  createdAt: AuthDate;
  updatedAt: AuthDate;
  ipAddress: string | null;
  userAgent: string | null;
  userId: string;
  impersonatedBy: string | null;
}

export interface AccountTable {
  id: string;
  accountId: string;
  providerId: string;
  userId: string;
  accessToken: string | null;
  refreshToken: string | null;
  idToken: string | null;
  accessTokenExpiresAt: AuthDate | null;
  refreshTokenExpiresAt: AuthDate | null;
  scope: string | null;
  password: string | null;
  createdAt: AuthDate;
  updatedAt: AuthDate;
}

export interface VerificationTable {
  id: string;
  identifier: string;
  value: string;
  expiresAt: AuthDate;
  createdAt: AuthDate;
  updatedAt: AuthDate;
}

export interface SearchWordTable {
  word: string;
  length: number;
}

/** Sign-in and sign-up failure counters (app/.server/auth/attempts.server.ts). */
export interface AuthLimitTable {
  key: string;
  count: number;
  /** Milliseconds since the epoch. */
  window_start: number;
}
