/**
 * Users' values that pages read without validating anything (admin-users.ts has the schemas): the
 * registration page says the message without loading zod.
 */

/**
 * The site setting that decides whether a new registration waits for an administrator (PENDING
 * until approved) or may log in at once. Stored as 'true' / 'false'; absent means off.
 */
export const REGISTRATION_APPROVAL_SETTING = 'users.registration-approval';

/** What a registration under approval is told. */
export const REGISTERED_PENDING_MESSAGE = '注册成功，请等待管理员审核通过后再登录';
