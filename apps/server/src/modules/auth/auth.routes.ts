import {
  ChangePasswordRequest,
  ChangePasswordResponse,
  ErrorResponse,
  HelloResponse,
  LoginRequest,
  LoginResponse,
  MeResponse,
} from '@tradehall/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth';
import { changePassword, signIn } from './auth.service';
import { TooManyAttempts } from './login-throttle.service';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  // A throttled password check (429) says in seconds when to retry; the error handler sends the body.
  app.addHook('onError', async (_request, reply, error) => {
    if (error instanceof TooManyAttempts) reply.header('Retry-After', String(error.retryAfterSeconds));
  });

  app.get(
    '/hello',
    { config: { access: 'public' }, schema: { tags: ['session'], response: { 200: HelloResponse } } },
    async () => ({ message: 'Tradehall is running.' }),
  );

  app.post(
    '/login',
    {
      config: { access: 'public' },
      schema: {
        tags: ['session'],
        body: LoginRequest,
        response: { 200: LoginResponse, 401: ErrorResponse, 429: ErrorResponse },
      },
    },
    async (request) => {
      const { username, password } = request.body;
      const user = await signIn(db, { username, password, address: request.ip });
      return { access_token: app.issueToken(user) };
    },
  );

  app.get(
    '/me',
    { config: { access: 'authenticated' }, schema: { tags: ['session'], response: { 200: MeResponse } } },
    async (request) => {
      const { username, role } = currentUser(request);
      return { username, role };
    },
  );

  app.put(
    '/me/password',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['session'],
        body: ChangePasswordRequest,
        response: { 200: ChangePasswordResponse, 400: ErrorResponse, 409: ErrorResponse, 429: ErrorResponse },
      },
    },
    async (request) => {
      const user = await changePassword(db, {
        userId: currentUser(request).id,
        oldPassword: request.body.old_password,
        newPassword: request.body.new_password,
        address: request.ip,
      });
      app.forgetAuthUser(user.id);
      return { message: 'Password changed successfully!', access_token: app.issueToken(user) };
    },
  );
};
