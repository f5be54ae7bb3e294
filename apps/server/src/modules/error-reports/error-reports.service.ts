import type { ErrorReport, PageQuery, PageResult } from '@app/contract';
import type { errorReportSchema } from '@app/contract';
import type { z } from 'zod';
import { AppError } from '../../platform/http/app-error.ts';
import { pageOffset, toPage } from '../../platform/http/paging.ts';
import type { RateLimiter } from '../../platform/rate-limit/rate-limiter.ts';
import type { Db } from '../../platform/db/database.ts';
import type { UsersService } from '../users/users.service.ts';
import { ErrorReportsRepository } from './error-reports.repository.ts';

/** Reports per IP and minute; a broken page in a loop must not fill the table. */
export const ERROR_REPORTS_PER_IP_PER_MINUTE = 10;
/** Only the newest reports are kept. */
export const ERROR_REPORTS_KEPT = 1000;

export class ErrorReportsService {
  private sinceLastPrune = 0;

  private readonly repo: ErrorReportsRepository;

  constructor(private readonly deps: { db: Db; limiter: RateLimiter; users: UsersService }) {
    this.repo = new ErrorReportsRepository(deps.db);
  }

  /** Stores a report from the browser. The user is who the token says, never what the payload claims. */
  async report(
    input: z.output<typeof errorReportSchema>,
    context: { ip: string; userId: number | null },
  ): Promise<void> {
    const hit = await this.deps.limiter.hit(`error-report:${context.ip}`, 60);
    if (hit.count > ERROR_REPORTS_PER_IP_PER_MINUTE)
      throw AppError.rateLimited((hit.windowEndsAt.getTime() - Date.now()) / 1000, '错误报告过于频繁');
    await this.repo.insert({
      message: input.message,
      stack: input.stack || null,
      component_stack: input.componentStack || null,
      url: input.url || null,
      user_agent: input.userAgent || null,
      user_id: context.userId,
      ip: context.ip.slice(0, 64),
      reported_at: input.timestamp || null,
      created_at: new Date().toISOString(),
    });
    if (++this.sinceLastPrune >= 50) {
      this.sinceLastPrune = 0;
      await this.repo.pruneKeeping(ERROR_REPORTS_KEPT);
    }
  }

  async list(query: Pick<PageQuery, 'page' | 'size'>): Promise<PageResult<ErrorReport>> {
    const [rows, total] = await Promise.all([this.repo.page(pageOffset(query), query.size), this.repo.count()]);
    const names = await this.deps.users.names(rows.flatMap((r) => (r.user_id === null ? [] : [r.user_id])));
    return toPage(
      rows.map((r) => ({
        id: r.id,
        message: r.message,
        stack: r.stack,
        componentStack: r.component_stack,
        url: r.url,
        userAgent: r.user_agent,
        userId: r.user_id,
        username: (r.user_id !== null && names.get(r.user_id)?.username) || null,
        ip: r.ip,
        reportedAt: r.reported_at,
        createdAt: r.created_at,
      })),
      total,
      query,
    );
  }

  clear(): Promise<number> {
    return this.repo.deleteAll();
  }
}
