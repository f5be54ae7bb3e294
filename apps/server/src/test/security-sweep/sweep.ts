import type { TestApp } from '../test-app.ts';
import { operationsOf } from './operations.ts';
import { runSweep, type SweepReport } from './run-sweep.ts';
import { seedFixtures } from './sweep-fixtures.ts';
import { planSweep, type Depth } from './sweep-plan.ts';
import { SweepSession } from './sweep-session.ts';

/**
 * The whole sweep on one fresh app: the administrator signs in, one row of each kind is seeded,
 * and every operation of the app gets its hostile values (`depth` per field, or all of them).
 */
export async function sweepApp(t: TestApp, depth: Depth): Promise<SweepReport> {
  const session = new SweepSession(t);
  await session.start();
  const fixtures = await seedFixtures(t, session.tokenOf('admin')!);
  return runSweep(t, planSweep(operationsOf(t), depth), session, fixtures);
}
