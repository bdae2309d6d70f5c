import { NO_CONTENT, ok, ref } from '../../http/responses.ts';
export const loginSchema = {
  tags: ['Session'],
  summary: 'Sign in with email and password; sets the session cookie',
  body: {
    type: 'object',
    required: ['email', 'password'],
    additionalProperties: false,
    properties: {
      email: { type: 'string', minLength: 1, maxLength: 255 },
      password: { type: 'string', minLength: 1, maxLength: 1024 },
    },
  },
  response: ok(ref('User')),
} as const;

export const logoutSchema = {
  tags: ['Session'],
  summary: 'Sign out: ends the session',
  response: NO_CONTENT,
} as const;
