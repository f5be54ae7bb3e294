import { tidyLines } from '../platform/text/trim.ts';
/**
 * Demo content for `npm run seed:demo`: Chinese tags, articles and illustrations made from a seeded
 * pseudo-random generator, so the same seed always gives the same site. Pure: no I/O here.
 */

/** mulberry32: a small, fast 32-bit generator, good enough for demo data and fully reproducible. */
export class Random {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[Math.floor(this.next() * items.length)]!;
  }

  /** `count` different items in random order (all of them when there are fewer). */
  sample<T>(items: readonly T[], count: number): T[] {
    const copy = [...items];
    const n = Math.min(count, copy.length);
    for (let i = 0; i < n; i++) {
      const j = i + Math.floor(this.next() * (copy.length - i));
      [copy[i], copy[j]] = [copy[j]!, copy[i]!];
    }
    return copy.slice(0, n);
  }

  /** A standard normal variate (Box–Muller). */
  gauss(): number {
    const u = 1 - this.next();
    const v = this.next();
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
  }
}

/** A seed from the command line: a decimal number as is, any other text hashed (FNV-1a). */
export function seedFrom(value: string): number {
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(BigInt(trimmed) % 4294967296n);
  let hash = 0x811c9dc5;
  for (const ch of trimmed) {
    hash ^= ch.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** Another reproducible stream from the same seed, for choices that must not shift the content. */
export const derivedSeed = (seed: number, stream: number) =>
  (Math.imul(seed ^ 0x9e3779b9, 0x85ebca6b) + stream * 0x27d4eb2f) >>> 0;

type Group = 'tech' | 'life';

export interface DemoTag {
  name: string;
  slug: string;
  description: string;
  color: string;
  icon: string;
  featured: boolean;
}

interface Topic extends DemoTag {
  group: Group;
  /** What an article of this topic is about; `{x}` and `{y}` in the texts. */
  nouns: string[];
  titles: string[];
  headings: string[];
  facts: string[];
  related: string[];
  code: CodeKey[];
}

type CodeKey = keyof typeof CODE;

/** Code blocks in the languages the site highlights. */
const CODE = {
  tsDebounce: [
    'ts',
    'export function debounce<T extends (...args: never[]) => void>(fn: T, wait = 300) {',
    '  let timer: ReturnType<typeof setTimeout> | undefined;',
    '  return (...args: Parameters<T>) => {',
    '    clearTimeout(timer);',
    '    timer = setTimeout(() => fn(...args), wait);',
    '  };',
    '}',
  ],
  tsFetch: [
    'ts',
    'async function fetchJson<T>(url: string, timeoutMs = 8000): Promise<T> {',
    '  const controller = new AbortController();',
    '  const timer = setTimeout(() => controller.abort(), timeoutMs);',
    '  try {',
    '    const res = await fetch(url, { signal: controller.signal });',
    '    if (!res.ok) throw new Error(`请求失败：${res.status}`);',
    '    return (await res.json()) as T;',
    '  } finally {',
    '    clearTimeout(timer);',
    '  }',
    '}',
  ],
  tsxHook: [
    'tsx',
    "import { useEffect, useState } from 'react';",
    '',
    'export function useOnline(): boolean {',
    '  const [online, setOnline] = useState(navigator.onLine);',
    '  useEffect(() => {',
    '    const update = () => setOnline(navigator.onLine);',
    "    window.addEventListener('online', update);",
    "    window.addEventListener('offline', update);",
    '    return () => {',
    "      window.removeEventListener('online', update);",
    "      window.removeEventListener('offline', update);",
    '    };',
    '  }, []);',
    '  return online;',
    '}',
  ],
  tsResult: [
    'ts',
    'type Result<T, E = Error> = { ok: true; value: T } | { ok: false; error: E };',
    '',
    'function parsePort(input: string): Result<number> {',
    '  const port = Number(input);',
    '  if (!Number.isInteger(port) || port < 1 || port > 65535) {',
    "    return { ok: false, error: new Error('端口必须是 1 到 65535 之间的整数') };",
    '  }',
    '  return { ok: true, value: port };',
    '}',
  ],
  tsServer: [
    'ts',
    "import Fastify from 'fastify';",
    '',
    'const app = Fastify({ logger: true });',
    '',
    "app.get('/health', async () => ({ status: 'UP' }));",
    '',
    "await app.listen({ port: 8080, host: '0.0.0.0' });",
  ],
  bashDeploy: [
    'bash',
    'set -euo pipefail',
    '',
    'git pull --ff-only',
    'npm ci',
    'npm run build',
    'sudo systemctl restart blog',
    'curl -fsS http://127.0.0.1:8080/api/health',
  ],
  bashBackup: [
    'bash',
    '#!/usr/bin/env bash',
    'set -euo pipefail',
    'stamp=$(date +%Y%m%d-%H%M)',
    'pg_dump -Fc -d blog -f "/backup/blog-${stamp}.dump"',
    'find /backup -name "blog-*.dump" -mtime +14 -delete',
  ],
  bashLogs: [
    'bash',
    '# 最近一小时里出现最多的错误',
    "journalctl -u blog --since '1 hour ago' \\",
    '  | grep -i error \\',
    '  | sort | uniq -c | sort -rn | head -20',
  ],
  bashExif: [
    'bash',
    '# 按拍摄时间批量重命名照片',
    "exiftool '-FileName<DateTimeOriginal' -d '%Y%m%d_%H%M%S%%-c.%%e' ./raw",
  ],
  pyCount: [
    'python',
    'from collections import Counter',
    '',
    'def top_words(path: str, n: int = 10) -> list[tuple[str, int]]:',
    "    with open(path, encoding='utf-8') as f:",
    '        words = f.read().split()',
    '    return Counter(words).most_common(n)',
  ],
  pyBinary: [
    'python',
    'def binary_search(items: list[int], target: int) -> int:',
    '    lo, hi = 0, len(items) - 1',
    '    while lo <= hi:',
    '        mid = (lo + hi) // 2',
    '        if items[mid] == target:',
    '            return mid',
    '        if items[mid] < target:',
    '            lo = mid + 1',
    '        else:',
    '            hi = mid - 1',
    '    return -1',
  ],
  pyPace: [
    'python',
    'def pace(distance_km: float, minutes: float) -> str:',
    '    per_km = minutes / distance_km',
    '    return f"{int(per_km)}分{round(per_km % 1 * 60):02d}秒/公里"',
    '',
    'print(pace(10, 52.5))  # 5分15秒/公里',
  ],
  pyCompound: [
    'python',
    'def future_value(monthly: float, rate: float, years: int) -> float:',
    '    total = 0.0',
    '    for _ in range(years * 12):',
    '        total = (total + monthly) * (1 + rate / 12)',
    '    return round(total, 2)',
    '',
    'print(future_value(2000, 0.04, 10))',
  ],
  sqlIndex: [
    'sql',
    'create index articles_status_published',
    '  on articles (status, published_at desc);',
    '',
    'explain analyze',
    'select id, title from articles',
    " where status = 'PUBLISHED'",
    ' order by published_at desc limit 10;',
  ],
  yamlCompose: [
    'yaml',
    'services:',
    '  db:',
    '    image: postgres:17',
    '    environment:',
    '      POSTGRES_PASSWORD: example',
    '    volumes:',
    '      - pgdata:/var/lib/postgresql/data',
    'volumes:',
    '  pgdata: {}',
  ],
} satisfies Record<string, string[]>;

const TECH_CODE: CodeKey[] = ['tsDebounce', 'tsFetch', 'tsResult', 'bashDeploy', 'pyCount'];

const TOPICS: Topic[] = [
  {
    name: '前端',
    slug: 'frontend',
    group: 'tech',
    color: '#1677ff',
    icon: 'fab fa-html5',
    featured: true,
    description: '浏览器里的一切：HTML、CSS、JavaScript 与工程化。',
    nouns: [
      'CSS 容器查询',
      '服务端渲染',
      '微前端',
      '组件库',
      'Vite',
      '图片懒加载',
      '暗色模式',
      '表单校验',
      'Web Components',
      '骨架屏',
    ],
    titles: [
      '用{x}重构老项目之后，我学到的{n}件事',
      '{x}实践：从踩坑到上线',
      '聊聊{x}：什么时候该用，什么时候别用',
      '一次关于{x}的技术分享整理',
      '{x}与{y}，我的取舍',
      '给新人的{x}入门指南',
    ],
    headings: ['为什么要引入{x}', '{x}的基本用法', '和{y}放在一起', '兼容性与降级', '上线后的数据'],
    facts: [
      '{x}在现代浏览器里的支持已经相当完善，旧版 Safari 是唯一需要留意的例外。',
      '页面首屏的体验，很大程度上取决于{x}有没有做好。',
      '把{x}封装成组件之后，业务同学基本不用再关心细节。',
      '设计稿里的细节越多，{x}的价值就越明显。',
    ],
    related: ['TypeScript', 'React', '性能优化', '工具'],
    code: ['tsDebounce', 'tsxHook', 'tsFetch'],
  },
  {
    name: '后端',
    slug: 'backend',
    group: 'tech',
    color: '#13c2c2',
    icon: 'fas fa-server',
    featured: true,
    description: '接口、服务与数据：让网站稳稳地跑起来。',
    nouns: [
      '接口限流',
      '消息队列',
      '缓存穿透',
      '幂等设计',
      '分布式锁',
      '定时任务',
      '接口版本管理',
      '灰度发布',
      '连接池',
    ],
    titles: [
      '{x}的{n}种实现方式对比',
      '线上事故复盘：一次{x}引发的雪崩',
      '从零设计{x}',
      '{x}，没你想的那么简单',
      '我们是怎么做{x}的',
      '{x}与{y}的那些事',
    ],
    headings: ['问题背景', '{x}的几种思路', '最终方案', '压测结果', '还可以改进的地方'],
    facts: [
      '{x}看起来只是几行代码，背后却牵扯到一致性、可用性和成本的平衡。',
      '高峰期的流量大约是平时的六倍，{x}必须在这个量级下依然可靠。',
      '我们给{x}加了一层开关，出问题时可以在一分钟内关掉。',
      '很多团队在{x}上栽跟头，都是因为低估了网络的不确定性。',
    ],
    related: ['数据库', '架构', '性能优化', 'Node.js'],
    code: ['tsServer', 'sqlIndex', 'bashLogs', 'tsResult'],
  },
  {
    name: 'TypeScript',
    slug: 'typescript',
    group: 'tech',
    color: '#3178c6',
    icon: 'fas fa-code',
    featured: false,
    description: '类型让代码更可靠，也让重构更安心。',
    nouns: [
      '泛型约束',
      '类型收窄',
      '条件类型',
      '模板字面量类型',
      '严格模式',
      '类型守卫',
      '声明合并',
      'satisfies 运算符',
    ],
    titles: [
      '{x}实战：写出更安全的代码',
      '搞懂{x}，只需要这一篇',
      '从 JavaScript 迁移到 TypeScript：{x}篇',
      '我在项目里是怎么用{x}的',
      '{x}的{n}个常见误区',
    ],
    headings: ['{x}是什么', '一个真实的例子', '容易犯的错误', '和{y}配合'],
    facts: [
      '开启{x}之后，编译器一下子报出了两百多个错误，但大部分十分钟就能修好。',
      '{x}最大的好处，是把运行时才会发现的问题提前到了编辑器里。',
      '类型写得太复杂，本身也是一种技术债。',
    ],
    related: ['前端', 'Node.js', 'React'],
    code: ['tsResult', 'tsFetch', 'tsDebounce'],
  },
  {
    name: 'React',
    slug: 'react',
    group: 'tech',
    color: '#0ea5e9',
    icon: 'fab fa-react',
    featured: false,
    description: 'React 生态、Hooks 与状态管理的实践笔记。',
    nouns: ['自定义 Hook', 'Suspense', '服务端组件', '状态管理', '并发渲染', 'React Router', '表单状态', '列表虚拟化'],
    titles: ['{x}最佳实践', '深入理解{x}', '用{x}写一个小工具', '{x}踩坑记录', '{x}的{n}个使用技巧'],
    headings: ['从一个需求说起', '{x}的工作原理', '代码示例', '性能上的考虑'],
    facts: [
      '{x}让组件的职责更单一，测试也更容易写。',
      '很多重复渲染的问题，用 React DevTools 的 Profiler 一看就清楚了。',
      '状态放在哪里，往往比用什么库更重要。',
    ],
    related: ['前端', 'TypeScript', '性能优化'],
    code: ['tsxHook', 'tsDebounce'],
  },
  {
    name: 'Node.js',
    slug: 'nodejs',
    group: 'tech',
    color: '#339933',
    icon: 'fab fa-node-js',
    featured: false,
    description: '用 JavaScript 写服务端：运行时、生态与部署。',
    nouns: ['事件循环', 'Stream', 'Worker Threads', 'ESM 模块', '内存泄漏', '进程守护', 'npm 工作区', '原生测试运行器'],
    titles: [
      'Node.js 里的{x}，一次讲清楚',
      '排查{x}的完整过程',
      '{x}在生产环境中的实践',
      '{x}入门与实践',
      '升级 Node.js 大版本时遇到的{x}问题',
    ],
    headings: ['现象', '定位过程', '{x}的原理', '解决办法'],
    facts: [
      '{x}用好了能省掉很多第三方依赖。',
      '线上内存曲线像锯齿一样一路往上爬，这是{x}出问题的典型信号。',
      'Node.js 的 LTS 版本节奏很稳定，升级前读一遍变更日志就能避开大部分坑。',
    ],
    related: ['后端', 'TypeScript', '工具'],
    code: ['tsServer', 'tsFetch', 'bashDeploy'],
  },
  {
    name: '数据库',
    slug: 'database',
    group: 'tech',
    color: '#fa8c16',
    icon: 'fas fa-database',
    featured: false,
    description: 'SQL、索引、事务与数据建模。',
    nouns: ['联合索引', '慢查询', '事务隔离级别', '分页查询', '全文检索', '读写分离', '数据迁移', '死锁'],
    titles: [
      '一条慢 SQL 的优化之路：{x}',
      '{x}详解',
      '从 SQLite 到 PostgreSQL：{x}的差异',
      '{x}的{n}条经验',
      '面试常问的{x}，到底是怎么回事',
    ],
    headings: ['先看执行计划', '{x}的原理', '优化前后对比', '注意事项'],
    facts: [
      '加上{x}之后，这条查询从一秒多降到了十毫秒以内。',
      '执行计划里的 Seq Scan 不一定是坏事，表很小时全表扫描反而更快。',
      '{x}用错了，比不用还糟糕。',
    ],
    related: ['后端', '性能优化', '架构'],
    code: ['sqlIndex', 'bashBackup', 'pyCount'],
  },
  {
    name: 'Linux',
    slug: 'linux',
    group: 'tech',
    color: '#262626',
    icon: 'fab fa-linux',
    featured: false,
    description: '命令行、系统管理与服务器日常。',
    nouns: ['systemd', 'journalctl', 'SSH 配置', '磁盘空间', '文件权限', 'cron 定时任务', '防火墙规则', 'tmux'],
    titles: ['{n}个让我效率翻倍的{x}技巧', '{x}速查笔记', '关于{x}，我希望早点知道的事', '新手也能看懂的{x}'],
    headings: ['基本命令', '常用组合', '一个真实场景', '延伸阅读'],
    facts: [
      '{x}的手册页其实写得很好，只是很少有人耐心读完。',
      '把常用的{x}命令写进脚本，比每次翻笔记可靠得多。',
      '出问题时先看日志，再看资源占用，最后才怀疑代码。',
    ],
    related: ['运维', '工具', '开源'],
    code: ['bashLogs', 'bashBackup', 'bashDeploy'],
  },
  {
    name: '运维',
    slug: 'devops',
    group: 'tech',
    color: '#595959',
    icon: 'fas fa-gears',
    featured: false,
    description: '部署、监控、备份，让服务安心过夜。',
    nouns: ['持续集成', '容器化部署', '日志收集', '告警策略', '数据备份', '零停机发布', 'HTTPS 证书', '反向代理'],
    titles: ['个人博客的{x}方案', '{x}从入门到不踩坑', '我们的{x}演进史', '{x}检查清单'],
    headings: ['现状', '选型', '落地步骤', '效果与成本'],
    facts: [
      '{x}做得好不好，平时看不出来，出事那天才见分晓。',
      '一台两核四 G 的小服务器，撑一个个人站点绰绰有余。',
      '每次手工操作都是一次出错的机会，能自动化的尽量自动化。',
    ],
    related: ['Linux', '后端', '工具'],
    code: ['bashDeploy', 'yamlCompose', 'bashBackup'],
  },
  {
    name: 'Python',
    slug: 'python',
    group: 'tech',
    color: '#3776ab',
    icon: 'fab fa-python',
    featured: false,
    description: '脚本、数据处理与自动化。',
    nouns: ['类型注解', '虚拟环境', '异步编程', '数据清洗', '爬虫', '命令行工具', '单元测试', '装饰器'],
    titles: ['Python {x}的一些心得', '{x}入门：{n}个例子', 'Python {x}实战', '我常用的{x}小技巧'],
    headings: ['准备工作', '核心代码', '运行效果', '可以继续改进的地方'],
    facts: [
      'Python 写起来快，{x}这种事情半小时就能出原型。',
      '标准库已经覆盖了{x}的大部分需求，先别急着装第三方包。',
      '给脚本加上类型注解，半年后再看也不至于一头雾水。',
    ],
    related: ['算法', '工具', '效率'],
    code: ['pyCount', 'pyBinary', 'pyCompound'],
  },
  {
    name: '算法',
    slug: 'algorithms',
    group: 'tech',
    color: '#722ed1',
    icon: 'fas fa-diagram-project',
    featured: false,
    description: '数据结构与算法，刷题之外的思考。',
    nouns: ['二分查找', '动态规划', '滑动窗口', '前缀和', '并查集', '拓扑排序', '哈希表', '优先队列'],
    titles: ['图解{x}', '{x}的{n}道经典题', '从{x}看算法思维', '面试前必须掌握的{x}'],
    headings: ['问题描述', '思路分析', '代码实现', '复杂度'],
    facts: [
      '{x}的难点不在代码，而在于识别出问题可以用它来解。',
      '写{x}时边界条件最容易出错，建议先写好测试用例。',
      '时间复杂度从平方降到线性，数据量一大差距就是几个数量级。',
    ],
    related: ['Python', '后端'],
    code: ['pyBinary', 'pyCount'],
  },
  {
    name: '工具',
    slug: 'tools',
    group: 'tech',
    color: '#8c8c8c',
    icon: 'fas fa-screwdriver-wrench',
    featured: false,
    description: '让开发更顺手的软件、插件与配置。',
    nouns: ['VS Code 插件', 'Git 别名', '终端', '代码格式化', '快捷键', 'Docker', '密码管理器', '浏览器扩展'],
    titles: ['我的开发环境：{x}篇', '关于{x}的{n}个小技巧', '我的{x}配置分享', '离不开的{x}', '{x}与{y}，我的选择'],
    headings: ['为什么需要它', '安装与配置', '日常用法', '同类对比'],
    facts: [
      '好的工具应该让人忘记它的存在。',
      '{x}配置一次，能省下以后无数个五分钟。',
      '工具再多，最后常用的也就那么几个。',
    ],
    related: ['效率', 'Linux', '开源'],
    code: ['bashLogs', 'tsDebounce'],
  },
  {
    name: '开源',
    slug: 'open-source',
    group: 'tech',
    color: '#24292f',
    icon: 'fab fa-github',
    featured: false,
    description: '参与开源、维护项目与社区协作。',
    nouns: ['开源协议', 'Issue 模板', '版本发布', '贡献指南', '代码评审', '变更日志'],
    titles: [
      '我的第一个开源 PR',
      '关于{x}，你需要知道的事',
      '从用户到贡献者：聊聊{x}',
      '维护开源项目这一年',
      '{x}的一些实践',
    ],
    headings: ['起因', '过程', '收获', '给后来者的建议'],
    facts: [
      '维护者的时间是有限的，一份清晰的复现步骤胜过十句“求修复”。',
      '{x}看似是小事，却决定了别人愿不愿意参与进来。',
      '开源不只是代码，文档和沟通同样重要。',
    ],
    related: ['工具', '前端', 'Linux'],
    code: ['bashDeploy', 'yamlCompose'],
  },
  {
    name: '性能优化',
    slug: 'performance',
    group: 'tech',
    color: '#f5222d',
    icon: 'fas fa-gauge-high',
    featured: false,
    description: '更快的页面、更低的延迟、更少的资源。',
    nouns: ['首屏时间', '包体积', '接口延迟', '内存占用', '图片体积', '查询耗时', '构建时间'],
    titles: [
      '把{x}降低一半，我们做了什么',
      '{x}优化实录',
      '{x}的{n}个优化点',
      '别再盲目优化{x}了',
      '一次{x}异常的排查',
    ],
    headings: ['先量化', '瓶颈在哪里', '优化手段', '结果'],
    facts: [
      '没有测量就没有优化，先把{x}的基线数据拿到手。',
      '优化之后{x}下降了百分之四十，用户几乎马上就感觉到了。',
      '大部分性能问题都集中在少数几个热点上。',
    ],
    related: ['前端', '后端', '数据库'],
    code: ['sqlIndex', 'tsDebounce', 'bashLogs'],
  },
  {
    name: '架构',
    slug: 'architecture',
    group: 'tech',
    color: '#2f54eb',
    icon: 'fas fa-sitemap',
    featured: false,
    description: '系统设计、模块划分与技术决策。',
    nouns: ['模块边界', '单体应用', '领域划分', '依赖管理', '技术选型', '可观测性'],
    titles: ['小团队的{x}思考', '{x}：简单胜过聪明', '重新审视{x}', '{x}的演进'],
    headings: ['约束条件', '几个选项', '我们的决定', '回头看'],
    facts: [
      '架构是一系列取舍，没有放之四海而皆准的答案。',
      '在团队只有三五个人的时候，一个结构清晰的单体往往是最好的选择。',
      '{x}一旦定下来，改起来的代价会越来越高。',
    ],
    related: ['后端', '数据库', '运维'],
    code: ['yamlCompose', 'tsServer'],
  },
  {
    name: '摄影',
    slug: 'photography',
    group: 'life',
    color: '#eb2f96',
    icon: 'fas fa-camera-retro',
    featured: true,
    description: '用镜头记录光影、街头与日常。',
    nouns: ['街头摄影', '胶片相机', '定焦镜头', '人像构图', '夜景长曝光', '后期调色', '手机摄影', '逆光人像'],
    titles: [
      '{x}的{n}个小技巧',
      '带着相机走过{city}',
      '关于{x}，我想说的',
      '{season}的{x}练习',
      '{x}入门：从看懂光开始',
    ],
    headings: ['器材', '光线与时间', '构图', '后期', '作品'],
    facts: [
      '{x}最迷人的地方，是每一次按下快门都无法完全预料结果。',
      '傍晚的光线柔和又温暖，是拍{x}最好的时段。',
      '器材只是工具，真正重要的是观察。',
      '后期调色时我习惯先统一白平衡，再慢慢调整曲线。',
    ],
    related: ['旅行', '随笔', '工具'],
    code: ['bashExif'],
  },
  {
    name: '旅行',
    slug: 'travel',
    group: 'life',
    color: '#52c41a',
    icon: 'fas fa-plane',
    featured: true,
    description: '在路上的见闻、攻略与心情。',
    nouns: ['古城', '夜市', '民宿', '徒步路线', '博物馆', '海边小镇', '早市', '老街'],
    titles: [
      '{city}{days}日游：慢慢走，慢慢看',
      '{season}的{city}，比想象中更美',
      '在{city}的{x}里消磨一个下午',
      '{city}自由行攻略（附花费清单）',
      '一个人去{city}',
    ],
    headings: ['行程安排', '住在哪里', '吃什么', '{x}', '花费清单'],
    facts: [
      '{city}的{x}比想象中安静，早上八点几乎只有本地人。',
      '这次旅行最大的收获，是学会了把计划留出空白。',
      '当地人推荐的小馆子，往往比攻略里的网红店好吃。',
      '提前查好交通，能省下不少在路上折腾的时间。',
    ],
    related: ['摄影', '美食', '随笔'],
    code: [],
  },
  {
    name: '穿搭',
    slug: 'outfits',
    group: 'life',
    color: '#d4380d',
    icon: 'fas fa-shirt',
    featured: true,
    description: '简单、舒适、耐看的日常穿搭。',
    nouns: ['基础款白T', '通勤西装', '牛仔外套', '针织开衫', '小白鞋', '风衣', '阔腿裤', '乐福鞋'],
    titles: ['{season}穿搭：一件{x}的{n}种搭法', '打造胶囊衣橱：{season}篇', '{x}怎么选不踩雷', '通勤穿搭里的{x}'],
    headings: ['我的思路', '单品推荐', '搭配示例', '保养小贴士'],
    facts: [
      '{x}的关键是版型，面料其次，颜色最后。',
      '衣服少一点，每天早上做决定就轻松一点。',
      '买之前先想想能和衣柜里的几件搭配，是避免冲动消费的好办法。',
    ],
    related: ['家居', '随笔', '理财'],
    code: [],
  },
  {
    name: '咖啡',
    slug: 'coffee',
    group: 'life',
    color: '#8b5a2b',
    icon: 'fas fa-mug-hot',
    featured: true,
    description: '手冲、意式与咖啡豆的日常记录。',
    nouns: ['手冲咖啡', '意式浓缩', '冷萃', '耶加雪菲', '磨豆机', '拿铁拉花', '浅烘豆子', '摩卡壶'],
    titles: ['在家做{x}的{n}个要点', '{x}入门指南', '入坑{x}一年之后', '{city}咖啡馆探店', '我的手冲器具清单'],
    headings: ['器具', '豆子与烘焙度', '冲煮参数', '风味笔记'],
    facts: [
      '水温九十二度左右、粉水比一比十五，是我做{x}最常用的起点。',
      '新鲜烘焙的豆子养豆一周后风味最好。',
      '{x}好不好喝，研磨度的影响比器具大得多。',
      '周末早上慢慢做一杯{x}，是一周里最放松的时刻。',
    ],
    related: ['美食', '读书', '随笔'],
    code: [],
  },
  {
    name: '读书',
    slug: 'reading',
    group: 'life',
    color: '#7cb305',
    icon: 'fas fa-book-open',
    featured: true,
    description: '读过的书、摘抄与思考。',
    nouns: ['历史类书籍', '科幻小说', '诗集', '传记', '非虚构作品', '经典名著', '散文集'],
    titles: [
      '今年读过的{n}本书',
      '读{x}的一些笔记',
      '如何坚持读完一本{x}',
      '{season}书单',
      '重读{x}',
      '纸质书还是电子书',
    ],
    headings: ['书单', '印象最深的几本', '摘抄', '读书方法'],
    facts: [
      '每天睡前读二十分钟，一年下来也能读完三十多本书。',
      '{x}的好处是让人慢下来，和作者进行一场长谈。',
      '做笔记不是为了记住全部，而是为了以后能找回当时的想法。',
    ],
    related: ['随笔', '效率', '咖啡'],
    code: [],
  },
  {
    name: '电影',
    slug: 'movies',
    group: 'life',
    color: '#531dab',
    icon: 'fas fa-film',
    featured: false,
    description: '影评、片单与观影随想。',
    nouns: ['公路片', '纪录片', '老电影', '动画电影', '家庭片', '悬疑片', '文艺片'],
    titles: ['{n}部适合{season}看的{x}', '看完这部{x}，我想了很久', '我的{x}片单', '聊聊最近看的{x}'],
    headings: ['片单', '印象最深的镜头', '关于配乐', '推荐给谁'],
    facts: [
      '好的{x}会在散场后继续陪你很久。',
      '这部片子的节奏很慢，但每个镜头都值得停下来看。',
      '重看一部电影，常常会发现第一次忽略的细节。',
    ],
    related: ['音乐', '读书', '随笔'],
    code: [],
  },
  {
    name: '美食',
    slug: 'food',
    group: 'life',
    color: '#fa541c',
    icon: 'fas fa-utensils',
    featured: false,
    description: '吃什么、在哪吃、怎么做。',
    nouns: ['家常菜', '早餐', '汤面', '火锅', '小吃', '烘焙', '便当', '时令蔬菜'],
    titles: ['{city}美食地图：{x}篇', '{season}最想吃的{x}', '在家做{x}的{n}个心得', '关于{x}的一些记忆'],
    headings: ['食材', '做法', '小贴士', '成品'],
    facts: [
      '{x}的灵魂在于火候，差一分钟口感就完全不同。',
      '时令食材本身就很好吃，调味越简单越好。',
      '自己做饭最大的乐趣，是知道每一口吃进去的是什么。',
    ],
    related: ['旅行', '咖啡', '家居'],
    code: [],
  },
  {
    name: '健身',
    slug: 'fitness',
    group: 'life',
    color: '#cf1322',
    icon: 'fas fa-dumbbell',
    featured: false,
    description: '力量训练、饮食与坚持的方法。',
    nouns: ['深蹲', '硬拉', '居家训练', '体态矫正', '蛋白质摄入', '拉伸放松', '核心训练'],
    titles: ['坚持{x}{n}个月后的变化', '新手{x}避坑指南', '{x}的正确姿势', '我的每周训练计划（含{x}）'],
    headings: ['训练计划', '动作要点', '饮食', '恢复'],
    facts: [
      '{x}最重要的是动作标准，重量可以慢慢加。',
      '睡眠和饮食，决定了训练效果的一大半。',
      '一周三练，每次一小时，普通人完全能坚持。',
    ],
    related: ['跑步', '美食', '效率'],
    code: [],
  },
  {
    name: '跑步',
    slug: 'running',
    group: 'life',
    color: '#389e0d',
    icon: 'fas fa-person-running',
    featured: false,
    description: '从五公里到全马的跑步记录。',
    nouns: ['晨跑', '长距离慢跑', '间歇跑', '心率训练', '越野跑', '配速控制', '冬季跑步'],
    titles: [
      '第一次跑完半程马拉松',
      '第一次跑完全程马拉松',
      '{x}训练笔记',
      '跑了{years}年步，聊聊{x}',
      '{city}马拉松赛记',
      '关于{x}，我踩过的坑',
    ],
    headings: ['准备', '比赛当天', '数据复盘', '下一个目标'],
    facts: [
      '大部分训练都应该在能轻松说话的配速下完成。',
      '{x}最难的不是身体，而是出门前的那一刻。',
      '跑步让我学会了和自己的节奏相处。',
    ],
    related: ['健身', '旅行', '随笔'],
    code: ['pyPace'],
  },
  {
    name: '音乐',
    slug: 'music',
    group: 'life',
    color: '#c41d7f',
    icon: 'fas fa-music',
    featured: false,
    description: '循环播放的歌、现场与乐器。',
    nouns: ['黑胶唱片', '独立乐队', '民谣', '古典乐', '爵士乐', '城市流行', '电影原声'],
    titles: ['最近循环的{n}首歌', '第一次去 Livehouse', '学吉他的第一年', '写代码时听的{x}', '聊聊{x}', '我的{x}收藏'],
    headings: ['歌单', '印象最深的一首', '现场', '推荐'],
    facts: [
      '有些歌第一次听不觉得什么，某天突然就击中了你。',
      '{x}让我在通勤路上也能有一小段属于自己的时间。',
      '现场的感染力，是任何耳机都给不了的。',
    ],
    related: ['电影', '随笔', '读书'],
    code: [],
  },
  {
    name: '家居',
    slug: 'home',
    group: 'life',
    color: '#ad8b00',
    icon: 'fas fa-couch',
    featured: false,
    description: '小空间的布置、收纳与好物。',
    nouns: ['收纳', '灯光布置', '书桌布置', '绿植角落', '断舍离', '厨房改造', '玄关'],
    titles: ['{area}平米小家的{x}思路', '出租屋{x}记录', '让家更舒服的{n}件小事', '关于{x}，我的一些经验'],
    headings: ['改造前', '思路', '好物清单', '改造后'],
    facts: ['{x}的原则是先减法，再加法。', '暖色的灯光能让房间一下子变得温馨起来。', '东西少了，打扫起来也轻松多了。'],
    related: ['植物', '猫', '穿搭'],
    code: [],
  },
  {
    name: '猫',
    slug: 'cats',
    group: 'life',
    color: '#faad14',
    icon: 'fas fa-cat',
    featured: false,
    description: '家里的主子和它们的日常。',
    nouns: ['猫粮', '猫砂', '猫爬架', '疫苗', '换粮', '体检', '驱虫'],
    titles: [
      '养猫第{years}年',
      '关于{x}，新手铲屎官要知道的事',
      '我家猫的{season}日常',
      '{x}的那些事',
      '领养一只橘猫之后',
    ],
    headings: ['它来我家的那天', '日常照顾', '{x}', '一些碎碎念'],
    facts: [
      '猫咪比我们想象中更敏感，换{x}最好循序渐进。',
      '每天下班回家，它总会在门口等我。',
      '领养代替购买，是我一直坚持的想法。',
    ],
    related: ['家居', '随笔', '摄影'],
    code: [],
  },
  {
    name: '植物',
    slug: 'plants',
    group: 'life',
    color: '#237804',
    icon: 'fas fa-seedling',
    featured: false,
    description: '阳台上的花草与慢慢生长的乐趣。',
    nouns: ['多肉', '龟背竹', '琴叶榕', '香草', '绿萝', '虎皮兰', '天竺葵'],
    titles: ['养{x}的{n}个心得', '我的{x}从半死不活到郁郁葱葱', '{season}的{x}养护', '新手适合养{x}吗'],
    headings: ['光照', '浇水', '土壤与换盆', '常见问题'],
    facts: [
      '养死植物的头号原因，是浇水太勤。',
      '{x}喜欢明亮的散射光，放在东窗边最合适。',
      '看着新叶一点点展开，是很治愈的事情。',
    ],
    related: ['家居', '随笔'],
    code: [],
  },
  {
    name: '理财',
    slug: 'finance',
    group: 'life',
    color: '#d48806',
    icon: 'fas fa-piggy-bank',
    featured: false,
    description: '记账、储蓄与长期投资的普通人视角。',
    nouns: ['记账', '指数基金', '应急资金', '定投', '消费降级', '预算规划'],
    titles: ['坚持记账{years}年，我的一些变化', '普通人的{x}入门', '关于{x}的{n}个误区', '{x}：我的做法'],
    headings: ['为什么开始', '具体做法', '一些数字', '给新手的建议'],
    facts: [
      '{x}的意义不在于省钱，而在于看清钱花在了哪里。',
      '先留出半年的生活费作为应急资金，再考虑投资。',
      '长期来看，时间和纪律比选对某一只产品更重要。',
    ],
    related: ['效率', '随笔', '读书'],
    code: ['pyCompound'],
  },
  {
    name: '效率',
    slug: 'productivity',
    group: 'life',
    color: '#0958d9',
    icon: 'fas fa-list-check',
    featured: true,
    description: '时间管理、笔记方法与工作习惯。',
    nouns: ['番茄工作法', '每周回顾', '待办清单', '双链笔记', '早起', '深度工作', '数字极简'],
    titles: ['用了{years}年{x}的体会', '{x}：我的实践', '试了一个月{x}之后', '关于{x}的{n}条建议'],
    headings: ['我遇到的问题', '方法', '工具', '效果'],
    facts: [
      '{x}不是为了做更多的事，而是为了把重要的事做完。',
      '每天早上先列出三件最重要的事，其余的都可以往后放。',
      '任何方法都要结合自己的节奏，照搬往往坚持不了几天。',
    ],
    related: ['工具', '读书', '理财'],
    code: ['pyCount'],
  },
  {
    name: '随笔',
    slug: 'essays',
    group: 'life',
    color: '#8c8c8c',
    icon: 'fas fa-feather',
    featured: false,
    description: '不成体系的想法和生活片段。',
    nouns: ['独处', '搬家', '写作', '周末', '老朋友', '通勤路上', '一场雨'],
    titles: ['关于{x}', '{season}随笔：{x}', '写给一年前的自己', '最近的一些小事', '{x}这件小事'],
    headings: ['起因', '一些想法', '后来', '写在最后'],
    facts: [
      '很多事情当时觉得天大，过段时间再看也就那样。',
      '{x}让我重新认识了自己。',
      '写下来，是整理思绪最好的方式。',
    ],
    related: ['读书', '摄影', '旅行'],
    code: [],
  },
];

/** The demo tags: 15 for technical topics, 15 for everyday life. */
export const DEMO_TAGS: DemoTag[] = TOPICS.map(({ name, slug, description, color, icon, featured }) => ({
  name,
  slug,
  description,
  color,
  icon,
  featured,
}));

/** Now and then a title is one of a series. */
const TITLE_SUFFIXES = ['（上）', '（下）', '（续）', '（二）', '（三）', '（附清单）', '（{season}版）'];

const CITIES = [
  '京都',
  '成都',
  '大理',
  '青岛',
  '厦门',
  '清迈',
  '杭州',
  '西安',
  '伊斯坦布尔',
  '雷克雅未克',
  '里斯本',
  '香港',
  '台北',
  '重庆',
  '苏州',
  '哈尔滨',
  '首尔',
  '新加坡',
];
const SEASONS = ['春天', '初夏', '夏天', '秋天', '深秋', '冬天', '梅雨季'];

const SENTENCES: Record<Group | 'any', string[]> = {
  tech: [
    '刚开始接触{x}的时候，我也踩过不少坑，最典型的就是把{y}当成了万能钥匙。',
    '{x}本身并不复杂，真正难的是在团队里形成一致的约定。',
    '如果只看官方文档，很容易忽略{x}在生产环境里的表现。',
    '我们最后的做法是先把{x}的边界划清楚，再逐步替换旧的实现。',
    '这个改动上线一周后，接口的平均响应时间降低了三成左右。',
    '不要过早优化，但也不要对明显的性能问题视而不见。',
    '写测试的成本看起来很高，可一旦有了它，重构{x}时心里就有底了。',
    '很多问题其实不是{x}的问题，而是我们对需求的理解出了偏差。',
    '日志和监控是排查问题的第一手资料，别等到出事了才想起来补。',
    '我习惯先写一个最小可运行的例子，确认{x}的行为符合预期再接入业务代码。',
    '这套方案并不完美，但在目前的规模下足够好用。',
    '值得一提的是，{x}和{y}搭配使用时，需要特别注意版本兼容性。',
    '文档里一句轻描淡写的注意事项，往往就是线上事故的根源。',
    '代码评审时，大家对命名争论了很久，最后还是选择了最直白的那个。',
    '技术选型时我更看重社区活跃度和长期维护，而不是基准测试里的几个百分点。',
    '回滚方案要在上线之前就准备好，而不是出了问题再临时想。',
    '把这段逻辑抽出来之后，原来四百多行的文件缩减到了一百行出头。',
    '当时的判断是{y}短期内不会成为瓶颈，事后看这个判断是对的。',
    '在本地复现问题花了整整一个下午，修复本身只改了两行。',
    '可读性比聪明的写法更重要，三个月后的自己会感谢现在的你。',
    '我们在周会上专门讨论了{x}，最终决定先在一个小模块里试点。',
    '迁移过程中最怕的不是报错，而是悄无声息地出错。',
    '为了验证{x}的效果，我写了一个简单的基准测试，跑了几十轮取中位数。',
    '这里有个细节：{y}的默认配置在并发高的时候并不合适。',
    '工具链升级之后，本地构建从四十秒缩短到了十秒以内。',
    '复杂度不会消失，只会转移，关键是把它放在最容易管理的地方。',
    '新同事接手这块代码时，只花了半天就看懂了整体结构。',
    '我们把{x}的经验整理成了团队内部的文档，后来又补充了好几次。',
  ],
  life: [
    '那天的天气出奇地好，阳光透过树叶洒下来，一切都显得很安静。',
    '说实话，我一开始对{x}并没有太高的期待。',
    '慢慢地我发现，{x}带给我的不只是乐趣，更是一种和自己相处的方式。',
    '身边的朋友问我怎么坚持下来的，我想大概是因为真的喜欢。',
    '{x}这件事，没有标准答案，适合自己的才是最好的。',
    '如果你也刚开始尝试{x}，不妨从{y}入手，门槛低，反馈也快。',
    '预算有限的话，可以先把钱花在{y}上，{x}以后再慢慢升级。',
    '记录下来的意义，在于很多年后还能想起当时的心情。',
    '回头看，最让我难忘的反而是那些计划之外的小插曲。',
    '生活不必时时精彩，但可以处处用心。',
    '周末的早晨，泡一壶茶，把这段时间的照片慢慢整理一遍。',
    '和{y}相比，{x}需要多一点耐心，但回报也更长久。',
    '我把这些经验写下来，一是给自己留个记录，二是希望对你有点用。',
    '有时候停下来什么都不做，反而能想清楚很多事。',
    '这两年我越来越喜欢简单的东西，{x}恰好符合这一点。',
    '朋友说我变得比以前从容了，我想{x}功不可没。',
    '第一次尝试的结果并不理想，但也正是那次失败让我找到了方向。',
    '走在路上，偶尔抬头看看天，心情就会好很多。',
    '花了一些时间做功课，最后的选择其实很朴素。',
    '天气转凉之后，我更愿意把时间留给{x}。',
    '那段时间工作很忙，{x}成了我为数不多的放松方式。',
    '有些东西要亲自体验过，才知道是不是适合自己。',
    '比起结果，我更享受慢慢准备的过程。',
    '不知不觉，{x}已经成了我生活里的一个小仪式。',
    '偶尔也会偷懒，但总体上还算坚持了下来。',
    '朋友来家里做客，总会好奇地问起{x}的事情。',
    '钱花在体验上，比花在东西上更让人满足。',
    '每次翻看以前的记录，都会发现自己又进步了一点。',
  ],
  any: [
    '整个过程前后花了大约两周，比预想的要久一些。',
    '这些细节单独看都不起眼，放在一起却决定了最终的体验。',
    '事后复盘，真正起作用的往往是那些最朴素的做法。',
    '中间有一段时间几乎想放弃，好在最后还是坚持了下来。',
    '这一点很容易被忽略，却恰恰是最关键的。',
    '我也是在反复试错之后，才慢慢摸清了其中的门道。',
    '和几个朋友聊过之后，我对{x}又有了新的理解。',
    '当然，每个人的情况不同，这里只是提供一个参考。',
  ],
};

/** Second sentences of an opening paragraph. */
const OPENERS = [
  '这篇文章算是对过去一段时间的一个小结，也希望能给有同样困惑的朋友一些参考。',
  '以下内容仅代表个人经验，欢迎留言交流不同的看法。',
  '先说结论：{x}值得一试，但要有合理的预期。',
  '网上关于{x}的资料很多，但大多停留在表面，我想写点不一样的。',
  '要说的比想象中多，那就分成几个部分慢慢讲。',
];

/** Last sentences of an article. */
const CLOSERS = [
  '如果重新来一次，我会更早开始，也会更有耐心。',
  '最后想说的是，开始比完美更重要。',
  '欢迎在评论区分享你的经验，我们一起交流。',
  '以上就是我的一些经验，希望对你有帮助。',
  '有任何问题，欢迎留言讨论。',
  '之后有新的进展，我会再写一篇续集。',
];

const INTROS: Record<Group, string[]> = {
  tech: [
    '最近在项目里集中处理了一批和{x}有关的问题，趁着记忆还新鲜，整理成这篇文章。',
    '{x}是我们团队今年花时间最多的方向之一，这里分享一些实际落地的经验。',
    '经常有朋友问我{x}该怎么入手，干脆写一篇完整的文章，以后直接发链接。',
    '这篇文章记录了一次围绕{x}的完整排查和改进过程，包括走过的弯路。',
    '在动手之前，我花了不少时间阅读关于{x}的资料，也对比了{y}等几种做法。',
  ],
  life: [
    '一直想写一篇关于{x}的文章，拖了很久，今天终于动笔。',
    '这段时间被{x}占据了大部分的业余时间，也积累了一些想分享的东西。',
    '如果说今年有什么新的爱好，那一定是{x}。',
    '上个周末又一次和{x}打交道，想起还没好好记录过，于是有了这篇。',
    '去年这个时候我还对{x}一无所知，现在它已经是生活里很重要的一部分了。',
  ],
};

const CLOSING_HEADINGS: Record<Group, string[]> = {
  tech: ['小结', '总结', '写在最后', '后记'],
  life: ['写在最后', '后记', '最后', '一点感想'],
};

const LIST_ITEMS: Record<Group, string[]> = {
  tech: [
    '先在测试环境验证，再灰度发布到一小部分用户',
    '给关键路径加上监控和告警',
    '把{x}相关的配置集中管理，不要散落在各处',
    '写清楚回滚步骤，并且真的演练一次',
    '为边界情况补上单元测试',
    '记录每一次决策的原因，方便以后回顾',
    '升级依赖前先读变更日志',
    '保持提交粒度小，一次只做一件事',
    '把重复的操作写成脚本',
    '定期清理不再使用的代码和依赖',
  ],
  life: [
    '提前做好功课，但别把行程排得太满',
    '从最基础的{x}开始，不要一上来就追求高端',
    '给自己留一点犯错的空间',
    '找一两个志同道合的朋友一起',
    '记录下每一次的感受和变化',
    '预算先定好，再去挑选',
    '先试用或借用，确定喜欢再入手',
    '每周固定一个时间段留给{x}',
    '照片和笔记及时整理，不要堆积',
    '享受过程，不必和别人比较',
  ],
};

const QUOTES = [
  '纸上得来终觉浅，绝知此事要躬行。——陆游',
  '不积跬步，无以至千里；不积小流，无以成江海。——荀子',
  '知之者不如好之者，好之者不如乐之者。——《论语》',
  '行到水穷处，坐看云起时。——王维',
  '读书破万卷，下笔如有神。——杜甫',
  '人生如逆旅，我亦是行人。——苏轼',
  '工欲善其事，必先利其器。——《论语》',
  '千里之行，始于足下。——《老子》',
  '博观而约取，厚积而薄发。——苏轼',
  '世事洞明皆学问，人情练达即文章。——《红楼梦》',
  '采菊东篱下，悠然见南山。——陶渊明',
  '路漫漫其修远兮，吾将上下而求索。——屈原',
];

const EXTERNAL_LINKS: Record<Group, { text: string; url: string }[]> = {
  tech: [
    { text: 'MDN 文档', url: 'https://developer.mozilla.org/zh-CN/' },
    { text: 'Node.js 官方文档', url: 'https://nodejs.org/zh-cn/docs' },
    { text: 'PostgreSQL 文档', url: 'https://www.postgresql.org/docs/' },
    { text: 'Python 官方文档', url: 'https://docs.python.org/zh-cn/3/' },
    { text: 'TypeScript 手册', url: 'https://www.typescriptlang.org/docs/' },
  ],
  life: [
    { text: '豆瓣', url: 'https://www.douban.com/' },
    { text: '维基百科', url: 'https://zh.wikipedia.org/' },
  ],
};

/** Illustrations the articles use, written by the seeder under the `demo` storage bucket. */
export const DEMO_COVERS = Array.from({ length: 12 }, (_, i) => `cover-${String(i + 1).padStart(2, '0')}.webp`);
export const DEMO_FIGURES = Array.from({ length: 8 }, (_, i) => `figure-${String(i + 1).padStart(2, '0')}.webp`);
export const DEMO_IMAGE_BUCKET = 'demo';
const demoImageUrl = (name: string) => `/files/${DEMO_IMAGE_BUCKET}/${name}`;

const PALETTES: [string, string][] = [
  ['#1677ff', '#69b1ff'],
  ['#13c2c2', '#87e8de'],
  ['#722ed1', '#d3adf7'],
  ['#eb2f96', '#ffadd2'],
  ['#fa8c16', '#ffd591'],
  ['#52c41a', '#b7eb8f'],
  ['#2f54eb', '#adc6ff'],
  ['#8b5a2b', '#e6c9a8'],
  ['#262626', '#8c8c8c'],
  ['#d4380d', '#ffbb96'],
  ['#237804', '#95de64'],
  ['#0958d9', '#91caff'],
];

/** An abstract illustration (gradient, soft circles, a wave) as SVG; the same name always draws the same picture. */
export function demoImageSvg(name: string, width: number, height: number): string {
  const random = new Random(seedFrom(name));
  const [from, to] = random.pick(PALETTES);
  const circles = Array.from({ length: random.int(3, 6) }, () => {
    const r = random.int(Math.round(height * 0.08), Math.round(height * 0.4));
    return `<circle cx="${random.int(0, width)}" cy="${random.int(0, height)}" r="${r}" fill="#ffffff" fill-opacity="${(0.08 + random.next() * 0.2).toFixed(2)}"/>`;
  }).join('');
  const base = Math.round(height * (0.6 + random.next() * 0.2));
  const amp = Math.round(height * 0.08);
  const wave = `M0 ${base} C ${Math.round(width * 0.3)} ${base - amp}, ${Math.round(width * 0.6)} ${base + amp}, ${width} ${base - Math.round(amp / 2)} L ${width} ${height} L 0 ${height} Z`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>`,
    `<rect width="${width}" height="${height}" fill="url(#g)"/>`,
    circles,
    `<path d="${wave}" fill="#ffffff" fill-opacity="0.18"/>`,
    '</svg>',
  ].join('');
}

export interface DemoArticle {
  title: string;
  /** Markdown. */
  content: string;
  /** The visible text as the Markdown renderer reads it (for reading time) … */
  text: string;
  /** … and the same without headings (for the excerpt). */
  bodyText: string;
  /** Tag names, the main topic first. */
  tags: string[];
  coverImage: string | null;
  /** How long before the seeding it was published (up to two years), and edited after that. */
  publishedMinutesAgo: number;
  editedMinutesLater: number;
  viewCount: number;
  likeCount: number;
  allowComments: boolean;
}

const TWO_YEARS_MINUTES = 730 * 24 * 60;

/** Markdown with, block by block, the plain text the renderer will see (one line per inline run). */
class DocumentBuilder {
  readonly blocks: string[] = [];
  readonly lines: { text: string; heading: boolean }[] = [];

  heading(level: 2 | 3, text: string) {
    this.blocks.push(`${'#'.repeat(level)} ${text}`);
    this.lines.push({ text, heading: true });
  }

  paragraph(markdown: string, text: string) {
    this.blocks.push(markdown);
    this.lines.push({ text, heading: false });
  }

  list(items: { markdown: string; text: string }[], ordered: boolean) {
    this.blocks.push(items.map((item, i) => `${ordered ? `${i + 1}.` : '-'} ${item.markdown}`).join('\n'));
    for (const item of items) this.lines.push({ text: item.text, heading: false });
  }

  quote(text: string) {
    this.blocks.push(`> ${text}`);
    this.lines.push({ text, heading: false });
  }

  code(lang: string, source: string) {
    this.blocks.push(`\`\`\`${lang}\n${source}\n\`\`\``);
  }

  image(alt: string, url: string) {
    this.blocks.push(`![${alt}](${url})`);
    this.lines.push({ text: '', heading: false });
  }

  table(header: string[], rows: string[][]) {
    this.blocks.push(
      [
        `| ${header.join(' | ')} |`,
        `| ${header.map(() => '---').join(' | ')} |`,
        ...rows.map((r) => `| ${r.join(' | ')} |`),
      ].join('\n'),
    );
    for (const cell of [...header, ...rows.flat()]) this.lines.push({ text: cell, heading: false });
  }

  build() {
    return {
      content: `${this.blocks.join('\n\n')}\n`,
      text: tidyLines(this.lines.map((l) => l.text)),
      bodyText: tidyLines(this.lines.filter((l) => !l.heading).map((l) => l.text)),
    };
  }
}

