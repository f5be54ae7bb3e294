import type { FastifyBaseLogger } from 'fastify';
import type { PageResult, ProfileUpdate, Role, User, UserStatus } from '@app/contract';
import { DELETED_USER_NAME } from '@app/contract';
import { pageOffset, toPage } from '../../platform/http/paging.ts';
import { hashToken, newPassword, newToken } from '../../platform/auth/secrets.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { nowIso } from '../../platform/db/database.ts';
import { isUniqueViolation } from '../../platform/db/unique-violation.ts';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../../platform/auth/passwords.ts';
import type { SignedInUser } from '../../platform/http/guards.ts';
import { toSignedInUser, toUserDto } from './users.mapper.ts';
import type { Db } from '../../platform/db/database.ts';
import { UsersRepository, type UserName } from './users.repository.ts';
import type { UserEvents } from './user-events.ts';

export type { UserName };

/** The ADMIN_* settings. */
type AdminSettings = { username?: string; email?: string; password?: string };

export interface NewAccount {
  username: string;
  email: string;
  password: string;
  displayName?: string;
  role: Role;
  /** Registration under approval: PENDING and not approved until an administrator approves it. */
  pending?: boolean;
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
   * The account a login (username or e-mail address) and password open, with its status; null
   * when either is wrong (a deleted account opens nothing). An unknown login costs a password check too, so the time
   * tells nothing.
   */
  async checkLogin(login: string, password: string): Promise<{ user: SignedInUser; status: UserStatus } | null> {
    const row = login.includes('@') ? await this.repo.findByEmail(login) : await this.repo.findByUsername(login);
    if (!row || row.status === 'DELETED') {
      await burnPasswordCheck(password);
      return null;
    }
    if (!(await verifyPassword(row.password_hash, password))) return null;
    return { user: toSignedInUser(row), status: row.status };
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
          status: account.pending ? 'PENDING' : 'ACTIVE',
          is_approved: !account.pending,
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

  /** The administrator with this username, if there is one. */
  async administratorId(username: string): Promise<number | null> {
    const row = await this.repo.findByUsername(username);
    return row?.role === 'ADMIN' ? row.id : null;
  }

  async firstAdministratorId(): Promise<number> {
    const id = await this.repo.firstAdminId();
    if (id === undefined) throw new Error('no administrator');
    return id;
  }

  /** The dashboard's user figures: accounts not deleted, new since `since`, awaiting approval. */
  figures(since: string): Promise<{ total: number; newSince: number; pending: number }> {
    return this.repo.stats(since);
  }

  /** The administrator's list (GET /api/admin/users), every status included. */
  async adminPage(query: { page: number; size: number; keyword?: string | undefined }): Promise<PageResult<User>> {
    const { rows, total } = await this.repo.page(query.keyword || undefined, pageOffset(query), query.size);
    return toPage(rows.map(toUserDto), total, query);
  }

  /** A user an administrator acts on: 404 when there is none, 409 when the account was deleted. */
  async requireLiving(id: number): Promise<User> {
    const user = await this.getProfile(id);
    if (user.status === 'DELETED') throw AppError.conflict('USER_DELETED');
    return user;
  }

  /** Approves a registration: a PENDING account becomes ACTIVE; any other keeps its status. */
  async approve(id: number): Promise<User> {
    const user = await this.requireLiving(id);
    const row = await this.repo.update(id, {
      is_approved: true,
      ...(user.status === 'PENDING' ? { status: 'ACTIVE' as const } : {}),
      updated_at: nowIso(),
    });
    if (!row) throw AppError.notFound('用户不存在');
    return toUserDto(row);
  }

  /**
   * Deactivates or reactivates an account. Nobody deactivates themselves, and the last active
   * administrator stays (checked under a lock on the administrators' rows). Reactivating a PENDING
   * account approves it. The caller revokes the sessions of a deactivated account.
   */
  async setStatus(actor: { id: number }, id: number, status: 'ACTIVE' | 'INACTIVE'): Promise<User> {
    await this.requireLiving(id);
    const row = await this.deps.db.transaction().execute(async (trx) => {
      const repo = new UsersRepository(trx);
      if (status === 'INACTIVE') await this.assertMayRemove(repo, actor, id);
      return repo.update(id, {
        status,
        ...(status === 'ACTIVE' ? { is_approved: true } : {}),
        updated_at: nowIso(),
      });
    });
    if (!row) throw AppError.notFound('用户不存在');
    return toUserDto(row);
  }

  /**
   * Deletes an account, keeping its row so its comments stay (shown as '已注销用户'): the status
   * becomes DELETED and everything that identifies the person goes — name, e-mail (free to register
   * again), avatar, and the password (replaced by the hash of a random token nobody holds). The
   * same protections as deactivating apply. The caller removes sessions, likes, favourites and
   * subscriptions.
   */
  async markDeleted(actor: { id: number }, id: number): Promise<void> {
    await this.requireLiving(id);
    const unusablePassword = await hashPassword(hashToken(newToken()));
    await this.deps.db.transaction().execute(async (trx) => {
      const repo = new UsersRepository(trx);
      await this.assertMayRemove(repo, actor, id);
      await repo.update(id, {
        status: 'DELETED',
        is_approved: false,
        username: `deleted-${id}`,
        display_name: DELETED_USER_NAME,
        email: `deleted-${id}@deleted.invalid`,
        avatar_url: null,
        password_hash: unusablePassword,
        updated_at: nowIso(),
      });
    });
  }

  private async assertMayRemove(repo: UsersRepository, actor: { id: number }, id: number): Promise<void> {
    if (actor.id === id) throw AppError.conflict('USER_SELF_PROTECTED');
    const activeAdmins = await repo.lockActiveAdmins();
    if (activeAdmins.includes(id) && activeAdmins.length <= 1) throw AppError.conflict('LAST_ADMIN');
  }

  /**
   * First start (the server's, or `seed:demo`'s): create the administrator from ADMIN_* or as
   * `admin` with a random password printed once. Any later start finds an administrator and
   * changes nothing; when ADMIN_* names another account or password, it says so in one line, so an
   * owner who set them after the first start knows why they do not sign in.
   */
  async ensureAdministrator(settings: AdminSettings, log: FastifyBaseLogger): Promise<void> {
    if ((await this.repo.countAdmins()) > 0) {
      const mismatch = await this.adminMismatch(settings);
      if (mismatch) {
        log.warn(
          `ADMIN_* 与已有的管理员不一致（${mismatch}），已忽略：管理员只在首次启动时创建，之后不会被修改。` +
            `忘记密码可运行 npm run admin:reset-password -- --username <用户名>`,
        );
      }
      return;
    }
    const username = settings.username ?? 'admin';
    const password = settings.password ?? newPassword();
    try {
      await this.create({
        username,
        email: settings.email ?? `${username}@example.com`,
        password,
        displayName: '站长',
        role: 'ADMIN',
      });
    } catch (error) {
      // Several instances starting at once on a new database: another one made the account first.
      if (error instanceof AppError && error.status === 409 && (await this.repo.countAdmins()) > 0) return;
      throw error;
    }
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

  /** What of the ADMIN_* settings the existing administrators do not match, or null when all do. */
  private async adminMismatch(settings: AdminSettings): Promise<string | null> {
    if (!settings.username && !settings.email && !settings.password) return null;
    // The account the first start would have made from these settings.
    const username = settings.username ?? 'admin';
    const admin = await this.repo.findByUsername(username);
    if (admin?.role !== 'ADMIN') return `没有用户名为 ${username} 的管理员`;
    if (settings.email && settings.email.toLowerCase() !== admin.email)
      return `管理员 ${admin.username} 的邮箱不是 ADMIN_EMAIL`;
    if (settings.password && !(await verifyPassword(admin.password_hash, settings.password)))
      return `管理员 ${admin.username} 的密码不是 ADMIN_PASSWORD`;
    return null;
  }
}
