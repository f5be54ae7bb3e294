import { CodePurpose } from '@app/contract';
import type { SignedInUser } from '../../platform/http/guards.ts';
import type { VerificationService } from '../verification/verification.service.ts';
import type { CodeSender } from '../verification/code-sender.ts';
import type { ProductsService } from './products.service.ts';

/**
 * Deleting a product needs a code e-mailed to the acting administrator (spec 02 §6). The code is
 * bound to that administrator's address, to that product and to this action, and works once: a
 * code for another product, from another administrator or already used is refused.
 */
export class ProductDeletion {
  constructor(
    private readonly deps: { products: ProductsService; codes: VerificationService; codeSender: CodeSender },
  ) {}

  private binding(admin: SignedInUser, productId: number) {
    return { purpose: CodePurpose.ADMIN_DELETE_PRODUCT, email: admin.email, subject: `product:${productId}` };
  }

  async sendCode(admin: SignedInUser, productId: number, ip: string): Promise<void> {
    await this.requireProduct(productId);
    await this.deps.codeSender.send({ ...this.binding(admin, productId), ip });
  }

  async deleteWithCode(admin: SignedInUser, productId: number, code: string): Promise<void> {
    await this.requireProduct(productId);
    await this.deps.codes.verify({ ...this.binding(admin, productId), code, consume: true });
    await this.deps.products.delete(productId);
  }

  private async requireProduct(id: number): Promise<void> {
    await this.deps.products.getAdmin(id); // 404 when it is not there
  }
}
