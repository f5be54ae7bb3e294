/**
 * The fixed corpus of the search quality test (search-quality.test.ts): Chinese blog articles and
 * recommended products with overlapping topics, and queries with the documents a reader would
 * expect in the first five results. The expectations were written by reading the corpus, before
 * the search was ever run on it; change them only when they misread the corpus, never to follow
 * the engine.
 */

export interface CorpusArticle {
  key: string;
  title: string;
  excerpt?: string;
  /** Markdown. */
  content: string;
  tags: string[];
}

/** The product categories of the corpus, children of the test's root category. */
export const CORPUS_CATEGORIES = [
  '外套',
  '上衣',
  '数码配件',
  '咖啡器具',
  '茶具',
  '文具',
  '运动装备',
  '宠物用品',
  '裤装',
  '电脑配件',
  '影像器材',
  '图书',
  '户外',
] as const;
export type CorpusCategory = (typeof CORPUS_CATEGORIES)[number];

export interface CorpusProduct {
  key: string;
  name: string;
  brand?: string;
  model?: string;
  summary?: string;
  /** Markdown. */
  description: string;
  tags: string[];
  category: CorpusCategory;
}

export interface QualityQuery {
  query: string;
  /** Keys of the documents a reader expects in the top 5, most expected first (1–5 keys). */
  expected: string[];
  /** The key expected as the very first hit, when one is clearly best (otherwise expected[0]). */
  first?: string;
  /** Which result list the query is run against. */
  kind: 'ARTICLE' | 'PRODUCT';
  /**
   * Nothing but the expected documents may be found: the query names something precise (a model,
   * a brand, a sentence whose content words only these documents hold), and any other hit is noise.
   */
  exact?: boolean;
}

/** A Markdown block written indented in this file: the common indentation and the outer blank lines removed. */
function md(strings: TemplateStringsArray, ...values: unknown[]): string {
  const text = String.raw({ raw: strings }, ...values);
  const lines = text.replace(/^\n+/, '').trimEnd().split('\n');
  const indent = Math.min(...lines.filter((l) => l.trim() !== '').map((l) => l.length - l.trimStart().length));
  return lines.map((l) => l.slice(indent)).join('\n');
}