/** A space between Chinese and Latin letters or digits, as most Chinese tech writing does: 关于 CSS、3 件事. */
export const spaced = (text: string) =>
  text.replace(/(\p{Script=Han})([A-Za-z0-9])/gu, '$1 $2').replace(/([A-Za-z0-9])(\p{Script=Han})/gu, '$1 $2');

/** Bold or inline code needs word characters at both ends to be read as emphasis next to Chinese. */
const emphasisable = (word: string) =>
  /^[\p{L}\p{N}].*[\p{L}\p{N}]$/u.test(word) && !word.includes('*') && !word.includes('`');

/**
 * Demo articles one after another, reproducible: the same seed gives the same articles in the same
 * order, and the first N of a longer run are the N of a shorter one.
 */
export function* demoArticles(seed: number): Generator<DemoArticle> {
  const random = new Random(seed);
  const byName = new Map(TOPICS.map((t) => [t.name, t]));
  for (;;) {
    const topic = random.pick(TOPICS);
    const group = topic.group;
    const [x, y] = random.sample(topic.nouns, 2) as [string, string];
    const slots: Record<string, string> = {
      x,
      y,
      n: String(random.int(3, 12)),
      city: random.pick(CITIES),
      days: String(random.int(3, 9)),
      years: String(random.int(2, 8)),
      area: String(random.int(6, 18) * 5),
      season: random.pick(SEASONS),
    };
    const fill = (template: string) => spaced(template.replace(/\{(\w+)\}/g, (_, key: string) => slots[key] ?? ''));

    const pool = random.sample([...topic.facts, ...SENTENCES[group], ...SENTENCES.any], 1000).map(fill);
    let cursor = 0;
    const sentence = () => pool[cursor++ % pool.length]!;
    /** A paragraph of 2–4 sentences; sometimes one noun in bold (or as code in technical writing). */
    const paragraph = (decorate: boolean) => {
      const text = Array.from({ length: random.int(2, 4) }, sentence).join('');
      let markdown = text;
      if (decorate && random.chance(0.4)) {
        const word = [x, y].find((w) => text.includes(w) && emphasisable(w));
        if (word)
          markdown = text.replace(
            word,
            group === 'tech' && /[A-Za-z]/.test(word) && random.chance(0.5) ? `\`${word}\`` : `**${word}**`,
          );
      }
      return { markdown, text };
    };

    const doc = new DocumentBuilder();
    const intro = `${fill(random.pick(INTROS[group]))}${fill(random.pick(OPENERS))}${sentence()}`;
    doc.paragraph(intro, intro);
    if (random.chance(0.5)) {
      const p = paragraph(false);
      doc.paragraph(p.markdown, p.text);
    }

    const headings = random.sample(topic.headings, random.int(3, Math.min(5, topic.headings.length))).map(fill);
    const features = { list: false, quote: false, code: false, image: false, link: false, table: false };
    headings.forEach((heading, sectionIndex) => {
      doc.heading(2, heading);
      for (let k = random.int(1, 3); k > 0; k--) {
        const p = paragraph(true);
        doc.paragraph(p.markdown, p.text);
      }
      if (!features.list && random.chance(0.45)) {
        features.list = true;
        const items = random.sample(LIST_ITEMS[group], random.int(3, 5)).map((item) => {
          const text = fill(item);
          return { markdown: text, text };
        });
        doc.list(items, random.chance(0.4));
      }
      if (random.chance(0.35)) {
        doc.heading(3, fill(random.pick(['关于{x}', '一个细节', '补充说明', '小插曲', '延伸'])));
        const p = paragraph(true);
        doc.paragraph(p.markdown, p.text);
      }
      if (
        !features.code &&
        (group === 'tech' ? sectionIndex >= 1 || random.chance(0.5) : topic.code.length > 0 && random.chance(0.35))
      ) {
        features.code = true;
        const key = random.pick(topic.code.length > 0 ? topic.code : TECH_CODE);
        const [lang, ...lines] = CODE[key];
        const lead = group === 'tech' ? '核心代码大致如下：' : '顺手写了个小脚本：';
        doc.paragraph(lead, lead);
        doc.code(lang!, lines.join('\n'));
      }
      if (!features.image && random.chance(0.3)) {
        features.image = true;
        doc.image(`${heading}示意图`, demoImageUrl(random.pick(DEMO_FIGURES)));
      }
      if (!features.quote && random.chance(0.25)) {
        features.quote = true;
        const q = random.pick(QUOTES);
        doc.quote(q);
      }
      if (!features.table && random.chance(0.12)) {
        features.table = true;
        const header = group === 'tech' ? ['方案', '优点', '缺点'] : ['项目', '花费', '备注'];
        const rows =
          group === 'tech'
            ? [
                [x, '上手快，文档全', '规模大了需要额外治理'],
                [y, '灵活，可定制', '学习成本较高'],
              ]
            : [
                [x, `${random.int(1, 30) * 10} 元`, '性价比高'],
                [y, `${random.int(1, 50) * 10} 元`, '可以不买'],
              ];
        doc.table(header, rows);
      }
    });

    doc.heading(2, random.pick(CLOSING_HEADINGS[group]));
    const closing = `${sentence()}${sentence()}${fill(random.pick(CLOSERS))}`;
    doc.paragraph(closing, closing);
    if (random.chance(0.7)) {
      const tagLinkText = `更多「${topic.name}」相关的文章`;
      if (random.chance(0.5)) {
        const link = random.pick(EXTERNAL_LINKS[group]);
        doc.paragraph(
          `延伸阅读：[${link.text}](${link.url})，以及本站的[${tagLinkText}](/articles?tag=${topic.slug})。`,
          `延伸阅读：${link.text}，以及本站的${tagLinkText}。`,
        );
      } else {
        doc.paragraph(
          `本站还有[${tagLinkText}](/articles?tag=${topic.slug})，欢迎翻翻。`,
          `本站还有${tagLinkText}，欢迎翻翻。`,
        );
      }
    }

    const related = random
      .sample(topic.related, random.int(0, Math.min(3, topic.related.length)))
      .filter((name) => byName.has(name));
    const age = Math.round(TWO_YEARS_MINUTES * Math.pow(random.next(), 1.3)) + 60;
    const views = Math.max(3, Math.round(Math.exp(6.2 + 1.1 * random.gauss()) * (0.5 + age / TWO_YEARS_MINUTES)));
    const { content, text, bodyText } = doc.build();
    yield {
      title: `${fill(random.pick(topic.titles))}${random.chance(0.2) ? fill(random.pick(TITLE_SUFFIXES)) : ''}`,
      content,
      text,
      bodyText,
      tags: [topic.name, ...related],
      coverImage: random.chance(0.75) ? demoImageUrl(random.pick(DEMO_COVERS)) : null,
      publishedMinutesAgo: age,
      editedMinutesLater: random.chance(0.3) ? random.int(10, Math.min(age - 1, 60 * 24 * 60)) : 0,
      viewCount: Math.min(views, 500_000),
      likeCount: Math.round(views * (0.005 + random.next() * 0.045)),
      allowComments: random.chance(0.9),
    };
  }
}

