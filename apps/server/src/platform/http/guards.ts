import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Role } from '@app/contract';
import { AppError } from './app-error.ts';

/** What every module knows of the signed-in user (the users module's rows stay there). */
export interface SignedInUser {
  id: number;
  username: string;
  email: string;
  displayName: string;
  role: Role;
}

/** Who sent a request: the signed-in user and the session their token belongs to. */
export interface AuthContext {
  user: SignedInUser;
  sessionId: number;
  tokenHash: string;
}

/** Tells who a bearer token belongs to (the auth module's service). */
export interface Authenticator {
  authenticate(token: string): Promise<AuthContext | null>;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

const BEARER = /^Bearer\s+(\S+)$/i;

/** Reads the bearer token of every /api request; routes decide whether they need it. */
export function registerAuthentication(app: FastifyInstance, auth: Authenticator): void {
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const match = BEARER.exec(request.headers.authorization ?? '');
    request.auth = match?.[1] ? await auth.authenticate(match[1]) : null;
  });
}

/** For every route of the signed-in area (`/api/user/*`). */
export async function requireUser(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  if (!request.auth) throw AppError.unauthorized();
}

/** For every route of the administrator area (`/api/admin/*`). */
export async function requireAdmin(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  if (!request.auth) throw AppError.unauthorized();
  if (request.auth.user.role !== 'ADMIN') throw AppError.forbidden('需要管理员权限');
}

/** The signed-in user of a route guarded by requireUser/requireAdmin. */
export function currentUser(request: FastifyRequest): AuthContext['user'] {
  if (!request.auth) throw AppError.unauthorized();
  return request.auth.user;
}
