import type { Db } from '../../platform/db/database.ts';
import type { VerificationCodeRow } from '../../platform/db/schema.ts';
import type { CodePurpose } from '@app/contract';

export interface CodeBinding {
  purpose: CodePurpose;
  email: string;
  subject: string;
}

export class VerificationRepository {
  constructor(private readonly db: Db) {}

  latest(b: CodeBinding): Promise<VerificationCodeRow | undefined> {
    return this.db
      .selectFrom('verification_codes')
      .selectAll()
      .where('purpose', '=', b.purpose)
      .where('email', '=', b.email)
      .where('subject', '=', b.subject)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .executeTakeFirst();
  }

  /** A new code voids every earlier one for the same binding. */
  async replace(b: CodeBinding, codeHash: string, createdAt: string, expiresAt: string): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('verification_codes')
        .set({ consumed_at: createdAt })
        .where('purpose', '=', b.purpose)
        .where('email', '=', b.email)
        .where('subject', '=', b.subject)
        .where('consumed_at', 'is', null)
        .execute();
      await trx
        .insertInto('verification_codes')
        .values({
          ...b,
          code_hash: codeHash,
          attempts: 0,
          created_at: createdAt,
          expires_at: expiresAt,
          verified_at: null,
          consumed_at: null,
        })
        .execute();
    });
  }

  async recordFailure(id: number, voidAt: string | null): Promise<void> {
    await this.db
      .updateTable('verification_codes')
      .set((eb) => ({ attempts: eb('attempts', '+', 1), ...(voidAt ? { consumed_at: voidAt } : {}) }))
      .where('id', '=', id)
      .execute();
  }

  /** Marks the code used; false when another request used it first. */
  async consume(id: number, at: string): Promise<boolean> {
    const result = await this.db
      .updateTable('verification_codes')
      .set({ consumed_at: at })
      .where('id', '=', id)
      .where('consumed_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async markVerified(id: number, at: string): Promise<void> {
    await this.db.updateTable('verification_codes').set({ verified_at: at }).where('id', '=', id).execute();
  }

  /** Drops codes that ended long ago. */
  async pruneBefore(at: string): Promise<void> {
    await this.db.deleteFrom('verification_codes').where('expires_at', '<', at).execute();
  }
}