/** The first `count` items of a (possibly endless) sequence. */
export function take<T>(items: Iterable<T>, count: number): T[] {
  const taken: T[] = [];
  for (const item of items) {
    if (taken.length >= count) break;
    taken.push(item);
  }
  return taken;
}

/** The first `count` demo articles of a seed. */
export const makeDemoArticles = (seed: number, count: number): DemoArticle[] => take(demoArticles(seed), count);

const SURNAMES = [
  '王',
  '李',
  '张',
  '刘',
  '陈',
  '杨',
  '黄',
  '赵',
  '周',
  '吴',
  '徐',
  '孙',
  '林',
  '何',
  '郭',
  '罗',
  '高',
  '梁',
  '宋',
  '唐',
];
const GIVEN = [
  '小雨',
  '子涵',
  '浩然',
  '一诺',
  '思远',
  '雨桐',
  '梓轩',
  '欣怡',
  '晨曦',
  '嘉怡',
  '俊杰',
  '诗涵',
  '明轩',
  '若溪',
  '天佑',
  '可馨',
  '宇航',
  '梦琪',
  '语嫣',
  '志强',
];
const NICKNAMES = [
  '爱喝咖啡的猫',
  '山间小路',
  '夜跑的人',
  '慢慢来',
  '一只橘子',
  '北方的海',
  '晴天见',
  '不吃香菜',
  '晚风',
  '读书的鱼',
  '追光者',
  '小太阳',
];

/** Display names for demo readers: always the same for the same position. */
export function demoReaderName(index: number): string {
  const random = new Random(seedFrom(`reader-${index}`));
  return random.chance(0.35) ? random.pick(NICKNAMES) : `${random.pick(SURNAMES)}${random.pick(GIVEN)}`;
}
