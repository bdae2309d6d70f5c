export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MIN_CHARACTER_CLASSES = 3;
export const PASSWORD_POLICY_MESSAGE =
  `Password must be at least ${PASSWORD_MIN_LENGTH} characters long and contain at least three of: ` +
  'lowercase letters, uppercase letters, digits, symbols.';

/** Returns null when the password meets the policy, else the one message users see. */
export function checkPasswordPolicy(password: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return PASSWORD_POLICY_MESSAGE;
  const classes = [/\p{Ll}/u, /\p{Lu}/u, /\p{Nd}/u, /[^\p{L}\p{Nd}]/u].filter((pattern) => pattern.test(password)).length;
  return classes >= PASSWORD_MIN_CHARACTER_CLASSES ? null : PASSWORD_POLICY_MESSAGE;
}
