import { collectionQuerySchema, ID_PARAMS } from '../../http/query.ts';
import { created, halCollection, NO_CONTENT, ok } from '../../http/responses.ts';

export const getCurrentUserSchema = { tags: ['Users'], summary: 'The signed-in user', response: ok() } as const;

export const getUserSchema = {
  tags: ['Users'],
  summary: 'A user',
  params: ID_PARAMS,
  response: ok(),
} as const;

export const listUsersSchema = {
  tags: ['Users'],
  summary: 'Users (filters: status, name; sortBy: id, name, login, createdAt, updatedAt)',
  querystring: collectionQuerySchema,
  response: ok(halCollection()),
} as const;

export const createUserSchema = {
  tags: ['Users'],
  summary: 'Create a user (administrators only)',
  body: {
    type: 'object',
    required: ['email', 'firstName', 'lastName', 'password'],
    additionalProperties: false,
    properties: {
      login: { type: 'string', minLength: 1, maxLength: 255 },
      email: { type: 'string', maxLength: 255 },
      firstName: { type: 'string', maxLength: 255 },
      lastName: { type: 'string', maxLength: 255 },
      password: { type: 'string', maxLength: 1024 },
      roleType: { type: 'string', enum: ['admin', 'manager', 'member'] },
    },
  },
  response: created(),
} as const;

export const changePasswordSchema = {
  tags: ['Users'],
  summary: "Change the signed-in user's password",
  body: {
    type: 'object',
    required: ['currentPassword', 'newPassword'],
    additionalProperties: false,
    properties: {
      currentPassword: { type: 'string', maxLength: 1024 },
      newPassword: { type: 'string', maxLength: 1024 },
    },
  },
  response: NO_CONTENT,
} as const;