export const CORPUS_ARTICLES: CorpusArticle[] = [
  // 建站 / 博客 / 写作
  {
    key: 'blog-setup',
    title: '从零搭建个人博客：域名、服务器与 HTTPS',
    excerpt: '记录我搭建个人博客的全部步骤：买域名、租服务器、配置 Nginx 和 HTTPS。',
    tags: ['建站', '博客'],
    content: md`
      ## 为什么要自己搭

      用了几年第三方平台，总觉得文章不完全属于自己。去年我决定把博客搬到自己的服务器上，前后折腾了两个周末。

      ## 准备工作

      - 买一个好记的域名，备案大概花了两周
      - 租一台最便宜的云服务器，一核两 G 足够
      - 安装 Node.js 和 Nginx

      ## 部署与 HTTPS

      博客后端是一个很小的 Node.js 服务，用 PM2 守护进程，Nginx 做反向代理。证书用 Let's Encrypt 免费申请，配好自动续期就不用再管。整个部署过程其实就是泡一杯咖啡的时间。

      ## 写在最后

      自己搭建博客最大的收获不是技术，而是终于有了一个安静写字的角落。如果你也想开始，不妨先从最简单的静态页面做起。
    `,
  },
  {
    key: 'writing-habit',
    title: '坚持写博客的第三年',
    excerpt: '三年、一百多篇文章，聊聊我是怎么把写作变成习惯的。',
    tags: ['写作', '博客'],
    content: md`
      到今天，这个博客已经写到第三年了，一共一百二十多篇文章。经常有朋友问我怎么坚持下来的，其实方法很笨。

      ## 固定时间

      每周六上午是我的写作时间，雷打不动。我会去楼下的咖啡馆坐两个小时，不带电脑充电器，写完一篇就回家。

      ## 先写烂稿

      以前总想一次写好，结果一篇文章拖一个月。现在我允许自己先写一版很烂的草稿，第二天再改。

      ## 不追求流量

      写博客最重要的是写给自己看。阅读量高低都不影响我下周继续写。

      ## 记录灵感

      手机备忘录里有一个灵感清单，想到什么就记下来，周六直接挑一个写。坚持的秘诀大概就是：让写作变得不需要意志力。
    `,
  },
  {
    key: 'markdown-tips',
    title: '用 Markdown 写作的几个技巧',
    excerpt: '标题层级、列表和图片，几个让文章更好读的小习惯。',
    tags: ['写作', 'Markdown'],
    content: md`
      我所有的文章都是用 Markdown 写的。它足够简单，又能让排版保持整洁。分享几个用了很久的技巧。

      ## 标题不要超过三级

      二级标题分章节，三级标题分小节，再往下读者就迷路了。

      ## 多用列表

      - 步骤用有序列表
      - 并列的要点用无序列表
      - 每一项尽量只说一件事

      ## 图片写好替代文字

      替代文字既方便读者，也方便以后搜索。

      ## 用好编辑器

      我用 Typora 和 VS Code 两个编辑器，一个写草稿，一个改格式。写博客的时候，预览窗口一直开着，边写边看效果。
    `,
  },
  // 前端 / Node.js
  {
    key: 'react-blog',
    title: '用 React 写一个博客前端',
    excerpt: '从 Vite 脚手架到文章列表、详情页和 Markdown 渲染，一步步用 React 写出博客的前端。',
    tags: ['React', '前端', '博客'],
    content: md`
      这篇是系列教程的第一篇：用 React 从零写一个博客前端。后端接口已经准备好了，我们只关心页面。

      ## 创建项目

      用 Vite 创建一个 React + TypeScript 项目，再装上 React Router 负责路由。

      ## 文章列表页

      首页请求文章列表接口，用 useEffect 加载数据，用一个 map 把每篇文章渲染成卡片。分页先做成简单的“加载更多”。

      ## 文章详情页

      详情页根据路由里的 slug 请求文章，把 Markdown 渲染成 HTML。代码高亮用 highlight.js 就够了。

      ## 下一步

      下一篇会加上评论和标签页。如果你刚学 React，建议先看我写的 Hooks 入门，再回来跟着敲一遍，很快就能拥有自己的博客。
    `,
  },
  {
    key: 'react-hooks',
    title: 'React Hooks 入门教程',
    excerpt: 'useState、useEffect、useMemo 和自定义 Hook，写给刚接触 React 的朋友。',
    tags: ['React', '前端', '教程'],
    content: md`
      Hooks 出来好几年了，但很多刚学 React 的朋友还是会被 useEffect 搞糊涂。这篇教程尽量用最少的概念讲清楚。

      ## useState

      组件里的状态。每次调用 setState，组件都会重新渲染。

      ## useEffect

      处理副作用，比如请求数据、订阅事件。记住依赖数组：依赖变了，副作用才会重新执行。

      ## useMemo 与 useCallback

      缓存计算结果和函数，只在确实有性能问题时再用。

      ## 自定义 Hook

      把重复的逻辑抽成 useSomething，比如 useFetch、useLocalStorage，组件会清爽很多。

      ## 练习

      试着写一个计数器和一个搜索框，练熟了再去看官方文档的进阶章节。
    `,
  },
  {
    key: 'vue3-composition',
    title: 'Vue 3 组合式 API 上手笔记',
    excerpt: '从选项式 API 迁移到组合式 API 的一些体会。',
    tags: ['Vue', '前端', '教程'],
    content: md`
      公司的后台项目终于从 Vue 2 升级到了 Vue 3，顺便把组件改成了组合式 API。记录一下上手过程。

      ## setup 与 ref

      所有逻辑写在 setup 里，基本类型用 ref，对象用 reactive。模板里不需要写 .value，这一点刚开始经常忘。

      ## 组合函数

      和 React 的自定义 Hook 很像，可以把请求、分页这类逻辑抽成 useXxx 函数，在多个组件之间复用。

      ## 和 TypeScript 配合

      组合式 API 对类型推断友好得多，defineProps 可以直接写类型。

      ## 小结

      如果你在找 Vue 教程，官方文档的组合式 API 部分写得非常清楚，建议从那里开始。
    `,
  },
  {
    key: 'ts-generics',
    title: 'TypeScript 泛型从入门到实用',
    excerpt: '泛型不难，难的是知道什么时候该用。',
    tags: ['TypeScript', '教程'],
    content: md`
      很多人学 TypeScript 卡在泛型上。其实泛型只是“类型的参数”：函数可以接收值作为参数，类型也可以接收类型作为参数。

      ## 最简单的例子

      一个返回自身的 identity 函数，用泛型 T 就能让输入和输出的类型保持一致。

      ## 泛型约束

      用 extends 限制 T 必须有某个属性，比如必须有 length。

      ## 实用场景

      - 接口返回值的包装类型，比如 ApiResponse<T>
      - 通用的列表组件
      - 工具类型 Partial、Pick、Record 本身就是泛型

      ## 建议

      先别急着写复杂的类型体操，能让代码更安全、更好读的泛型才是好泛型。
    `,
  },
  {
    key: 'ts-migration',
    title: '把一个老项目迁移到 TypeScript',
    excerpt: '三万行 JavaScript，两个月，逐步迁移的经验。',
    tags: ['TypeScript', '前端'],
    content: md`
      我们的前端是一个五年前的 React 项目，三万多行 JavaScript。今年花了两个月把它迁移到了 TypeScript。

      ## 逐步迁移

      先打开 allowJs，新文件用 .ts 写，老文件改一个算一个。不要想着一次全部改完。

      ## 先给接口加类型

      最有价值的是给后端接口的返回值写类型，很多隐藏的 bug 一下子就暴露出来了。

      ## 严格模式分阶段开

      strict 一次全开会冒出几千个错误，可以先开 noImplicitAny，再开 strictNullChecks。

      ## 结果

      迁移完之后，重构的底气足了很多，新人上手也更快。
    `,
  },
  {
    key: 'node-deploy',
    title: 'Node.js 应用部署：PM2 与 Nginx',
    excerpt: '把一个 Node.js 服务部署到云服务器上的完整步骤。',
    tags: ['Node.js', '部署', '运维'],
    content: md`
      本地跑得好好的 Node.js 应用，部署到服务器上总会遇到各种问题。这是我部署博客后端时整理的清单。

      ## 安装 Node.js

      不要用系统自带的旧版本，用 nvm 安装 LTS 版本。

      ## 用 PM2 守护进程

      PM2 负责在进程崩溃时自动重启，也能开机自启，日志也集中在一起。

      ## Nginx 反向代理

      Nginx 监听 80 和 443 端口，把请求转发到本机的 3000 端口，顺便处理 HTTPS 和静态文件。

      ## 零停机更新

      发布新版本时用 pm2 reload，而不是 restart，用户几乎感觉不到。

      ## 监控

      最后配一个简单的健康检查，服务挂了会发邮件提醒。
    `,
  },
  {
    key: 'node-stream',
    title: '理解 Node.js 的 Stream',
    excerpt: '可读流、可写流、管道和背压，一篇讲清楚。',
    tags: ['Node.js', '后端'],
    content: md`
      处理大文件时如果一次把内容读进内存，Node.js 进程很快就会被撑爆。Stream 就是为了解决这个问题。

      ## 四种流

      - 可读流：比如 fs.createReadStream
      - 可写流：比如 HTTP 响应
      - 双工流：比如 TCP 套接字
      - 转换流：比如 gzip 压缩

      ## 管道

      用 pipeline 把流串起来，错误处理也交给它，比手写 pipe 安全。

      ## 背压

      写入速度跟不上读取速度时，可写流会让可读流暂停，这就是背压。理解了背压，才算真正理解了 Stream。

      ## 什么时候用

      日志分析、文件上传、导出大报表，只要数据量可能很大，就优先考虑用流来处理，内存占用会平稳很多。
    `,
  },
  {
    key: 'docker-node',
    title: '用 Docker 打包 Node.js 应用',
    excerpt: '多阶段构建、精简镜像和部署时的几个坑。',
    tags: ['Docker', '部署'],
    content: md`
      上一篇讲了用 PM2 部署，这次换一种方式：把 Node.js 应用打包成 Docker 镜像，部署时只需要拉镜像、启动容器。

      ## 多阶段构建

      第一阶段安装依赖并编译，第二阶段只复制产物和生产依赖，镜像从一个多 G 缩到一百多 M。

      ## 不要用 root 运行

      官方 node 镜像里自带 node 用户，记得切换过去。

      ## 配置与数据

      配置用环境变量传入，数据库文件挂载到数据卷，升级镜像时数据不会丢。

      ## 部署

      服务器上写一个 docker compose 文件，更新时拉取新镜像再重启，一条命令就完成部署。
    `,
  },
  // 咖啡 / 茶
  {
    key: 'pour-over',
    title: '手冲咖啡入门：器具、粉水比与水温',
    excerpt: '一把手冲壶、一个滤杯、一台磨豆机，就能在家做出好喝的咖啡。',
    tags: ['咖啡', '手冲'],
    content: md`
      在家做手冲咖啡其实不难，难的是每次都做得一样好。这篇写给刚入门的朋友。

      ## 器具

      - 细口手冲壶：控制水流
      - 滤杯：我用的是 V60
      - 磨豆机：研磨均匀比什么都重要
      - 电子秤：称粉也称水

      ## 粉水比与水温

      新手可以从 1:15 开始，15 克咖啡粉配 225 克水。浅烘的豆子水温 92 度左右，深烘的低一点。

      ## 闷蒸

      先倒两倍粉重的水闷蒸三十秒，让咖啡粉里的气体排出来，再分段注水。

      ## 多喝多比较

      记下每一杯的参数，慢慢就能找到自己喜欢的味道。
    `,
  },
  {
    key: 'coffee-beans',
    title: '咖啡豆怎么选：产地与烘焙度',
    excerpt: '埃塞俄比亚、哥伦比亚、云南，不同产地和烘焙度的咖啡豆有什么区别。',
    tags: ['咖啡', '咖啡豆'],
    content: md`
      刚开始喝咖啡时，我在豆子上走了不少弯路。其实选咖啡豆主要看两件事：产地和烘焙度。

      ## 产地

      - 埃塞俄比亚：花香、柑橘，适合手冲
      - 哥伦比亚：均衡，坚果和焦糖
      - 云南：这几年进步很大，性价比很高

      ## 烘焙度

      浅烘保留更多果酸，深烘更苦更醇厚，做拿铁更合适。

      ## 新鲜度

      看烘焙日期，烘焙后一到四周风味最好。买回来用单向阀袋子密封，不要放冰箱。

      ## 怎么开始

      先买两三种不同产地的小包装对比着喝，很快就能知道自己喜欢哪一类风味。
    `,
  },
  {
    key: 'longjing',
    title: '春天的一杯龙井',
    excerpt: '明前龙井上市，聊聊绿茶怎么泡才不苦。',
    tags: ['茶', '绿茶'],
    content: md`
      每年清明前后，我都会买一点新茶。今年的明前龙井香气特别足。

      ## 泡绿茶的水温

      绿茶娇嫩，水温八十度左右就好，沸水会把茶叶烫熟，喝起来发苦。

      ## 用玻璃杯

      用透明的玻璃杯泡龙井，可以看着茶叶一片片舒展开，这是喝绿茶最大的乐趣之一。

      ## 投茶量

      一杯两百毫升的水，放三克左右的茶叶。先注三分之一的水润茶，再加满。

      ## 保存

      新茶买回来分成小包，放冰箱冷藏，喝多少拿多少。一个春天喝完，最好不过。
    `,
  },
  {
    key: 'puer',
    title: '普洱茶入门：生普与熟普',
    excerpt: '生普和熟普有什么区别，新手该怎么买、怎么泡。',
    tags: ['茶', '普洱'],
    content: md`
      去年去了一趟云南，回来以后就开始喝普洱茶。普洱的门道很多，先从最基本的说起。

      ## 生普与熟普

      - 生普：晒青毛茶直接压制，口感清冽，会随着存放慢慢转化
      - 熟普：经过渥堆发酵，汤色红浓，口感温润，适合冬天

      ## 怎么泡

      普洱适合用盖碗或紫砂壶，沸水冲泡，第一泡洗茶倒掉。熟普可以多泡几次，十几泡还有味道。

      ## 怎么买

      新手先买小饼或者散茶试喝，不要一上来就囤整提。云南当地的茶店可以免费试喝，多比较几家。
    `,
  },
  {
    key: 'cafe-work',
    title: '在咖啡馆工作的一天',
    excerpt: '远程办公两年，我在咖啡馆里度过了大部分工作日。',
    tags: ['生活', '远程办公'],
    content: md`
      远程办公以后，家里的书桌越来越待不住，于是我开始每天去咖啡馆工作。

      ## 选咖啡馆

      插座多、桌子高度合适、音乐不太吵，这三点最重要。咖啡好不好喝反而排在后面。

      ## 一天的节奏

      上午点一杯美式，处理邮件和需要专注的工作；中午出去吃饭走一走；下午换一家店，点一杯拿铁，开会和写文档。

      ## 礼貌

      待得久就多点一次东西，高峰时段把大桌让出来。

      ## 感受

      在咖啡馆里，周围有人但没人打扰，是我效率最高的状态。
    `,
  },
  // 旅行
  {
    key: 'kyoto',
    title: '京都赏枫五日',
    excerpt: '十一月的京都，红叶、寺庙和抹茶。',
    tags: ['旅行', '日本'],
    content: md`
      十一月下旬去了京都，正好赶上红叶最好的时候。

      ## 行程

      - 第一天：清水寺、二年坂
      - 第二天：岚山、嵯峨野小火车
      - 第三天：东福寺、伏见稻荷
      - 第四天：宇治，喝抹茶
      - 第五天：哲学之道，回大阪

      ## 穿什么

      京都秋天早晚温差大，白天一件衬衫就够，晚上一定要带一件外套。我带了一件薄羽绒，晚上看夜枫正好。

      ## 小建议

      热门寺庙一早去，八点前人少光线也好。宇治的抹茶冰淇淋一定要试。住宿选在四条河原町附近，去哪里坐公交都方便。
    `,
  },
  {
    key: 'tokyo-cafe',
    title: '东京咖啡馆巡礼',
    excerpt: '在东京一周喝了十几家咖啡馆，挑几家最喜欢的。',
    tags: ['旅行', '日本', '咖啡'],
    content: md`
      这次去日本，东京的行程几乎都是围着咖啡馆排的。

      ## 清澄白河

      被称为东京的咖啡之城，很多烘焙工坊都开在仓库里，空间很大。

      ## 中目黑

      沿着目黑川散步，河边有几家小店，手冲做得非常细致。

      ## 老派喫茶店

      除了精品咖啡，也去了几家开了几十年的喫茶店，点一份布丁配一杯深烘咖啡，很有昭和的味道。

      ## 买豆子

      每家店都买了一小包咖啡豆带回国，行李箱里全是咖啡的香味。

      ## 小提示

      去之前在地图上标好位置，很多店周一休息，要提前查好营业时间。
    `,
  },
  {
    key: 'yunnan',
    title: '云南十日：大理、丽江与香格里拉',
    excerpt: '第一次去云南，十天走了大理、丽江和香格里拉。',
    tags: ['旅行', '云南'],
    content: md`
      一直想去云南，今年春天终于请了十天假。

      ## 大理

      住在洱海边，每天骑车环湖。古城里的小店很多，买了一饼普洱茶。

      ## 丽江

      丽江古城人有点多，更推荐去束河，安静很多。

      ## 香格里拉

      海拔三千多米，第一天别洗澡，慢慢走。普达措的湖非常美。

      ## 穿衣

      云南紫外线很强，白天一定要穿防晒外套、戴帽子；香格里拉早晚很冷，要准备一件厚外套。

      ## 吃

      菌子火锅、过桥米线、鲜花饼，每一样都想再吃一次。
    `,
  },
  {
    key: 'hokkaido',
    title: '冬天的北海道：雪、温泉与羽绒服',
    excerpt: '零下十几度的札幌和小樽，穿什么、玩什么。',
    tags: ['旅行', '日本'],
    content: md`
      一月去了北海道，第一次见到这么大的雪。

      ## 穿什么

      札幌白天零下五度，晚上零下十几度。我的搭配是：保暖内衣、抓绒、长款羽绒服，再加一双防滑的雪地靴。大衣好看但不够暖，不建议。

      ## 玩什么

      - 小樽运河的夜景
      - 札幌雪祭
      - 登别泡温泉

      ## 吃什么

      汤咖喱、成吉思汗烤肉、海鲜丼。在雪里走一天再泡温泉，是这次旅行最幸福的时刻。

      ## 交通

      札幌到小樽坐 JR 只要四十分钟。冬天自驾不太安全，新手还是坐电车和巴士比较稳妥。
    `,
  },
  {
    key: 'packing-list',
    title: '出门旅行的行李清单',
    excerpt: '一个登机箱走遍一周的行程。',
    tags: ['旅行', '收纳'],
    content: md`
      旅行这么多次，我的行李越来越少，一个登机箱就能应付一周。

      ## 衣服

      - 三件上衣、两条裤子，颜色都能互相搭配
      - 一件能挡风的外套
      - 一双好走的鞋

      ## 电子产品

      手机、充电宝、转换插头和一根多口充电线。相机只带一台。

      ## 收纳

      用收纳袋把衣服分类，换洗的放一个袋子。洗漱用品都换成小瓶装。

      ## 最后

      出门前对着清单检查一遍。少带一点，旅行会轻松很多。我把清单存在手机备忘录里，每次出发前复制一份，划掉已经装好的东西。
    `,
  },
  // 穿搭
  {
    key: 'coat-guide',
    title: '秋冬大衣怎么选：面料、版型与长度',
    excerpt: '一件好大衣可以穿十年，买之前要看清这三点。',
    tags: ['穿搭', '大衣', '外套'],
    content: md`
      大衣大概是衣橱里最贵、也最值得投资的一件外套。挑选时我主要看三点。

      ## 面料

      羊毛含量最好在七成以上，双面呢更轻更暖。羊绒混纺手感好，但容易起球。

      ## 版型

      - 落肩的茧型大衣更休闲，适合里面穿毛衣
      - 直筒的切斯特大衣更正式，适合通勤

      ## 长度

      个子不高可以选到膝盖上方的长度，显得利落。

      ## 颜色

      第一件建议驼色或藏青色，配什么都不会出错。冬天最冷的时候，大衣里面加一件薄羽绒内胆就够了。
    `,
  },
  {
    key: 'weekend-jacket',
    title: '周末出门穿什么外套',
    excerpt: '春秋的周末，三件轻外套就够了：牛仔夹克、风衣和针织开衫。',
    tags: ['穿搭', '外套'],
    content: md`
      春秋两季的周末最适合出门，也最让人纠结穿什么外套。我的衣柜里常穿的只有三件。

      ## 牛仔夹克

      最百搭的外套，配白T和卫衣都好看。去公园、逛市集，穿它不会出错。

      ## 风衣

      周末要见朋友吃饭，风衣更体面一些。卡其色最经典。

      ## 针织开衫

      天气暖和的时候，一件针织开衫搭在肩上，进出空调房也方便。

      ## 怎么选

      看天气：有风选风衣，温差大选开衫，去户外选夹克。周末穿外套的原则只有一个——舒服。
    `,
  },
  {
    key: 'white-shirt',
    title: '一件白衬衫的五种穿法',
    excerpt: '白衬衫是衣橱里最万能的单品。',
    tags: ['穿搭', '衬衫'],
    content: md`
      如果衣橱里只能留一件上衣，我会留白衬衫。同一件衬衫，可以有很多穿法。

      1. 扣到顶，塞进西裤，通勤
      2. 解开两颗扣子，配牛仔裤，周末
      3. 敞开当薄外套，里面穿白T
      4. 套一件毛衣，只露出领子
      5. 袖子挽起来，配短裤，度假

      ## 怎么挑

      牛津纺比较挺括耐穿，府绸更轻薄正式。领型选小方领，百搭。

      ## 打理

      白衬衫最怕领口发黄，每次穿完尽快洗，晾的时候用衣架撑好。熨烫时先烫领子和袖口，再烫前后片，挂起来放凉再收进衣柜。
    `,
  },
  {
    key: 'season-change',
    title: '换季整理衣橱：外套和毛衣怎么收',
    excerpt: '每年两次换季，我是这样整理衣橱的。',
    tags: ['穿搭', '收纳', '换季'],
    content: md`
      每到换季，衣橱就会乱成一团。这几年我固定在四月和十月各整理一次。

      ## 先全部拿出来

      把当季不穿的衣服全部拿出来，摊在床上，一件件决定去留。一年没穿过的，大概率以后也不会穿。

      ## 外套

      大衣和羽绒服送去干洗再收，用防尘袋挂起来，不要折叠压着。轻薄的外套可以卷起来放进收纳箱。

      ## 毛衣

      毛衣不要挂，会被撑变形。叠好放进收纳袋，放几块樟木防虫。

      ## 衬衫和 T 恤

      换季时顺便检查领口和袖口，发黄的用温水泡一泡。

      ## 留出空间

      整理完衣橱至少留出两成的空间，新买的衣服才有地方放。
    `,
  },
  {
    key: 'capsule-wardrobe',
    title: '胶囊衣橱：三十件衣服过一年',
    excerpt: '一年只穿三十件衣服是什么体验。',
    tags: ['穿搭', '极简'],
    content: md`
      两年前我开始尝试胶囊衣橱：一年四季只保留三十件衣服，不算内衣和运动服。

      ## 怎么选

      - 颜色控制在黑、白、灰、藏青和驼色
      - 每件上衣都能和至少三条裤子搭配
      - 外套只留两件：一件大衣、一件风衣

      ## 好处

      早上不用纠结穿什么，衣柜一眼就能看完，买衣服也变得非常谨慎。

      ## 不足

      偶尔会觉得单调，所以我允许自己每季换一两件配饰。

      ## 建议

      不一定非要三十件，重要的是想清楚自己真正需要什么。
    `,
  },
  // 摄影
  {
    key: 'film-camera',
    title: '重新拿起胶片相机',
    excerpt: '在手机拍照这么方便的年代，为什么还要用胶片。',
    tags: ['摄影', '胶片'],
    content: md`
      整理柜子时翻出了父亲留下的一台胶片相机，换了电池居然还能用。

      ## 为什么是胶片

      一卷胶卷只有三十六张，每按一次快门都要想一想。这种慢，让我重新认真看待摄影。

      ## 胶卷怎么选

      - 新手推荐 ISO 400 的彩色负片，宽容度高
      - 黑白胶卷可以自己冲洗，很有乐趣

      ## 冲扫

      城市里还有几家冲洗店，冲扫一卷大概四五十元。拿到照片的那一刻，比刷手机开心多了。

      ## 后来

      现在每个月拍一卷，带着相机在城市里慢慢走，记录下那些平常会错过的角落。
    `,
  },
  {
    key: 'phone-photo',
    title: '用手机拍出好看的旅行照片',
    excerpt: '不用相机，一部 iPhone 也能拍出好看的旅行照片。',
    tags: ['摄影', '旅行', 'iPhone'],
    content: md`
      这两年旅行我基本不带相机了，iPhone 拍出来的照片已经足够好。分享几个拍摄习惯。

      ## 构图

      打开网格线，把地平线放在三分之一处。拍人时让人物站在画面一侧，留出风景。

      ## 光线

      清晨和傍晚的光最柔和，正午尽量拍室内或阴影里的场景。

      ## 人像模式与长焦

      拍街景时多用长焦镜头，画面更干净。人像模式拍美食也很好看。

      ## 后期

      用手机自带的编辑工具，稍微降低高光、提一点阴影就够了，不要过度调色。
    `,
  },
  {
    key: 'street-photo',
    title: '街头摄影的几个习惯',
    excerpt: '在街头按下快门之前，我会想的几件事。',
    tags: ['摄影'],
    content: md`
      街头摄影是我最喜欢的摄影题材，因为它不需要去远方，楼下的菜市场就有拍不完的故事。

      ## 带一支定焦

      35 毫米定焦镜头视角接近人眼，逼着你走近一点。

      ## 等待

      找到好的光线和背景，然后等一个人走进画面。

      ## 尊重被拍的人

      对方不愿意就删掉，拍孩子先问家长。

      ## 多走多拍

      每周至少出去拍一次，一年以后回头看，进步会很明显。

      ## 器材不重要

      手里的相机就是最好的相机。比起换镜头，不如多花时间观察街上的光影和行人。
    `,
  },
  // 读书
  {
    key: 'books-2023',
    title: '2023 年读过的十本书',
    excerpt: '今年读了四十多本书，挑出十本最想推荐的。',
    tags: ['读书', '书单'],
    content: md`
      今年一共读了四十三本书，小说、历史和非虚构大概各占三分之一。挑十本最喜欢的列在这里。

      ## 小说

      - 《长安的荔枝》：一个小吏的荔枝运送任务，读起来像职场小说
      - 《额尔古纳河右岸》：安静而有力量

      ## 历史

      - 《万历十五年》：重读，仍然很好
      - 《人类简史》：视角宏大，适合当入门

      ## 非虚构

      - 《置身事内》：讲中国的地方政府与经济，理财之外也想了解宏观
      - 《被讨厌的勇气》：心理学对话体，读得很快

      ## 读书的习惯

      每天睡前读半小时，地铁上用 Kindle。读完的书写一段短评，年底整理书单就很轻松。
    `,
  },
  {
    key: 'kindle-or-paper',
    title: 'Kindle 还是纸书？',
    excerpt: '用了五年 Kindle，说说电子书和纸书各自的好处。',
    tags: ['读书', '数码'],
    content: md`
      我的 Kindle 已经用了五年，屏幕边角都磨花了。经常有人问我电子书和纸书哪个好。

      ## 电子书的好处

      - 轻：出门旅行带一台就够了
      - 便宜：很多书打折时只要几块钱
      - 划线和笔记可以导出

      ## 纸书的好处

      翻阅方便，适合需要来回对照的书，比如历史和专业书。纸书放在书架上，也会提醒你去读。

      ## 我的做法

      小说和轻松的读物用 Kindle 读，需要反复看的书买纸质版。读书这件事，载体其实没那么重要。
    `,
  },
  {
    key: 'reading-notes',
    title: '怎样做读书笔记',
    excerpt: '读完就忘？试试这几种做笔记的方法。',
    tags: ['读书', '笔记'],
    content: md`
      读书最怕读完就忘。这几年我试过很多做笔记的方法，留下来的只有三种。

      ## 边读边划线

      第一遍只划线，不写字，保证阅读不被打断。

      ## 读完写三句话

      合上书，用自己的话写三句话：这本书讲了什么，我同意什么，我能用上什么。

      ## 卡片笔记

      把书里的好想法写成一张张卡片，每张只写一个观点，再和以前的卡片连起来。我用的是点阵笔记本，后来也会整理进电脑。

      ## 写成文章

      最好的笔记是写成一篇文章发在博客上，讲得出来才算真的懂了。
    `,
  },
  // 跑步 / 健身
  {
    key: 'half-marathon',
    title: '第一次跑半程马拉松',
    excerpt: '从五公里到二十一公里，我用了半年。',
    tags: ['跑步', '马拉松'],
    content: md`
      去年秋天，我跑完了人生第一个半程马拉松，成绩两小时零八分。

      ## 训练

      从每周三次、每次五公里开始，每周增加不超过一成的跑量。赛前一个月，周末拉一次十五公里以上的长距离。

      ## 比赛当天

      - 提前两小时吃早餐，一个面包一根香蕉
      - 前五公里一定要慢，别被人群带快
      - 每个补给站都喝一口水

      ## 给新手的建议

      最重要的是别受伤。鞋子要提前穿熟，不要比赛当天穿新鞋。跑完以后慢走十分钟，再好好拉伸。
    `,
  },
  {
    key: 'running-shoes-guide',
    title: '跑鞋怎么选：缓震与支撑',
    excerpt: '跑步受伤，很多时候是鞋子没选对。',
    tags: ['跑步', '装备'],
    content: md`
      开始跑步以后，我买过五双跑鞋，交了不少学费。总结一下选鞋的思路。

      ## 先看脚型

      足弓偏低、落地内旋的人，选有支撑的稳定型跑鞋；足弓正常的选中性缓震鞋。

      ## 缓震

      体重大或者刚开始跑步，选缓震好一点的鞋，对膝盖友好。

      ## 试穿

      下午去试鞋，脚会稍微肿一点。鞋头留一指宽的空间。

      ## 什么时候换

      一般跑到六百到八百公里就该换了，鞋底磨平的鞋继续穿容易受伤。其他跑步装备，比如腰包和运动手表，可以慢慢添。
    `,
  },
  {
    key: 'home-workout',
    title: '在家健身的二十分钟',
    excerpt: '不去健身房，每天二十分钟也能练出效果。',
    tags: ['健身'],
    content: md`
      健身房办了卡总是不去，后来干脆在家练。每天二十分钟，坚持了一年。

      ## 动作

      1. 开合跳热身三分钟
      2. 深蹲、俯卧撑、平板支撑，每组四十秒，休息二十秒
      3. 弓步蹲和臀桥，练下肢
      4. 最后拉伸五分钟

      每个动作先保证姿势标准，再慢慢加次数，膝盖和腰不舒服就马上停下来。

      ## 装备

      一张瑜伽垫就够了，后来又添了一对可调节哑铃。

      ## 坚持的诀窍

      把健身放在早上起床后，练完再洗澡吃早餐。我家猫每天都趴在瑜伽垫旁边看我练。
    `,
  },
  // 猫
  {
    key: 'cat-adopt',
    title: '领养一只猫之前要准备什么',
    excerpt: '第一次养猫，接它回家之前要准备好这些东西。',
    tags: ['猫', '养宠'],
    content: md`
      去年从救助站领养了一只橘猫，取名叫“橘子”。接它回家之前，我列了一张清单。

      ## 必备用品

      - 猫砂盆和猫砂
      - 猫粮和食盆、水碗
      - 猫抓板，不然沙发会遭殃
      - 航空箱，去医院用

      ## 健康

      领养前确认是否做过驱虫和疫苗，回家后一周内带去医院做一次体检。

      ## 环境

      窗户要装纱网，电线收好。刚到家的猫会躲起来，给它几天时间适应，不要强行抱。

      ## 心态

      养猫是十几年的责任，想清楚再领养。它会陪伴你很久，也会让你的生活多出许多意想不到的快乐。
    `,
  },
  {
    key: 'cat-food',
    title: '猫粮与罐头：我家猫的饮食',
    excerpt: '干粮、湿粮怎么搭配，猫咪挑食怎么办。',
    tags: ['猫'],
    content: md`
      橘子到家一年，体重从三斤长到了十斤，饮食问题一直是我最操心的事。

      ## 干粮

      选肉类排在配料表第一位的猫粮，蛋白质含量高一些。换粮要慢，新旧混合过渡一周。

      ## 罐头

      主食罐头可以补充水分，我每天晚上给一个。零食罐头只能偶尔给。

      ## 喝水

      猫天生不爱喝水，我买了一个自动饮水机，流动的水它更愿意喝。

      ## 挑食

      猫咪挑食时不要马上换粮，先固定喂食时间，吃不完二十分钟就收走，饿一顿它就乖了。
    `,
  },
  // 烹饪
  {
    key: 'braised-pork',
    title: '红烧肉的家常做法',
    excerpt: '不用一滴水，肥而不腻的家常红烧肉。',
    tags: ['烹饪', '家常菜'],
    content: md`
      红烧肉是我家过年必做的一道菜，做法是跟外婆学的。

      ## 食材

      五花肉一斤、冰糖、生抽、老抽、料酒、姜片、八角。

      ## 步骤

      1. 五花肉切块，冷水下锅焯水，捞出洗净
      2. 锅里少放油，小火把冰糖炒出焦糖色
      3. 下五花肉翻炒上色，加姜片和八角
      4. 倒入料酒和生抽，小火焖一个小时
      5. 大火收汁，汤汁裹满每一块肉

      ## 小窍门

      炒糖色要耐心，火大了会发苦。焖的时候不加水，全靠料酒和肉本身出的油，味道更香。
    `,
  },
  {
    key: 'quick-breakfast',
    title: '十分钟快手早餐',
    excerpt: '工作日早上十分钟，做一份像样的早餐。',
    tags: ['烹饪', '早餐'],
    content: md`
      工作日早上时间紧，但我还是想好好吃一顿早餐。这几个搭配十分钟就能做好。

      ## 鸡蛋三明治

      吐司烤一下，夹上煎蛋、生菜和一片芝士。

      ## 燕麦杯

      前一晚把燕麦、酸奶和水果装进杯子，放冰箱，早上直接吃。

      ## 葱油拌面

      提前熬好一罐葱油，早上煮面拌一拌就行。

      ## 饮品

      我习惯配一杯手冲咖啡，周末时间多就换成一壶热茶。

      ## 不赶时间的日子

      假期会煎一份松饼，配上蓝莓和蜂蜜，慢慢吃完再出门。
    `,
  },
  // 数码
  {
    key: 'iphone-review',
    title: 'iPhone 15 Pro 用了半年',
    excerpt: '钛金属、USB-C 和操作按钮，半年后的真实感受。',
    tags: ['数码', 'iPhone'],
    content: md`
      从 iPhone 12 换到 iPhone 15 Pro，已经用了半年，说说真实体验。

      ## 手感

      钛金属边框让手机轻了不少，单手拿着不累。不过边框容易沾指纹，我很快就套上了保护壳。

      ## USB-C

      终于可以和电脑、平板共用一根线了，出门少带一根数据线。

      ## 拍照

      长焦拍人像很好用，夜景进步明显。

      ## 续航

      重度使用一天勉强够，出门我会带一个磁吸充电宝。

      ## 保护壳推荐

      用过硅胶壳和芳纶纤维壳，最后留下的是一个很薄的磁吸保护壳，不影响 MagSafe 充电。
    `,
  },
  {
    key: 'mech-keyboard',
    title: '机械键盘入坑指南：轴体与键帽',
    excerpt: '红轴、茶轴、青轴怎么选，键帽材质有什么讲究。',
    tags: ['数码', '机械键盘'],
    content: md`
      写代码、写文章都离不开键盘。三年前买了第一把机械键盘，从此一发不可收拾。

      ## 轴体

      - 红轴：线性，轻，适合打字和游戏
      - 茶轴：有段落感，不吵，最适合办公室
      - 青轴：咔哒声很大，适合一个人在家用

      ## 配列

      新手推荐 75% 配列，保留了方向键和功能键，又比全尺寸小很多。

      ## 键帽

      PBT 材质不容易打油，ABS 手感更滑但用久了会发亮。

      ## 热插拔

      选支持热插拔的键盘，以后想换轴不用焊接。

      ## 预算

      入门五百元左右就能买到做工不错的键盘，不必一开始就追求客制化。
    `,
  },
  {
    key: 'desk-setup',
    title: '桌面改造：我的工作台好物',
    excerpt: '显示器、机械键盘、台灯和一只好用的咖啡杯。',
    tags: ['数码', '桌面', '好物'],
    content: md`
      在家工作的时间越来越多，今年把书桌彻底改造了一遍。这几件好物用下来最满意。

      ## 显示器

      27 寸 4K 显示器配一个显示器支架，桌面一下子空出很多。

      ## 键盘

      一把 75% 配列的机械键盘，茶轴，打字声音不会吵到家人。

      ## 灯

      屏幕挂灯照亮桌面又不反光，晚上写东西眼睛舒服多了。

      ## 小东西

      理线槽把电线全藏起来，再加一只保温的咖啡杯，一上午都能喝到热的。

      ## 椅子

      最后换了一把人体工学椅，腰终于不酸了，这是今年最值的一笔花费。
    `,
  },
  {
    key: 'yearly-favorites',
    title: '2023 年度好物清单',
    excerpt: '这一年用得最多、最值得推荐的十件东西。',
    tags: ['好物', '生活'],
    content: md`
      每年年底我都会整理一份好物清单，只写自己真正用了很久的东西。

      ## 数码

      - 降噪耳机：地铁上终于能安静看书
      - 磁吸充电宝：出门不再有电量焦虑

      ## 生活

      - 手摇磨豆机：每天早上的手冲咖啡从它开始
      - 一件驼色羊毛大衣：穿了整个冬天

      ## 运动

      - 缓震跑鞋：陪我跑完了第一个半马

      ## 写字

      - 一支入门钢笔和一本点阵笔记本：重新开始手写日记

      明年的清单，希望少一点，但每一件都更好用。
    `,
  },
  // 理财
  {
    key: 'index-fund',
    title: '指数基金定投三年的总结',
    excerpt: '每月定投，三年下来的收益和心态变化。',
    tags: ['理财', '基金'],
    content: md`
      三年前开始每月定投指数基金，这篇做个总结，不构成任何投资建议。

      ## 为什么选指数基金

      费率低，不用挑基金经理，长期跟着市场走。

      ## 怎么定投

      每月发工资后第二天自动扣款，金额固定。市场跌的时候不停，这是最难的部分。

      ## 结果

      三年里经历了一轮大跌，最低的时候亏了两成，现在回到了正收益。收益不算高，但养成了强制储蓄的习惯。

      ## 新手建议

      先留出半年的生活费作为应急金，再用闲钱定投。理财最重要的不是收益率，而是能拿得住。
    `,
  },
  {
    key: 'budgeting',
    title: '记账一年：我的预算方法',
    excerpt: '坚持记账一年，我终于知道钱都花到哪里去了。',
    tags: ['理财', '记账'],
    content: md`
      去年一月开始记账，到今天刚好一年。最大的收获是终于知道钱都花到哪里去了。

      ## 怎么记

      用手机上的记账软件，每花一笔当场记，晚上睡前花两分钟核对。

      ## 预算

      把每月收入分成四份：固定开销、日常消费、储蓄和投资、自由支配。每一类设一个上限。

      ## 发现

      一年下来，咖啡和外卖加起来比房租的一半还多。现在上班自己带一杯手冲，省下不少。

      ## 建议

      理财从记账开始。不需要精确到每一分钱，坚持比准确更重要。
    `,
  },
];

