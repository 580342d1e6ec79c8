import type { LoginBody, RegisterFields, User } from '@voltcart/contract';
import type { AppContext } from '../../app-context';
import { nowIso } from '../../db/database';
import { AppError } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { assertImage, storeUploadedImage } from '../../lib/images';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../../lib/passwords';
import { hashSessionToken, newSessionToken, SESSION_TTL_MS } from '../../lib/sessions';
import * as repo from './repo';
import { toUser } from './user-view';

export const LOGIN_FAILED = 'Login failed: the email or password is incorrect.';

export function createAuthService({ db, config }: AppContext) {
  const hashToken = (token: string) => hashSessionToken(token, config.sessionSecret);

  async function startSession(userId: string, kind: 'cookie' | 'bearer'): Promise<string> {
    const token = newSessionToken();
    const now = Date.now();
    await repo.insertSession(db, {
      token_hash: hashToken(token),
      user_id: userId,
      kind,
      created_at: new Date(now).toISOString(),
      expires_at: new Date(now + SESSION_TTL_MS).toISOString(),
    });
    return token;
  }

  async function checkCredentials(credentials: LoginBody) {
    const row = await repo.findUserByEmail(db, credentials.email);
    // Verify against a dummy hash on a miss so the answer time does not reveal which emails exist.
    const valid = await verifyPassword(credentials.password, row?.password_hash ?? (await dummyPasswordHash()));
    if (!row || !valid) throw new AppError('unauthorized', LOGIN_FAILED);
    return row;
  }

  return {
    async register(fields: RegisterFields, avatar: Buffer | undefined): Promise<{ user: User; token: string }> {
      if (await repo.findUserByEmail(db, fields.email)) {
        throw new AppError('conflict', 'An account with this email already exists');
      }
      if (avatar) await assertImage(avatar);
      const passwordHash = await hashPassword(fields.password);
      const image = avatar ? await storeUploadedImage(avatar, config.uploadsDir, 'avatars') : undefined;
      const row: repo.UserRow = {
        id: newId(),
        username: fields.username,
        email: fields.email,
        phone: fields.phone,
        password_hash: passwordHash,
        image_url: image?.url ?? '',
        role: 'user',
        created_at: nowIso(),
      };
      try {
        await repo.insertUser(db, row);
      } catch (error) {
        // Two registrations racing for one email: the unique index decides.
        if (await repo.findUserByEmail(db, fields.email)) throw new AppError('conflict', 'An account with this email already exists');
        throw error;
      }
      return { user: toUser(row), token: await startSession(row.id, 'cookie') };
    },

    async login(credentials: LoginBody): Promise<{ user: User; token: string }> {
      const row = await checkCredentials(credentials);
      return { user: toUser(row), token: await startSession(row.id, 'cookie') };
    },

    /** Admins only; the token works as a cookie and as `Authorization: Bearer`. */
    async adminLogin(credentials: LoginBody): Promise<{ user: User; token: string }> {
      const row = await checkCredentials(credentials);
      if (row.role !== 'admin') throw new AppError('not_allowed', 'Access denied. Admins only.');
      return { user: toUser(row), token: await startSession(row.id, 'bearer') };
    },

    async userForToken(token: string): Promise<repo.UserRow | undefined> {
      return repo.findUserBySessionHash(db, hashToken(token), nowIso());
    },

    async endSession(token: string): Promise<void> {
      await repo.deleteSession(db, hashToken(token));
    },

    async listUsers(page: { limit?: number | undefined; offset?: number | undefined }): Promise<User[]> {
      return (await repo.listUsers(db, page)).map(toUser);
    },

    countUsers: () => repo.countUsers(db),

    purgeExpiredSessions: () => repo.deleteExpiredSessions(db, nowIso()),

    /** Creates the first admin from ADMIN_EMAIL/ADMIN_PASSWORD when no user has that email yet. */
    async ensureAdmin(): Promise<'created' | 'exists'> {
      const existing = await repo.findUserByEmail(db, config.admin.email.toLowerCase());
      if (existing) return 'exists';
      await repo.insertUser(db, {
        id: newId(),
        username: 'Admin',
        email: config.admin.email.toLowerCase(),
        phone: '0000000000',
        password_hash: await hashPassword(config.admin.password),
        image_url: '',
        role: 'admin',
        created_at: nowIso(),
      });
      return 'created';
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
