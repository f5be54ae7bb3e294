import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The token of a subscription's unsubscribe link: its id and a keyed hash of id and address,
 * derived with the site's secret instead of stored — so the database holds no token a leak could
 * use, and a link stops working once the subscription's address changes.
 */
export class UnsubscribeTokens {
  constructor(private readonly secret: () => string) {}

  async of(subscription: { id: number; email: string }): Promise<string> {
    return `${subscription.id}.${this.mac(subscription.id, subscription.email)}`;
  }

  /** The subscription id a token names, before its hash is checked against the row (`matches`). */
  idOf(token: string): number | null {
    const match = /^(\d{1,10})\.[A-Za-z0-9_-]{43}$/.exec(token);
    const id = match ? Number(match[1]) : NaN;
    return Number.isSafeInteger(id) && id > 0 ? id : null;
  }

  async matches(token: string, subscription: { id: number; email: string }): Promise<boolean> {
    const expected = Buffer.from(await this.of(subscription));
    const given = Buffer.from(token);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }

  private mac(id: number, email: string): string {
    return createHmac('sha256', this.secret()).update(`unsubscribe:${id}:${email}`).digest('base64url');
  }
}