export const CORPUS_PRODUCTS: CorpusProduct[] = [
  // 外套 / 上衣
  {
    key: 'wool-coat',
    name: '双面羊毛大衣',
    brand: 'COS',
    summary: '驼色落肩款，穿了整个冬天',
    category: '外套',
    tags: ['大衣', '羊毛', '秋冬'],
    description: md`
      ## 面料

      百分之九十的羊毛加一成羊绒，双面呢工艺，没有里衬，很轻。

      ## 版型

      落肩茧型，长度到小腿，里面可以穿厚毛衣。

      ## 搭配

      配白衬衫和西裤通勤，配卫衣和牛仔裤周末出门都可以。冬天最冷的时候里面加一件薄羽绒内胆。
    `,
  },
  {
    key: 'down-jacket',
    name: '轻薄羽绒服',
    brand: 'UNIQLO',
    model: 'Ultra Light Down',
    summary: '最轻便的一件保暖外套，旅行必带',
    category: '外套',
    tags: ['羽绒服', '保暖', '旅行'],
    description: md`
      ## 为什么推荐

      九成白鸭绒，重量只有两百多克，可以压缩进自带的收纳袋，放在背包里不占地方。

      ## 怎么穿

      秋天单穿，冬天当大衣或冲锋衣的内胆。去日本北海道这样冷的地方旅行，它是我的保暖主力。
    `,
  },
  {
    key: 'shell-jacket',
    name: '防风防水冲锋衣',
    brand: 'Arcteryx',
    model: 'Beta LT',
    summary: '三层 GORE-TEX 硬壳',
    category: '外套',
    tags: ['户外', '冲锋衣', '徒步'],
    description: md`
      ## 性能

      三层 GORE-TEX 面料，防水透气，下大雨徒步一整天里面还是干的。

      ## 细节

      头盔兼容的帽子，腋下拉链可以散热。

      ## 适合谁

      经常去户外、爬山的朋友。城市通勤有点大材小用，但下雨天骑车非常好用。
    `,
  },
  {
    key: 'denim-jacket',
    name: '复古牛仔夹克',
    brand: 'Lee',
    model: '101J',
    summary: '春秋周末最常穿的一件',
    category: '外套',
    tags: ['夹克', '牛仔', '春秋'],
    description: md`
      ## 面料

      十四盎司原色牛仔布，越穿越有自己的褪色痕迹。

      ## 搭配

      里面配白T或者连帽卫衣，下面配卡其裤。春秋的周末出门，它是我的第一选择。
    `,
  },
  {
    key: 'oxford-shirt',
    name: '牛津纺白衬衫',
    brand: '无印良品',
    summary: '挺括耐洗的基础款',
    category: '上衣',
    tags: ['衬衫', '基础款'],
    description: md`
      ## 面料

      牛津纺棉，越洗越软，不容易皱。

      ## 版型

      常规版型，小方领，可以塞进裤子，也可以敞开当一件薄外套穿。

      ## 打理

      领口和袖口用洗衣皂搓一下，一直能保持白净。
    `,
  },
  // 数码配件
  {
    key: 'iphone-case',
    name: 'iPhone 15 Pro 磁吸保护壳',
    brand: 'PITAKA',
    model: 'MagEZ Case 4',
    summary: '芳纶纤维，只有一毫米厚',
    category: '数码配件',
    tags: ['手机壳', 'MagSafe', 'iPhone'],
    description: md`
      ## 材质

      芳纶纤维编织，薄到几乎感觉不到，但防刮效果很好。

      ## 磁吸

      内置磁铁，支持 MagSafe 充电和磁吸支架，吸力很稳。

      ## 不足

      不防摔，对边角的保护有限，手滑的朋友要谨慎。
    `,
  },
  {
    key: 'power-bank',
    name: '磁吸充电宝',
    brand: 'Anker',
    model: 'A1614',
    summary: '吸在手机背后就能充电',
    category: '数码配件',
    tags: ['充电宝', 'MagSafe', '旅行'],
    description: md`
      ## 体验

      五千毫安，吸在 iPhone 背后无线充电，出门一天够用。

      ## 支架

      自带折叠支架，在高铁上看视频很方便。

      ## 旅行

      体积小，可以带上飞机，旅行时放在口袋里。
    `,
  },
  {
    key: 'mech-kb',
    name: '75% 配列机械键盘',
    brand: 'Keychron',
    model: 'Q1 Pro',
    summary: '铝合金外壳，支持蓝牙和热插拔',
    category: '数码配件',
    tags: ['机械键盘', '蓝牙', '热插拔'],
    description: md`
      ## 手感

      Gasket 结构，打字软弹，配茶轴很安静。

      ## 连接

      蓝牙和有线双模，可以在电脑和平板之间切换。

      ## 改装

      支持热插拔，换轴不用焊接，键帽是 PBT 材质。
    `,
  },
  {
    key: 'earphones',
    name: '降噪蓝牙耳机',
    brand: 'Sony',
    model: 'WF-1000XM5',
    summary: '地铁上的安静角落',
    category: '数码配件',
    tags: ['耳机', '降噪', '蓝牙'],
    description: md`
      ## 降噪

      地铁和飞机上的轰鸣声几乎听不到，通勤路上可以安心看书。

      ## 音质

      低频饱满，人声清晰，支持 LDAC。

      ## 佩戴

      比上一代小了一圈，戴一个小时耳朵也不疼。
    `,
  },
  {
    key: 'kindle',
    name: 'Kindle 电子书阅读器',
    brand: 'Amazon',
    model: 'Paperwhite 5',
    summary: '读书和旅行的好伙伴',
    category: '数码配件',
    tags: ['读书', '电子书'],
    description: md`
      ## 屏幕

      墨水屏，阳光下也看得清，晚上开暖光不刺眼。

      ## 续航

      一次充电可以读好几周。

      ## 读书

      装几百本电子书也只有一本书的重量，出门旅行带它就够了。
    `,
  },
  // 咖啡器具
  {
    key: 'kettle',
    name: '细口手冲咖啡壶',
    brand: 'Hario',
    model: 'V60 Buono',
    summary: '控制水流的关键',
    category: '咖啡器具',
    tags: ['手冲', '咖啡'],
    description: md`
      ## 为什么要细口壶

      手冲咖啡的关键是稳定的水流，细口壶出水细而均匀，新手也能注出一条直线。

      ## 材质

      不锈钢壶身，可以直接放在电磁炉上加热。

      ## 搭配

      配 V60 滤杯和一台好的磨豆机，就是一套完整的手冲器具。
    `,
  },
  {
    key: 'grinder',
    name: '手摇磨豆机',
    brand: 'Comandante',
    model: 'C40',
    summary: '研磨均匀的手摇磨',
    category: '咖啡器具',
    tags: ['磨豆机', '手冲', '咖啡'],
    description: md`
      ## 研磨

      不锈钢磨芯，颗粒非常均匀，手冲和法压都能胜任。

      ## 手感

      摇一份十五克的咖啡豆大约四十秒，声音很小，早上不会吵醒家人。

      ## 建议

      磨豆机是手冲咖啡里最值得花钱的器具，宁可壶便宜一点，也要买一台好磨。
    `,
  },
  {
    key: 'dripper',
    name: 'V60 树脂滤杯',
    brand: 'Hario',
    model: 'VD-02',
    summary: '入门手冲的经典滤杯',
    category: '咖啡器具',
    tags: ['滤杯', '手冲'],
    description: md`
      ## 设计

      锥形杯身加螺旋纹，底部一个大孔，流速完全由注水决定。

      ## 材质

      树脂不易碎，保温比陶瓷差一点，但出门带着很方便。

      ## 适合

      一到四杯的分量，用 02 号滤纸。
    `,
  },
  {
    key: 'moka-pot',
    name: '经典八角摩卡壶',
    brand: 'Bialetti',
    model: 'Moka Express',
    summary: '在家做一杯浓缩',
    category: '咖啡器具',
    tags: ['意式', '咖啡', '拿铁'],
    description: md`
      ## 原理

      下壶装水，粉槽装咖啡粉，加热后蒸汽把热水压过咖啡粉，流进上壶。

      ## 用法

      用中细研磨的深烘豆子，小火加热，听到咕噜声就关火。

      ## 搭配

      做出来的咖啡加热牛奶，就是一杯在家的拿铁。
    `,
  },
  // 茶具
  {
    key: 'tea-set',
    name: '便携旅行茶具',
    summary: '一壶四杯，装进一个小包',
    category: '茶具',
    tags: ['茶', '旅行', '功夫茶'],
    description: md`
      ## 组成

      一个快客杯、四个小茶杯和一个收纳包，陶瓷材质。

      ## 用途

      出差旅行时在酒店泡茶，露营时也能泡一壶普洱，喝功夫茶不再受地点限制。
    `,
  },
  {
    key: 'glass-teapot',
    name: '耐热玻璃泡茶壶',
    summary: '泡绿茶和花茶',
    category: '茶具',
    tags: ['茶', '绿茶', '玻璃'],
    description: md`
      ## 材质

      高硼硅玻璃，可以直接明火加热，也能放进洗碗机。

      ## 泡茶

      透明壶身能看到茶叶舒展，泡龙井这样的绿茶最好看。带不锈钢滤网，倒茶时茶叶不会出来。
    `,
  },
  // 文具
  {
    key: 'notebook',
    name: 'A5 点阵笔记本',
    brand: 'LEUCHTTURM1917',
    model: 'A5 Dotted',
    summary: '写手帐和读书笔记',
    category: '文具',
    tags: ['笔记本', '手帐', '读书笔记'],
    description: md`
      ## 纸张

      八十克纸，钢笔书写基本不透，点阵方便画表格。

      ## 细节

      页码已经印好，前面有目录页，还有两根书签带。

      ## 用法

      我用它做读书笔记和每周计划。
    `,
  },
  {
    key: 'fountain-pen',
    name: '狩猎者入门钢笔',
    brand: 'LAMY',
    model: 'Safari',
    summary: '学生时代就想要的一支笔',
    category: '文具',
    tags: ['钢笔', '写字'],
    description: md`
      ## 书写

      EF 尖写中文刚好，出水顺畅。

      ## 设计

      三角形握位，握笔姿势会被纠正过来。塑料笔身很耐摔。

      ## 墨水

      可以用墨囊，也可以配上吸墨器用瓶装墨水。
    `,
  },
  // 运动装备
  {
    key: 'running-shoes',
    name: '缓震慢跑鞋',
    brand: 'ASICS',
    model: 'GEL-NIMBUS 25',
    summary: '长距离慢跑的舒适选择',
    category: '运动装备',
    tags: ['跑鞋', '跑步', '缓震'],
    description: md`
      ## 缓震

      中底很厚，落地非常柔软，跑长距离膝盖压力小。

      ## 适合

      体重偏大的跑者、新手和日常慢跑。不适合比赛冲速度。

      ## 寿命

      我这双已经跑了五百公里，鞋底磨损还不明显。
    `,
  },
  {
    key: 'yoga-mat',
    name: '加厚瑜伽垫',
    brand: 'Lululemon',
    summary: '在家健身的第一件装备',
    category: '运动装备',
    tags: ['瑜伽', '健身'],
    description: md`
      ## 厚度

      五毫米厚，跪在上面膝盖不疼，做平板支撑也不滑。

      ## 材质

      天然橡胶加聚氨酯表层，出汗也抓地。

      ## 打理

      用湿毛巾擦一擦就好，不要暴晒。
    `,
  },
  // 宠物用品
  {
    key: 'cat-scratcher',
    name: '瓦楞纸猫抓板',
    summary: '保护沙发的救星',
    category: '宠物用品',
    tags: ['猫', '猫抓板'],
    description: md`
      ## 为什么需要

      猫抓东西是天性，给它一个猫抓板，沙发和门框就安全了。

      ## 设计

      弧形的瓦楞纸板，猫可以抓也可以躺在上面睡觉。

      ## 更换

      抓烂了就换，一块能用两三个月。
    `,
  },
  {
    key: 'cat-fountain',
    name: '猫咪自动饮水机',
    brand: '小佩',
    model: 'PETKIT W4',
    summary: '让猫多喝水',
    category: '宠物用品',
    tags: ['猫', '饮水机'],
    description: md`
      ## 为什么需要

      猫天生不爱喝水，流动的水更能吸引它们，多喝水可以预防泌尿系统的问题。

      ## 设计

      无线水泵，水里没有电线更安全；四层滤芯，每个月换一次。

      ## 噪音

      几乎没有声音，放在卧室也不影响睡觉。
    `,
  },
  // Names with letters, digits and symbols; a brand jieba does not know
  {
    key: 'uniqlo-tee',
    name: '优衣库 U 系列圆领T恤',
    brand: '优衣库',
    summary: '厚实不透的基础款白T',
    category: '上衣',
    tags: ['T恤', '基础款'],
    description: md`
      ## 面料

      二百多克的厚棉，洗了十几次领口也没有变形，白色不透。

      ## 尺码

      版型偏宽松，平时穿 M 的可以选 S。
    `,
  },
  {
    key: 'levis-jeans',
    name: '501 经典直筒牛仔裤',
    brand: "Levi's",
    model: '501',
    summary: '穿了十年还在买的直筒裤',
    category: '裤装',
    tags: ['牛仔裤'],
    description: md`
      ## 版型

      直筒、中腰，不挑身材，配球鞋和皮靴都好看。

      ## 养护

      原色款第一次下水会掉色，建议反面冷水手洗，晾干后再穿。
    `,
  },
  {
    key: 'gpu',
    name: '游戏显卡',
    brand: 'NVIDIA',
    model: 'RTX 4090',
    summary: '装机一步到位的旗舰显卡',
    category: '电脑配件',
    tags: ['显卡', '装机'],
    description: md`
      ## 性能

      4K 分辨率下大部分游戏都能开满特效，剪辑视频时导出也快了一倍。

      ## 注意

      功耗很高，电源至少一千瓦；我的主机装的是 Win 11，驱动装好就能用。
    `,
  },
  {
    key: 'laptop',
    name: '轻薄商务笔记本电脑',
    brand: 'ThinkPad',
    model: 'X1 Carbon',
    summary: '出差一周只带它',
    category: '电脑配件',
    tags: ['笔记本电脑', '办公'],
    description: md`
      ## 重量

      一公斤出头，放进双肩包几乎感觉不到。

      ## 系统

      预装 Win11 家庭版，键盘手感是笔记本里最好的之一。
    `,
  },
  {
    key: 'fuji-camera',
    name: '富士旁轴数码相机',
    brand: '富士',
    model: 'X100V',
    summary: '扫街和旅行的随身相机',
    category: '影像器材',
    tags: ['相机', '扫街'],
    description: md`
      ## 为什么选它

      定焦镜头、复古外观，胶片模拟直出的颜色很好看，不用后期。

      ## 不足

      没有防抖，暗光下要注意快门速度。
    `,
  },
  {
    key: 'cpp-primer',
    name: 'C++ Primer 中文版',
    summary: '学 C++ 绕不开的一本书',
    category: '图书',
    tags: ['编程', 'C++'],
    description: md`
      ## 适合谁

      有一点编程基础、想系统学习 C++11 以后写法的读者。

      ## 怎么读

      先读前七章打基础，模板和标准库部分边写代码边看。
    `,
  },
  {
    key: 'aspnet-book',
    name: 'ASP.NET Core 实战',
    summary: '用 C# 写 Web 后端的入门书',
    category: '图书',
    tags: ['编程', 'C#'],
    description: md`
      ## 内容

      从路由、依赖注入讲到部署，示例都是完整的 Web 项目。

      ## 前提

      需要会一点 C# 语法；用过 Node.js 或 Java 写后端的人会上手很快。
    `,
  },
  {
    key: 'sun-umbrella',
    name: '胶囊晴雨伞',
    brand: '蕉下',
    summary: '放进口袋的防晒伞',
    category: '户外',
    tags: ['防晒', '雨伞'],
    description: md`
      ## 大小

      折叠后只有手掌长，放在包里不占地方。

      ## 防晒

      黑胶涂层，夏天在太阳下走一段路明显凉快。
    `,
  },
];

