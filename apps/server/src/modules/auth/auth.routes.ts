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

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  app.get(
    '/hello',
    { config: { access: 'public' }, schema: { tags: ['session'], response: { 200: HelloResponse } } },
    async () => ({ message: 'Tradehall is running.' }),
  );

  app.post(
    '/login',
    {
      config: { access: 'public' },
      schema: { tags: ['session'], body: LoginRequest, response: { 200: LoginResponse, 401: ErrorResponse } },
    },
    async (request) => {
      const user = await signIn(db, request.body.username, request.body.password);
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
        response: { 200: ChangePasswordResponse, 400: ErrorResponse },
      },
    },
    async (request) => {
      const user = await changePassword(
        db,
        currentUser(request).id,
        request.body.old_password,
        request.body.new_password,
      );
      app.forgetAuthUser(user.id);
      return { message: 'Password changed successfully!', access_token: app.issueToken(user) };
    },
  );
};
