// `npm run test:security [-- --databases sqlite,postgres --depth all]`: the security sweep at full
// length. On each database (PostgreSQL when TEST_DATABASE_URL is set) a fresh site gets every
// hostile value of the catalogue in every field of every operation (apps/server/src/test/
// security-sweep), as the administrator and, on public operations, as a guest; then the role
// matrix runs on another fresh site. Prints the counts and every failure grouped by cause; exits
// 1 on any failure. `npm test` runs a bounded sweep (apps/server/src/security-sweep.test.ts).
import { parseArgs } from 'node:util';
import { ADMIN, createTestApp, registerAndLogin, type TestDialect } from '../apps/server/src/test/test-app.ts';
import {
  describeFailure,
  type SweepFailure,
  type SweepReport,
} from '../apps/server/src/test/security-sweep/run-sweep.ts';
import { IDENTITIES, letInMismatches, refusalMismatches } from '../apps/server/src/test/security-sweep/role-matrix.ts';
import { seedFixtures } from '../apps/server/src/test/security-sweep/sweep-fixtures.ts';
import { SweepSession } from '../apps/server/src/test/security-sweep/sweep-session.ts';
import { sweepApp } from '../apps/server/src/test/security-sweep/sweep.ts';

const { values: args } = parseArgs({
  options: {
    databases: { type: 'string', default: 'sqlite,postgres' },
    depth: { type: 'string', default: 'all' },
  },
});
const depth = args.depth === 'all' ? 'all' : Number(args.depth);
if (depth !== 'all' && !(Number.isInteger(depth) && depth > 0))
  throw new Error('--depth is `all` or a positive whole number');

const dialects: TestDialect[] = [];
for (const name of args.databases!.split(',').map((d) => d.trim())) {
  if (name === 'sqlite') dialects.push('sqlite');
  else if (name === 'postgres' && process.env.TEST_DATABASE_URL) dialects.push('postgres');
  else if (name === 'postgres')
    console.log('PostgreSQL 未测：设置 TEST_DATABASE_URL（如 postgres://postgres@127.0.0.1:5432/test）');
  else throw new Error(`unknown database ${name}`);
}

/** Failures with one cause (what leaked, for which kind of value) together, each request on a line. */
function printGrouped(failures: readonly SweepFailure[]): void {
  const groups = new Map<string, SweepFailure[]>();
  for (const f of failures) {
    const cause = `${f.leak.kind} — ${f.valueClass}: ${f.valueLabel}`;
    groups.set(cause, [...(groups.get(cause) ?? []), f]);
  }
  for (const [cause, members] of [...groups].sort((a, b) => b[1].length - a[1].length)) {
    console.log(`\n  ${cause} (${members.length})`);
    for (const f of members) console.log(`    ${describeFailure(f).slice(0, 400)}`);
  }
}

async function sweep(dialect: TestDialect): Promise<SweepReport> {
  const t = await createTestApp(dialect);
  try {
    return await sweepApp(t, depth);
  } finally {
    await t.close();
  }
}

async function roleMatrix(dialect: TestDialect): Promise<string[]> {
  const t = await createTestApp(dialect);
  try {
    const member = { username: 'sweep_member', email: 'sweep-member@example.com', password: 'sweep-member-password' };
    await registerAndLogin(t, member);
    const session = new SweepSession(t, { admin: ADMIN, member });
    await session.start();
    const fixtures = await seedFixtures(t, session.tokenOf('admin')!);
    const wrong: string[] = [];
    for (const identity of IDENTITIES) wrong.push(...(await refusalMismatches(t, session, fixtures, identity)));
    wrong.push(...(await letInMismatches(t, session, fixtures)));
    return wrong;
  } finally {
    await t.close();
  }
}

let failed = 0;
for (const dialect of dialects) {
  console.log(
    `\n# ${dialect === 'sqlite' ? 'SQLite' : 'PostgreSQL'}：每个字段${depth === 'all' ? '全部' : ` ${depth} 个`}恶意值`,
  );
  const report = await sweep(dialect);
  const statuses = Object.entries(report.statuses)
    .map(([status, n]) => `${status}×${n}`)
    .join(' ');
  console.log(`${report.requests} 个请求，${report.seconds.toFixed(0)} 秒；状态码 ${statuses}`);
  if (report.rejectedBaselines.length) {
    console.log(`\n样例值被拒（这些接口的恶意值止步于校验，扫描的样例需要修正）：`);
    for (const line of report.rejectedBaselines) console.log(`  ${line.slice(0, 300)}`);
  }
  const unsuccessful = Object.entries(report.baselines).filter(([, status]) => status >= 300);
  if (unsuccessful.length) {
    console.log(`\n有效请求也未成功的接口（这些接口的恶意值止步于服务层的检查，到不了更深处）：`);
    for (const [operation, status] of unsuccessful) console.log(`  ${status} ${operation}`);
  }
  console.log(`\n失败 ${report.failures.length} 个${report.failures.length ? '，按原因分组：' : ''}`);
  printGrouped(report.failures);
  const matrix = await roleMatrix(dialect);
  console.log(`\n角色矩阵：${matrix.length ? `${matrix.length} 处不符` : '全部相符'}`);
  for (const line of matrix) console.log(`  ${line}`);
  failed += report.failures.length + report.rejectedBaselines.length + matrix.length;
}
console.log(`\n${failed ? `共 ${failed} 处问题` : '没有发现问题'}`);
process.exit(failed ? 1 : 0);