const article = (query: string, expected: string[], first?: string): QualityQuery => ({
  query,
  expected,
  ...(first ? { first } : {}),
  kind: 'ARTICLE',
});
const product = (query: string, expected: string[], first?: string): QualityQuery => ({
  query,
  expected,
  ...(first ? { first } : {}),
  kind: 'PRODUCT',
});
/** Only these documents may be found. */
const exactly = (q: QualityQuery): QualityQuery => ({ ...q, exact: true });

export const QUALITY_QUERIES: QualityQuery[] = [
  // One character
  article('衣', ['capsule-wardrobe', 'season-change', 'coat-guide']),
  article('茶', ['puer', 'longjing'], 'puer'),
  article('猫', ['cat-food', 'cat-adopt']),
  product('茶', ['glass-teapot', 'tea-set']),

  // Two characters
  article('博客', ['blog-setup', 'writing-habit', 'react-blog']),
  article('好物', ['yearly-favorites', 'desk-setup']),
  article('咖啡', ['pour-over', 'coffee-beans', 'tokyo-cafe', 'cafe-work']),
  article('外套', ['weekend-jacket', 'season-change', 'coat-guide'], 'weekend-jacket'),
  article('大衣', ['coat-guide'], 'coat-guide'),
  article('衬衫', ['white-shirt'], 'white-shirt'),
  article('胶片', ['film-camera'], 'film-camera'),
  article('早餐', ['quick-breakfast'], 'quick-breakfast'),
  product('跑鞋', ['running-shoes'], 'running-shoes'),
  product('衬衫', ['oxford-shirt'], 'oxford-shirt'),

  // Whole sentences
  article('周末适合穿什么外套', ['weekend-jacket'], 'weekend-jacket'),
  article('怎么用React写一个博客', ['react-blog', 'react-hooks', 'blog-setup'], 'react-blog'),
  article('第一次跑马拉松要注意什么', ['half-marathon'], 'half-marathon'),
  article('猫咪挑食怎么办', ['cat-food'], 'cat-food'),
  article('红烧肉怎么做', ['braised-pork'], 'braised-pork'),
  article('新手怎么定投指数基金', ['index-fund'], 'index-fund'),
  article('在家怎么健身', ['home-workout'], 'home-workout'),
  article('冬天去北海道穿什么', ['hokkaido'], 'hokkaido'),
  article('怎么坚持写博客', ['writing-habit'], 'writing-habit'),
  product('适合冬天旅行的保暖外套', ['down-jacket', 'wool-coat'], 'down-jacket'),

  // Mixed Chinese and Latin
  article('React 教程', ['react-hooks', 'react-blog'], 'react-hooks'),
  article('Node.js 部署', ['node-deploy', 'docker-node', 'blog-setup'], 'node-deploy'),
  article('iPhone 保护壳', ['iphone-review'], 'iphone-review'),
  article('TypeScript 泛型', ['ts-generics', 'ts-migration'], 'ts-generics'),
  article('Vue 教程', ['vue3-composition'], 'vue3-composition'),
  article('Markdown', ['markdown-tips', 'react-blog'], 'markdown-tips'),
  article('Docker', ['docker-node'], 'docker-node'),
  article('Kindle', ['kindle-or-paper', 'books-2023'], 'kindle-or-paper'),
  product('iPhone 保护壳', ['iphone-case'], 'iphone-case'),
  product('uniqlo 羽绒服', ['down-jacket'], 'down-jacket'),
  product('Kindle', ['kindle'], 'kindle'),

  // Brands and models
  product('Hario', ['kettle', 'dripper']),
  product('Keychron', ['mech-kb'], 'mech-kb'),
  product('Sony', ['earphones'], 'earphones'),
  product('lamy', ['fountain-pen'], 'fountain-pen'),
  product('无印良品', ['oxford-shirt'], 'oxford-shirt'),
  product('WF-1000XM5', ['earphones'], 'earphones'),
  product('C40', ['grinder'], 'grinder'),
  product('Q1 Pro', ['mech-kb'], 'mech-kb'),
  product('A1614', ['power-bank'], 'power-bank'),
  product('Beta LT', ['shell-jacket'], 'shell-jacket'),

  // Tag names
  article('手冲', ['pour-over'], 'pour-over'),
  article('日本', ['tokyo-cafe', 'kyoto', 'hokkaido']),
  article('云南', ['yunnan', 'puer'], 'yunnan'),
  article('摄影', ['street-photo', 'film-camera', 'phone-photo'], 'street-photo'),
  article('读书', ['reading-notes', 'books-2023', 'kindle-or-paper'], 'reading-notes'),
  article('跑步', ['running-shoes-guide', 'half-marathon']),
  article('理财', ['index-fund', 'budgeting']),
  article('机械键盘', ['mech-keyboard', 'desk-setup'], 'mech-keyboard'),
  article('换季', ['season-change'], 'season-change'),
  product('手冲', ['kettle', 'grinder', 'dripper'], 'kettle'),
  product('机械键盘', ['mech-kb'], 'mech-kb'),
  product('MagSafe', ['iphone-case', 'power-bank']),
  product('冲锋衣', ['shell-jacket'], 'shell-jacket'),
  product('读书', ['kindle', 'notebook'], 'kindle'),
  product('摩卡壶', ['moka-pot'], 'moka-pot'),

  // Category names
  product('外套', ['down-jacket', 'wool-coat', 'shell-jacket', 'denim-jacket'], 'down-jacket'),
  product('咖啡器具', ['kettle', 'grinder', 'dripper', 'moka-pot'], 'kettle'),
  product('茶具', ['tea-set', 'glass-teapot'], 'tea-set'),
  product('文具', ['fountain-pen', 'notebook']),
  product('宠物用品', ['cat-fountain', 'cat-scratcher']),
  product('运动装备', ['running-shoes', 'yoga-mat']),
  product('数码配件', ['iphone-case', 'power-bank', 'mech-kb', 'earphones', 'kindle']),

  // Every word in one document, single words in many
  article('咖啡 日本', ['tokyo-cafe'], 'tokyo-cafe'),
  article('京都 外套', ['kyoto'], 'kyoto'),
  article('手机 旅行 照片', ['phone-photo'], 'phone-photo'),
  article('绿茶 怎么泡', ['longjing'], 'longjing'),
  product('大衣 羊毛', ['wool-coat'], 'wool-coat'),
  product('猫 喝水', ['cat-fountain'], 'cat-fountain'),
  product('旅行 充电宝', ['power-bank'], 'power-bank'),

  // Part of a word: the start of a longer word or a brand (#23 item 1)
  product('优衣', ['uniqlo-tee'], 'uniqlo-tee'),
  product('羽绒', ['down-jacket'], 'down-jacket'),
  article('羽绒', ['hokkaido', 'season-change', 'coat-guide'], 'hokkaido'),
  product('机械', ['mech-kb'], 'mech-kb'),
  article('机械', ['mech-keyboard', 'desk-setup'], 'mech-keyboard'),
  product('冲锋', ['shell-jacket'], 'shell-jacket'),
  product('磨豆', ['grinder'], 'grinder'),

  // Letters and digits run together, or apart (#23 item 2)
  exactly(product('iPhone15', ['iphone-case'], 'iphone-case')),
  article('iphone15', ['iphone-review'], 'iphone-review'),
  exactly(product('rtx4090', ['gpu'], 'gpu')),
  exactly(product('win11', ['laptop', 'gpu'])),
  exactly(product('Win 11', ['laptop', 'gpu'])),
  exactly(product('X100 V', ['fuji-camera'], 'fuji-camera')),

  // Punctuation inside names (#23 item 3)
  exactly(product('levis', ['levis-jeans'], 'levis-jeans')),
  exactly(product("Levi's", ['levis-jeans'], 'levis-jeans')),
  exactly(product('C++', ['cpp-primer'], 'cpp-primer')),
  exactly(product('C#', ['aspnet-book'], 'aspnet-book')),
  exactly(product('aspnet', ['aspnet-book'], 'aspnet-book')),
  exactly(product('ASP.NET', ['aspnet-book'], 'aspnet-book')),
  article('nodejs', ['node-deploy', 'node-stream', 'docker-node', 'blog-setup']),
  product('NodeJS', ['aspnet-book'], 'aspnet-book'),

  // Sentences: function words and common characters do not decide what matches (#23 item 4)
  article('如何在周末做一杯好咖啡', ['blog-setup', 'pour-over'], 'blog-setup'),
  product('如何在周末做一杯好咖啡', ['kettle', 'dripper', 'grinder', 'moka-pot']),
  exactly(article('怎么做红烧肉', ['braised-pork'], 'braised-pork')),
  exactly(article('新手如何开始跑半程马拉松', ['half-marathon'], 'half-marathon')),
  // The kettle's description names a grinder (配 V60 滤杯和一台好的磨豆机): it holds every content word too.
  exactly(product('有没有好用的磨豆机', ['grinder', 'kettle'], 'grinder')),

  // An unknown word cut into single characters matches them side by side only (#23 item 5)
  exactly(product('蕉下', ['sun-umbrella'], 'sun-umbrella')),
  exactly(article('定投', ['index-fund'], 'index-fund')),
];
