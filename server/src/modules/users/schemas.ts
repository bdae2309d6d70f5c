import { collectionQuerySchema, ID_PARAMS } from '../../http/query.ts';
import { created, halCollection, halResource, NO_CONTENT, nullable, ok, ref, type ComponentSchema } from '../../http/responses.ts';

export const USER_COMPONENTS: readonly ComponentSchema[] = [
  halResource('User', 'User', {
    id: { type: 'integer' },
    login: nullable('string'),
    name: { type: 'string' },
    firstName: nullable('string'),
    lastName: nullable('string'),
    email: { ...nullable('string'), description: 'Only to the user themself and administrators.' },
    admin: { type: 'boolean' },
    roleType: { type: 'string', enum: ['admin', 'manager', 'member'] },
    isManager: { type: 'boolean' },
    globalRoles: { type: 'array', items: { type: 'string' } },
    status: { type: 'string', enum: ['active', 'locked'] },
    avatar: nullable('string'),
    createdAt: { type: 'string', format: 'date-time' },
    updatedAt: { type: 'string', format: 'date-time' },
  }, ['id', 'login', 'name', 'firstName', 'lastName', 'admin', 'roleType', 'isManager', 'globalRoles', 'status', 'avatar', 'createdAt', 'updatedAt']),
];

export const getCurrentUserSchema = { tags: ['Users'], summary: 'The signed-in user', response: ok(ref('User')) } as const;

export const getUserSchema = {
  tags: ['Users'],
  summary: 'A user',
  params: ID_PARAMS,
  response: ok(ref('User')),
} as const;

export const listUsersSchema = {
  tags: ['Users'],
  summary: 'Users (filters: status, name; sortBy: id, name, login, createdAt, updatedAt)',
  querystring: collectionQuerySchema,
  response: ok(halCollection(ref('User'))),
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
  response: created(ref('User')),
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
