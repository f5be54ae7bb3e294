import { CodePurpose, type AdminUser, type PageResult, type RegistrationSettings, type User } from '@app/contract';
import { AppError } from '../../platform/http/app-error.ts';
import type { SignedInUser } from '../../platform/http/guards.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { CommentsService } from '../comments/comments.service.ts';
import type { InteractionsService } from '../interactions/interactions.service.ts';
import type { SiteService } from '../site/site.service.ts';
import type { SubscriptionsService } from '../subscriptions/subscriptions.service.ts';
import type { UsersService } from '../users/users.service.ts';
import type { CodeSender } from '../verification/code-sender.ts';
import type { VerificationService } from '../verification/verification.service.ts';

/**
 * The administrator's user management (/admin/users): the list with what each user did, approval,
 * deactivation and deletion. The rules on the account itself (who may be deactivated or deleted)
 * are the users module's; this module adds what follows in the others: sessions, likes and
 * favourites, subscriptions.
 */
export class UserAdminService {
  constructor(
    private readonly deps: {
      users: UsersService;
      auth: AuthService;
      comments: CommentsService;
      interactions: InteractionsService;
      subscriptions: SubscriptionsService;
      codes: VerificationService;
      codeSender: CodeSender;
      site: SiteService;
    },
  ) {}

  /** The registration rule (kept in the site's settings, where the site settings screen also shows it). */
  async registrationSettings(): Promise<RegistrationSettings> {
    return { requireApproval: await this.deps.site.registrationNeedsApproval() };
  }

  async saveRegistrationSettings(settings: RegistrationSettings): Promise<RegistrationSettings> {
    await this.deps.site.setRegistrationNeedsApproval(settings.requireApproval);
    return this.registrationSettings();
  }

  async list(query: { page: number; size: number; keyword?: string | undefined }): Promise<PageResult<AdminUser>> {
    const page = await this.deps.users.adminPage(query);
    const ids = page.content.map((u) => u.id);
    const [comments, interactions] = await Promise.all([
      this.deps.comments.countsByUsers(ids),
      this.deps.interactions.countsByUsers(ids),
    ]);
    return {
      ...page,
      content: page.content.map((u) => ({
        ...u,
        commentCount: comments.get(u.id) ?? 0,
        likeCount: interactions.get(u.id)?.likes ?? 0,
        favoriteCount: interactions.get(u.id)?.favorites ?? 0,
      })),
    };
  }

  approve(id: number): Promise<User> {
    return this.deps.users.approve(id);
  }

  /** A deactivated account is signed out everywhere at once (its tokens stop working on the next request). */
  async setStatus(admin: SignedInUser, id: number, status: 'ACTIVE' | 'INACTIVE'): Promise<User> {
    const user = await this.deps.users.setStatus(admin, id, status);
    if (status === 'INACTIVE') await this.deps.auth.revokeAllSessions(id);
    return user;
  }

  /**
   * Deleting needs a code mailed to the acting administrator, bound to that administrator, this
   * user and this action, usable once — as for products (spec 02 §6).
   */
  private binding(admin: SignedInUser, userId: number) {
    return { purpose: CodePurpose.ADMIN_DELETE_USER, email: admin.email, subject: `user:${userId}` };
  }

  async sendDeleteCode(admin: SignedInUser, userId: number, ip: string): Promise<void> {
    await this.assertDeletable(admin, userId);
    await this.deps.codeSender.send({ ...this.binding(admin, userId), ip });
  }

  /**
   * Removes the account (its row stays, anonymised, for its comments, which readers then see
   * under '已注销用户'), signs it out, and removes its likes, favourites and subscriptions with
   * every count corrected.
   */
  async deleteWithCode(admin: SignedInUser, userId: number, code: string): Promise<void> {
    await this.assertDeletable(admin, userId);
    await this.deps.codes.verify({ ...this.binding(admin, userId), code, consume: true });
    await this.deps.users.markDeleted(admin, userId);
    await this.deps.auth.revokeAllSessions(userId);
    await this.deps.interactions.removeAllOf(userId);
    await this.deps.subscriptions.removeAllOf(userId);
  }

  /** Refused before a code is mailed or used up: an unknown or deleted user, or oneself. */
  private async assertDeletable(admin: SignedInUser, userId: number): Promise<void> {
    await this.deps.users.requireLiving(userId);
    if (admin.id === userId) throw AppError.conflict('USER_SELF_PROTECTED');
  }
}
