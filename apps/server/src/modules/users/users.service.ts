import type { FastifyBaseLogger } from 'fastify';
import type { ProfileUpdate, Role, User } from '@app/contract';
import { AppError } from '../../platform/http/app-error.ts';
import { nowIso } from '../../platform/db/database.ts';
import { isUniqueViolation } from '../../platform/db/unique-violation.ts';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../../platform/auth/passwords.ts';
import type { SignedInUser } from '../../platform/http/guards.ts';
import { newPassword } from '../../platform/auth/secrets.ts';
import { toSignedInUser, toUserDto } from './users.mapper.ts';
import type { Db } from '../../platform/db/database.ts';
import { UsersRepository, type UserName } from './users.repository.ts';
import type { UserEvents } from './user-events.ts';

export type { UserName };

export interface NewAccount {
  username: string;
  email: string;
  password: string;
  displayName?: string;
  role: Role;
}

export class UsersService {
  private readonly repo: UsersRepository;

  constructor(private readonly deps: { db: Db; events: UserEvents }) {
    this.repo = new UsersRepository(deps.db);
  }

  /** What other modules show of a user: id → display name and username (missing ids left out). */
  names(ids: number[]): Promise<Map<number, UserName>> {
    return this.repo.names(ids);
  }

  /** The user of a session, while the account is active. */
  async activeUser(id: number): Promise<SignedInUser | null> {
    const row = await this.repo.findById(id);
    return row && row.status === 'ACTIVE' ? toSignedInUser(row) : null;
  }

  /**
   * The account a login (username or e-mail address) and password open, with whether it is
   * active; null when either is wrong. An unknown login costs a password check too, so the time
   * tells nothing.
   */
  async checkLogin(login: string, password: string): Promise<{ user: SignedInUser; active: boolean } | null> {
    const row = login.includes('@') ? await this.repo.findByEmail(login) : await this.repo.findByUsername(login);
    if (!row) {
      await burnPasswordCheck(password);
      return null;
    }
    if (!(await verifyPassword(row.password_hash, password))) return null;
    return { user: toSignedInUser(row), active: row.status === 'ACTIVE' };
  }

  async isEmailTaken(email: string): Promise<boolean> {
    return (await this.idByEmail(email)) !== null;
  }

  /** The account an address belongs to, if any. */
  async idByEmail(email: string): Promise<number | null> {
    return (await this.repo.findByEmail(email))?.id ?? null;
  }

  async assertUsernameFree(username: string): Promise<void> {
    if (await this.repo.findByUsername(username)) throw AppError.conflict('USERNAME_TAKEN');
  }

  async create(account: NewAccount): Promise<User> {
    await this.assertUsernameFree(account.username);
    if (await this.isEmailTaken(account.email)) throw AppError.conflict('EMAIL_TAKEN', '该邮箱已被注册');
    const now = nowIso();
    try {
      const passwordHash = await hashPassword(account.password);
      // The account and the news of it (ADMIN_NEW_USER) commit together.
      const row = await this.deps.db.transaction().execute(async (trx) => {
        const inserted = await new UsersRepository(trx).insert({
          username: account.username,
          display_name: account.displayName?.trim() || account.username,
          email: account.email.toLowerCase(),
          password_hash: passwordHash,
          avatar_url: null,
          role: account.role,
          status: 'ACTIVE',
          is_approved: true,
          created_at: now,
          updated_at: now,
        });
        const { id, username, display_name: displayName, email, created_at: createdAt } = inserted;
        await this.deps.events.emit(trx, [
          { type: 'registered', user: { id, username, displayName, email, createdAt } },
        ]);
        return inserted;
      });
      return toUserDto(row);
    } catch (error) {
      // Two registrations raced past the checks above: the unique indexes decide.
      if (isUniqueViolation(error)) throw AppError.conflict('USERNAME_TAKEN', '用户名或邮箱已被使用');
      throw error;
    }
  }

  /** Checks a user's password; the account's own row, never a caller-supplied hash. */
  async checkPassword(userId: number, password: string): Promise<boolean> {
    const row = await this.repo.findById(userId);
    return row ? verifyPassword(row.password_hash, password) : false;
  }

  async setPassword(userId: number, password: string): Promise<void> {
    await this.repo.update(userId, { password_hash: await hashPassword(password), updated_at: nowIso() });
  }

  /** Moves the account to another address; refused when another account uses it. */
  async setEmail(userId: number, email: string): Promise<User> {
    const other = await this.repo.findByEmail(email);
    if (other && other.id !== userId) throw AppError.conflict('EMAIL_TAKEN');
    try {
      const row = await this.repo.update(userId, { email: email.toLowerCase(), updated_at: nowIso() });
      if (!row) throw AppError.notFound('用户不存在');
      return toUserDto(row);
    } catch (error) {
      if (isUniqueViolation(error)) throw AppError.conflict('EMAIL_TAKEN');
      throw error;
    }
  }

  async getProfile(userId: number): Promise<User> {
    const row = await this.repo.findById(userId);
    if (!row) throw AppError.notFound('用户不存在');
    return toUserDto(row);
  }

  async updateProfile(userId: number, changes: ProfileUpdate): Promise<User> {
    const row = await this.repo.update(userId, {
      ...(changes.displayName !== undefined ? { display_name: changes.displayName } : {}),
      ...(changes.avatarUrl !== undefined ? { avatar_url: changes.avatarUrl === '' ? null : changes.avatarUrl } : {}),
      updated_at: nowIso(),
    });
    if (!row) throw AppError.notFound('用户不存在');
    return toUserDto(row);
  }

  async firstAdministratorId(): Promise<number> {
    const id = await this.repo.firstAdminId();
    if (id === undefined) throw new Error('no administrator');
    return id;
  }

  async dashboardStats() {
    const weekAgo = new Date(Date.now() - 7 * 24 * 3600 * 1000).toISOString();
    const s = await this.repo.stats(weekAgo);
    return { totalUsers: s.total, adminUsers: s.admins, activeUsers: s.active, newUsersLast7Days: s.newSince };
  }

  /**
   * First start: create the administrator from ADMIN_* or as `admin` with a random password
   * printed once. Any later start finds an administrator and changes nothing.
   */
  async ensureAdministrator(
    settings: { username?: string; email?: string; password?: string },
    log: FastifyBaseLogger,
  ): Promise<void> {
    if ((await this.repo.countAdmins()) > 0) return;
    const username = settings.username ?? 'admin';
    const password = settings.password ?? newPassword();
    await this.create({
      username,
      email: settings.email ?? `${username}@example.com`,
      password,
      displayName: '站长',
      role: 'ADMIN',
    });
    if (settings.password) {
      log.info({ username }, `已创建管理员账号 ${username}（密码来自 ADMIN_PASSWORD）`);
    } else {
      const banner = [
        '',
        '============================================================',
        '  已创建管理员账号（只显示这一次，请妥善保存）',
        `  用户名：${username}`,
        `  密  码：${password}`,
        '  登录后请在「个人设置」中修改密码和邮箱。',
        '============================================================',
        '',
      ].join('\n');
      // Printed straight to the console so it is visible whatever the log level.
      process.stdout.write(`${banner}\n`);
    }
  }
}
