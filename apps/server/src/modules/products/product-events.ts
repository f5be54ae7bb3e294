import { DurableEvents } from '../../platform/jobs/durable-events.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';

/** A product as its announcement carries it (no row leaves the module). */
export interface AnnouncedProduct {
  id: number;
  name: string;
  slug: string;
  summary: string | null;
  mainImage: string | null;
  price: string;
}

/**
 * What the products module tells other modules:
 * - `on-sale`: a product went on sale for the first time — once per product, ever, however often
 *   it goes off the shelf and back (USER_NEW_PRODUCT, ADMIN_NEW_PRODUCT).
 */
export type ProductEvent = { type: 'on-sale'; product: AnnouncedProduct };

/** Durable: written in the transaction that marks the product announced (see DurableEvents). */
export class ProductEvents extends DurableEvents<ProductEvent> {
  constructor(jobs: JobQueue) {
    super(jobs, 'products.event');
  }
}
