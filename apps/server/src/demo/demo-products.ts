/**
 * Demo wardrobe for `npm run seed:demo -- --products M`: a Chinese product category tree (four
 * levels at the deepest), products from a seeded generator and a small fixed set of product
 * pictures. Pure: no I/O here (seed-demo-products.ts writes it all).
 */
import { DEMO_IMAGE_BUCKET, DEMO_TAGS, Random, seedFrom, spaced, take, type DemoTag } from './demo-content.ts';

type ProductStatus = 'ACTIVE' | 'INACTIVE' | 'DRAFT';

/** What a category's products look like: pictures, item words, price range, brands, spec texts. */
type Family = 'top' | 'bottom' | 'dress' | 'shoes' | 'bag' | 'hat' | 'watch' | 'audio' | 'gadget' | 'home';
type ImageKind =
  'tee' | 'top' | 'outer' | 'pants' | 'dress' | 'shoes' | 'bag' | 'hat' | 'watch' | 'audio' | 'gadget' | 'home';

interface Brand {
  name: string;
  /** Model prefix: 'UQ' → UQ-2024-031. */
  code: string;
  slug: string;
  /** Written before the item word ('' for none); one ending in a Latin letter brings its own space. */
  series: string[];
}

const brand = (name: string, code: string, slug: string, series: string[] = ['']): Brand => ({
  name,
  code,
  slug,
  series,
});

/** Who makes what: each category sells the brands of one group. */
const BRANDS = {
  basics: [
    brand('优衣库', 'UQ', 'uniqlo', ['U 系列', 'AIRism ', '基础款', '']),
    brand('无印良品', 'MJ', 'muji', ['有机棉', '新疆棉', '']),
    brand('森马', 'SM', 'semir', ['基础系列', '']),
    brand('太平鸟', 'PB', 'peacebird', ['都市系列', '']),
    brand('江南布衣', 'JN', 'jnby', ['']),
    brand('李宁', 'LN', 'li-ning', ['中国李宁', '运动生活系列', '']),
  ],
  outer: [
    brand('优衣库', 'UQ', 'uniqlo', ['U 系列', '']),
    brand('伯希和', 'PL', 'pelliot', ['山野系列', '']),
    brand('太平鸟', 'PB', 'peacebird', ['都市系列', '']),
    brand('江南布衣', 'JN', 'jnby', ['']),
    brand('李宁', 'LN', 'li-ning', ['中国李宁', '']),
  ],
  down: [
    brand('波司登', 'BS', 'bosideng', ['极寒系列', '轻薄系列', '']),
    brand('优衣库', 'UQ', 'uniqlo', ['']),
    brand('伯希和', 'PL', 'pelliot', ['山野系列', '']),
    brand('李宁', 'LN', 'li-ning', ['']),
  ],
  denim: [
    brand('李维斯', 'LV', 'levis', ['501 ', '511 ', '']),
    brand('优衣库', 'UQ', 'uniqlo', ['U 系列', '']),
    brand('森马', 'SM', 'semir', ['']),
    brand('江南布衣', 'JN', 'jnby', ['']),
  ],
  dress: [
    brand('江南布衣', 'JN', 'jnby', ['']),
    brand('太平鸟', 'PB', 'peacebird', ['度假系列', '']),
    brand('优衣库', 'UQ', 'uniqlo', ['']),
    brand('素白', 'SB', 'subai', ['手作系列', '']),
  ],
  running: [
    brand('李宁', 'LN', 'li-ning', ['超轻', '飞电', '']),
    brand('安踏', 'AT', 'anta', ['马赫系列', '']),
    brand('特步', 'XT', 'xtep', ['竞速系列', '']),
    brand('亚瑟士', 'AS', 'asics', ['GEL 系列', '']),
  ],
  sneakers: [
    brand('回力', 'WR', 'warrior', ['经典款', '']),
    brand('飞跃', 'FY', 'feiyue', ['']),
    brand('李宁', 'LN', 'li-ning', ['中国李宁', '']),
    brand('安踏', 'AT', 'anta', ['']),
  ],
  leather: [
    brand('其乐', 'CL', 'clarks', ['']),
    brand('红蜻蜓', 'HQ', 'red-dragonfly', ['']),
    brand('骆驼', 'CM', 'camel', ['户外系列', '']),
  ],
  sandals: [
    brand('卡骆驰', 'CR', 'crocs', ['经典款', '']),
    brand('回力', 'WR', 'warrior', ['']),
    brand('李宁', 'LN', 'li-ning', ['']),
  ],
  bags: [
    brand('小米', 'MI', 'xiaomi', ['米家', '']),
    brand('90分', 'NF', 'ninetygo', ['']),
    brand('卡拉羊', 'CY', 'carany', ['']),
    brand('无印良品', 'MJ', 'muji', ['']),
  ],
  luggage: [
    brand('新秀丽', 'SA', 'samsonite', ['商务系列', '']),
    brand('90分', 'NF', 'ninetygo', ['']),
    brand('小米', 'MI', 'xiaomi', ['米家', '']),
  ],
  hats: [
    brand('优衣库', 'UQ', 'uniqlo', ['']),
    brand('无印良品', 'MJ', 'muji', ['']),
    brand('伯希和', 'PL', 'pelliot', ['户外系列', '']),
    brand('MLB', 'MB', 'mlb', ['']),
  ],
  watches: [
    brand('天梭', 'TS', 'tissot', ['力洛克系列', 'PRX 系列', '']),
    brand('飞亚达', 'FD', 'fiyta', ['航天系列', '']),
    brand('西铁城', 'CT', 'citizen', ['光动能系列', '']),
    brand('卡西欧', 'CS', 'casio', ['G-SHOCK ', '']),
  ],
  anc: [
    brand('索尼', 'SN', 'sony', ['1000X 系列', '']),
    brand('华为', 'HW', 'huawei', ['FreeBuds ', '']),
    brand('漫步者', 'ED', 'edifier', ['花再', '']),
    brand('小米', 'MI', 'xiaomi', ['']),
  ],
  sportAudio: [
    brand('韶音', 'SH', 'shokz', ['OpenRun ', '']),
    brand('华为', 'HW', 'huawei', ['FreeBuds ', '']),
    brand('漫步者', 'ED', 'edifier', ['']),
    brand('小米', 'MI', 'xiaomi', ['']),
  ],
  keyboards: [
    brand('罗技', 'LG', 'logitech', ['MX 系列', '']),
    brand('Keychron', 'KC', 'keychron', ['K 系列', 'Q 系列', '']),
    brand('雷柏', 'RP', 'rapoo', ['']),
  ],
  chargers: [
    brand('绿联', 'UG', 'ugreen', ['']),
    brand('Anker', 'AK', 'anker', ['Nano 系列', '']),
    brand('小米', 'MI', 'xiaomi', ['']),
  ],
  cups: [
    brand('膳魔师', 'TM', 'thermos', ['']),
    brand('象印', 'ZJ', 'zojirushi', ['']),
    brand('无印良品', 'MJ', 'muji', ['']),
    brand('宜家', 'IK', 'ikea', ['']),
  ],
  aroma: [
    brand('野兽派', 'BF', 'the-beast', ['']),
    brand('无印良品', 'MJ', 'muji', ['']),
    brand('宜家', 'IK', 'ikea', ['']),
  ],
  storage: [
    brand('无印良品', 'MJ', 'muji', ['']),
    brand('宜家', 'IK', 'ikea', ['']),
    brand('天马', 'TN', 'tenma', ['']),
  ],
} satisfies Record<string, Brand[]>;
type BrandGroup = keyof typeof BRANDS;

interface Goods {
  family: Family;
  kind: ImageKind;
  brands: BrandGroup;
  /** What is sold: '圆领T恤'. */
  items: string[];
  /** Yuan, both included. */
  price: [number, number];
  /** Tag names (from DEMO_TAGS or DEMO_PRODUCT_TAGS) that fit. */
  tags: string[];
  /** Texts of this category instead of the family's. */
  text?: Partial<Pick<FamilyText, 'features' | 'materials' | 'sizes' | 'care'>>;
}

export interface DemoCategory {
  name: string;
  slug: string;
  description: string;
  icon: string | null;
  active: boolean;
  featured: boolean;
  showInMenu: boolean;
  /** Leaves only: the products filed here (and, now and then, under the parent). */
  goods?: Goods;
  children: DemoCategory[];
}

type CategoryOptions = Partial<Pick<DemoCategory, 'icon' | 'active' | 'featured' | 'showInMenu'>>;

const node = (
  name: string,
  slug: string,
  description: string,
  children: DemoCategory[],
  options: CategoryOptions = {},
): DemoCategory => ({
  name,
  slug,
  description,
  icon: options.icon ?? null,
  active: options.active ?? true,
  featured: options.featured ?? false,
  showInMenu: options.showInMenu ?? true,
  children,
});

const leaf = (
  name: string,
  slug: string,
  description: string,
  goods: Goods,
  options: CategoryOptions = {},
): DemoCategory => ({ ...node(name, slug, description, [], options), goods });

const APPAREL_TAGS = ['穿搭', '通勤', '百搭', '性价比'];

/** The wardrobe's categories; sort order is the position among siblings. */
export const DEMO_CATEGORY_TREE: DemoCategory[] = [
  node(
    '服装',
    'apparel',
    '四季常穿的基础款与好版型。',
    [
      node('上衣', 'tops', 'T恤、衬衫、卫衣和针织衫。', [
        node('T恤', 't-shirts', '短袖和长袖，纯棉与速干。', [
          leaf('短袖T恤', 'short-sleeve-tees', '夏天离不开的短袖。', {
            family: 'top',
            kind: 'tee',
            brands: 'basics',
            items: ['圆领T恤', 'V领T恤', '重磅纯棉T恤', '印花T恤', '宽松短袖T恤', '速干T恤'],
            price: [59, 299],
            tags: APPAREL_TAGS,
          }),
          leaf('长袖T恤', 'long-sleeve-tees', '春秋单穿，冬天打底。', {
            family: 'top',
            kind: 'top',
            brands: 'basics',
            items: ['长袖T恤', '华夫格长袖T恤', '打底长袖T恤', '条纹长袖T恤'],
            price: [79, 359],
            tags: APPAREL_TAGS,
          }),
        ]),
        leaf('衬衫', 'shirts', '通勤与休闲都合适的衬衫。', {
          family: 'top',
          kind: 'top',
          brands: 'basics',
          items: ['牛津纺衬衫', '法兰绒格纹衬衫', '亚麻衬衫', '免烫白衬衫', '牛仔衬衫'],
          price: [129, 599],
          tags: APPAREL_TAGS,
        }),
        leaf('卫衣', 'hoodies', '宽松舒适的卫衣。', {
          family: 'top',
          kind: 'outer',
          brands: 'basics',
          items: ['连帽卫衣', '圆领卫衣', '半拉链卫衣', '抓绒卫衣'],
          price: [149, 699],
          tags: ['穿搭', '百搭', '健身'],
        }),
        leaf('针织衫', 'knitwear', '羊毛、羊绒与棉线针织。', {
          family: 'top',
          kind: 'top',
          brands: 'basics',
          items: ['羊毛针织开衫', '美利奴羊毛衫', '圆领针织衫', '羊绒毛衣'],
          price: [199, 899],
          tags: ['穿搭', '通勤', '送礼'],
          text: { materials: ['100% 美利奴羊毛', '100% 山羊绒', '羊毛混纺', '精梳棉线'] },
        }),
      ]),
      node('外套', 'outerwear', '夹克、风衣和羽绒服。', [
        leaf('夹克', 'jackets', '春秋季的主力外套。', {
          family: 'top',
          kind: 'outer',
          brands: 'outer',
          items: ['工装夹克', '牛仔夹克', '飞行员夹克', '防风夹克'],
          price: [299, 899],
          tags: ['穿搭', '户外', '通勤'],
        }),
        leaf('风衣', 'trench-coats', '经典不过时的风衣。', {
          family: 'top',
          kind: 'outer',
          brands: 'outer',
          items: ['经典风衣', '中长款风衣', '双排扣风衣'],
          price: [399, 1299],
          tags: ['穿搭', '通勤'],
        }),
        leaf(
          '羽绒服',
          'down-jackets',
          '轻薄与厚款，冬天靠它。',
          {
            family: 'top',
            kind: 'outer',
            brands: 'down',
            items: ['轻薄羽绒服', '连帽羽绒服', '长款羽绒服', '鹅绒羽绒服'],
            price: [399, 1599],
            tags: ['穿搭', '户外', '旅行'],
            text: {
              materials: ['90% 白鸭绒填充', '90% 白鹅绒填充', '80% 白鸭绒填充'],
              features: ['蓬松度高，轻便保暖', '防钻绒面料', '可收纳成小包，旅行好带', '帽子可拆卸'],
            },
          },
          { featured: true },
        ),
      ]),
      node('下装', 'bottoms', '牛仔裤、休闲裤和短裤。', [
        node('牛仔裤', 'jeans', '直筒和锥形，原色与水洗。', [
          leaf('直筒牛仔裤', 'straight-jeans', '不挑身材的直筒版型。', {
            family: 'bottom',
            kind: 'pants',
            brands: 'denim',
            items: ['直筒牛仔裤', '复古直筒牛仔裤', '水洗直筒牛仔裤'],
            price: [149, 599],
            tags: APPAREL_TAGS,
          }),
          leaf('锥形牛仔裤', 'tapered-jeans', '上宽下窄，利落显瘦。', {
            family: 'bottom',
            kind: 'pants',
            brands: 'denim',
            items: ['锥形牛仔裤', '修身锥形牛仔裤', '九分锥形牛仔裤'],
            price: [149, 599],
            tags: APPAREL_TAGS,
          }),
        ]),
        leaf('休闲裤', 'casual-pants', '卡其裤、工装裤与西装裤。', {
          family: 'bottom',
          kind: 'pants',
          brands: 'basics',
          items: ['卡其休闲裤', '束脚休闲裤', '西装裤', '工装裤'],
          price: [129, 499],
          tags: ['穿搭', '通勤', '百搭'],
        }),
        leaf('短裤', 'shorts', '夏天和运动时穿。', {
          family: 'bottom',
          kind: 'pants',
          brands: 'basics',
          items: ['运动短裤', '工装短裤', '亚麻短裤'],
          price: [69, 259],
          tags: ['穿搭', '跑步', '健身'],
        }),
      ]),
      node('裙装', 'dresses', '连衣裙与半身裙。', [
        leaf('连衣裙', 'one-piece-dresses', '一件就能出门。', {
          family: 'dress',
          kind: 'dress',
          brands: 'dress',
          items: ['碎花连衣裙', '针织连衣裙', '衬衫裙', '吊带连衣裙'],
          price: [169, 799],
          tags: ['穿搭', '旅行'],
        }),
        leaf('半身裙', 'skirts', '百褶、A字与牛仔。', {
          family: 'dress',
          kind: 'dress',
          brands: 'dress',
          items: ['百褶半身裙', 'A字半身裙', '牛仔半身裙'],
          price: [99, 459],
          tags: ['穿搭', '百搭'],
        }),
      ]),
    ],
    { icon: 'fas fa-shirt', featured: true },
  ),
  node(
    '鞋履',
    'shoes',
    '跑鞋、板鞋、皮鞋和靴子。',
    [
      node('运动鞋', 'sneakers', '跑步与日常穿着。', [
        leaf(
          '跑步鞋',
          'running-shoes',
          '缓震、竞速与越野。',
          {
            family: 'shoes',
            kind: 'shoes',
            brands: 'running',
            items: ['缓震跑鞋', '竞速跑鞋', '轻量跑鞋', '越野跑鞋'],
            price: [299, 1299],
            tags: ['跑步', '健身', '户外'],
          },
          { featured: true },
        ),
        leaf('板鞋', 'skate-shoes', '帆布与复古板鞋。', {
          family: 'shoes',
          kind: 'shoes',
          brands: 'sneakers',
          items: ['帆布板鞋', '复古板鞋', '小白鞋'],
          price: [199, 699],
          tags: ['穿搭', '百搭'],
        }),
      ]),
      leaf('休闲鞋', 'casual-shoes', '乐福鞋与德比鞋。', {
        family: 'shoes',
        kind: 'shoes',
        brands: 'leather',
        items: ['乐福鞋', '德比鞋', '一脚蹬懒人鞋'],
        price: [199, 899],
        tags: ['穿搭', '通勤'],
      }),
      leaf('靴子', 'boots', '切尔西靴与马丁靴。', {
        family: 'shoes',
        kind: 'shoes',
        brands: 'leather',
        items: ['切尔西靴', '马丁靴', '工装靴'],
        price: [399, 1299],
        tags: ['穿搭', '户外'],
      }),
      leaf(
        '拖鞋凉鞋',
        'sandals',
        '夏天和居家穿。',
        {
          family: 'shoes',
          kind: 'shoes',
          brands: 'sandals',
          items: ['人字拖', '运动凉鞋', '洞洞鞋'],
          price: [59, 399],
          tags: ['旅行', '家居'],
        },
        { showInMenu: false },
      ),
    ],
    { icon: 'fas fa-shoe-prints', featured: true },
  ),
  node(
    '包袋',
    'bags',
    '通勤、出游和远行的包。',
    [
      leaf('双肩包', 'backpacks', '电脑包与登山包。', {
        family: 'bag',
        kind: 'bag',
        brands: 'bags',
        items: ['通勤双肩包', '电脑双肩包', '登山双肩包'],
        price: [149, 899],
        tags: ['通勤', '旅行', '户外'],
        text: {
          features: [
            '能放下 14 英寸笔记本',
            '背负系统透气',
            '防泼水面料，小雨不怕',
            '大容量，分区收纳',
            '侧袋能放水杯和雨伞',
          ],
        },
      }),
      leaf('托特包', 'tote-bags', '能装又好搭。', {
        family: 'bag',
        kind: 'bag',
        brands: 'bags',
        items: ['帆布托特包', '皮质托特包'],
        price: [99, 699],
        tags: ['通勤', '读书', '百搭'],
      }),
      leaf('斜挎包', 'crossbody-bags', '胸包、相机包与小方包。', {
        family: 'bag',
        kind: 'bag',
        brands: 'bags',
        items: ['胸包', '相机斜挎包', '小方包'],
        price: [99, 599],
        tags: ['摄影', '旅行'],
      }),
      leaf('行李箱', 'luggage', '登机箱与托运箱。', {
        family: 'bag',
        kind: 'bag',
        brands: 'luggage',
        items: ['20寸登机箱', '24寸行李箱', '铝框拉杆箱'],
        price: [399, 1599],
        tags: ['旅行', '送礼'],
        text: {
          materials: ['PC 箱体 + 铝合金框架', 'PC + ABS 箱体', '铝镁合金'],
          sizes: ['20 寸（可登机）', '24 寸', '26 寸'],
          features: ['万向轮静音顺滑', 'TSA 海关锁', '拉杆多档可调', '箱体耐压抗摔'],
        },
      }),
    ],
    { icon: 'fas fa-bag-shopping' },
  ),
  node(
    '配饰',
    'accessories',
    '帽子与腕表。',
    [
      leaf('帽子', 'hats', '棒球帽、渔夫帽与冷帽。', {
        family: 'hat',
        kind: 'hat',
        brands: 'hats',
        items: ['棒球帽', '渔夫帽', '针织冷帽'],
        price: [49, 259],
        tags: ['穿搭', '户外', '旅行'],
      }),
      leaf('腕表', 'watches', '机械、石英与智能手表。', {
        family: 'watch',
        kind: 'watch',
        brands: 'watches',
        items: ['机械腕表', '石英腕表', '运动手表'],
        price: [399, 2999],
        tags: ['送礼', '通勤', '跑步'],
      }),
    ],
    { icon: 'fas fa-glasses' },
  ),
  node(
    '数码好物',
    'digital',
    '耳机、键盘与充电配件。',
    [
      node('耳机', 'headphones', '降噪与运动耳机。', [
        leaf(
          '降噪耳机',
          'noise-cancelling-headphones',
          '通勤和飞行时的安静。',
          {
            family: 'audio',
            kind: 'audio',
            brands: 'anc',
            items: ['头戴式降噪耳机', '入耳式降噪耳机'],
            price: [399, 2999],
            tags: ['音乐', '通勤', '旅行'],
          },
          { featured: true },
        ),
        leaf('运动耳机', 'sport-earbuds', '跑步健身不掉。', {
          family: 'audio',
          kind: 'audio',
          brands: 'sportAudio',
          items: ['挂耳式运动耳机', '骨传导耳机', '真无线运动耳机'],
          price: [199, 1299],
          tags: ['跑步', '健身', '音乐'],
        }),
      ]),
      leaf('键盘鼠标', 'keyboards', '机械键盘与无线鼠标。', {
        family: 'gadget',
        kind: 'gadget',
        brands: 'keyboards',
        items: ['机械键盘', '静音无线鼠标', '矮轴键盘'],
        price: [149, 999],
        tags: ['效率', '工具'],
        text: {
          materials: ['铝合金上盖', 'PBT 键帽', 'PC + ABS'],
          sizes: ['87 键', '104 键', '68 键', '三模连接'],
          features: ['热插拔轴座，换轴方便', '支持三台设备切换', '兼容 Windows 与 macOS', '手感安静，办公室也能用'],
        },
      }),
      leaf('充电配件', 'chargers', '充电器、充电宝与数据线。', {
        family: 'gadget',
        kind: 'gadget',
        brands: 'chargers',
        items: ['氮化镓充电器', '磁吸充电宝', '快充数据线'],
        price: [39, 399],
        tags: ['工具', '旅行', '性价比'],
        text: {
          materials: ['阻燃 PC', '铝合金外壳', '编织线材'],
          sizes: ['65W', '100W', '10000mAh', '1.5 米'],
          features: ['多协议快充，手机电脑都能充', '体积小巧，出差好带', '温控保护，充电不烫手', '多口同时输出'],
        },
      }),
    ],
    { icon: 'fas fa-headphones', featured: true },
  ),
  node(
    '家居',
    'home-living',
    '杯子、香薰和收纳。',
    [
      leaf('杯具', 'cups', '保温杯、马克杯与咖啡壶。', {
        family: 'home',
        kind: 'home',
        brands: 'cups',
        items: ['保温杯', '陶瓷马克杯', '手冲咖啡壶'],
        price: [49, 399],
        tags: ['咖啡', '家居', '送礼'],
        text: {
          materials: ['304 不锈钢', '316 不锈钢', '陶瓷', '高硼硅玻璃'],
          sizes: ['350 ml', '500 ml', '600 ml'],
          features: [
            '保温 12 小时，保冷 24 小时',
            '一键开盖，单手就能喝',
            '杯口圆润，喝起来舒服',
            '不挂味，泡茶咖啡都行',
          ],
          care: ['首次使用前用温水清洗', '不可用钢丝球擦洗', '保温杯请勿放入微波炉'],
        },
      }),
      leaf('香薰', 'aroma', '蜡烛与扩香。', {
        family: 'home',
        kind: 'home',
        brands: 'aroma',
        items: ['香薰蜡烛', '无火香薰', '精油扩香器'],
        price: [69, 359],
        tags: ['家居', '送礼'],
        text: {
          materials: ['天然大豆蜡', '椰子蜡', '植物精油'],
          sizes: ['180 g', '200 ml', '300 g'],
          features: ['气味清淡，不刺鼻', '留香持久', '包装精致，适合送人', '燃烧均匀，不冒黑烟'],
          care: ['点燃时请勿离人', '放在儿童和宠物接触不到的地方'],
        },
      }),
      leaf(
        '收纳',
        'storage',
        '衣柜与桌面的收纳。',
        {
          family: 'home',
          kind: 'home',
          brands: 'storage',
          items: ['衣物收纳箱', '桌面收纳盒', '折叠衣架'],
          price: [29, 199],
          tags: ['家居', '效率', '性价比'],
          text: {
            materials: ['PP 环保材料', '棉麻布艺', '竹木'],
            sizes: ['大号 / 中号 / 小号', '66 L', '10 只装'],
            features: ['可叠放，省空间', '透明窗口，一眼找到东西', '折叠后很薄', '简约设计，放哪都好看'],
            care: ['湿布擦拭即可', '避免长时间暴晒'],
          },
        },
        { showInMenu: false },
      ),
    ],
    { icon: 'fas fa-couch' },
  ),
  node('闲置转让', 'second-hand', '暂未开放。', [], { icon: 'fas fa-recycle', active: false, showInMenu: false }),
];

export interface FlatDemoCategory {
  category: DemoCategory;
  /** null for a root. */
  parentSlug: string | null;
  /** 0 for a root, 3 at the deepest. */
  level: number;
  /** Position among its siblings. */
  sortOrder: number;
}

/** The tree depth first, parents before their children (the order to create them in). */
export function flattenDemoCategories(tree: DemoCategory[] = DEMO_CATEGORY_TREE): FlatDemoCategory[] {
  const walk = (nodes: DemoCategory[], parentSlug: string | null, level: number): FlatDemoCategory[] =>
    nodes.flatMap((category, i) => [
      { category, parentSlug, level, sortOrder: i },
      ...walk(category.children, category.slug, level + 1),
    ]);
  return walk(tree, null, 0);
}

/** Tags only products use (the others come from DEMO_TAGS). */
export const DEMO_PRODUCT_TAGS: DemoTag[] = [
  {
    name: '通勤',
    slug: 'commute',
    description: '上班路上和办公室里的好物。',
    color: '#1d39c4',
    icon: 'fas fa-briefcase',
    featured: false,
  },
  {
    name: '百搭',
    slug: 'versatile',
    description: '怎么配都不出错的基础款。',
    color: '#08979c',
    icon: 'fas fa-layer-group',
    featured: false,
  },
  {
    name: '性价比',
    slug: 'value-for-money',
    description: '花得不多，用得舒心。',
    color: '#d46b08',
    icon: 'fas fa-tags',
    featured: false,
  },
  {
    name: '送礼',
    slug: 'gifts',
    description: '拿得出手的礼物。',
    color: '#c41d7f',
    icon: 'fas fa-gift',
    featured: false,
  },
  {
    name: '户外',
    slug: 'outdoor',
    description: '徒步、露营和出行。',
    color: '#389e0d',
    icon: 'fas fa-mountain-sun',
    featured: false,
  },
];

/** Every tag a demo product may carry, article tags first: what the seeder makes sure exists. */
export const DEMO_PRODUCT_TAG_SOURCES: DemoTag[] = (() => {
  const used = new Set(flattenDemoCategories().flatMap((c) => c.category.goods?.tags ?? []));
  return [...DEMO_TAGS.filter((t) => used.has(t.name)), ...DEMO_PRODUCT_TAGS];
})();

/** Texts of a family's descriptions. */
interface FamilyText {
  /** Short selling points, one a list item. */
  features: string[];
  materials: string[];
  /** The second line of the spec list: a label and its values. */
  sizeLabel: string;
  sizes: string[];
  careLabel: string;
  care: string[];
  scenes: string[];
  /** A size chart or a spec table, built from the random stream. */
  table: (random: Random) => { heading: string; header: string[]; rows: string[][] } | null;
}

const sizeChart = (random: Random, header: string[], bases: number[], steps: number[]) => {
  const sizes = ['S', 'M', 'L', 'XL', 'XXL'].slice(0, random.int(4, 5));
  return {
    heading: '尺码表',
    header,
    rows: sizes.map((size, i) => [size, ...bases.map((base, k) => String(base + i * steps[k]!))]),
  };
};

const APPAREL_CARE = [
  '30℃ 以下机洗，深浅色分开洗涤',
  '建议手洗，不可漂白，平铺晾干',
  '可机洗，中低温熨烫，不可烘干',
  '建议干洗，避免暴晒',
];
const APPAREL_SCENES = ['通勤', '周末出游', '居家', '约会', '旅行', '运动'];

const FAMILY_TEXT: Record<Family, FamilyText> = {
  top: {
    features: [
      '亲肤透气，贴身穿也舒服',
      '版型利落，不显臃肿',
      '领口加固，多次洗涤不易变形',
      '面料厚实不透',
      '肩线自然，活动不受限',
      '细节做工扎实，走线平整',
    ],
    materials: ['100% 棉', '95% 棉 5% 氨纶', '精梳棉', '莫代尔混纺', '涤纶速干面料', '美利奴羊毛', '亚麻混纺'],
    sizeLabel: '尺码',
    sizes: ['S / M / L / XL / XXL', 'S / M / L / XL', '均码'],
    careLabel: '洗涤',
    care: APPAREL_CARE,
    scenes: APPAREL_SCENES,
    table: (random) =>
      sizeChart(
        random,
        ['尺码', '胸围（cm）', '衣长（cm）', '肩宽（cm）'],
        [96 + random.int(0, 4) * 2, 66 + random.int(0, 3), 42 + random.int(0, 2)],
        [4, 2, 1],
      ),
  },
  bottom: {
    features: [
      '微弹面料，蹲坐不紧绷',
      '高腰设计，显腿长',
      '久坐不易起皱',
      '裤脚可以翻边，长度好调',
      '口袋深，手机放得稳',
    ],
    materials: ['98% 棉 2% 氨纶弹力牛仔布', '13.5oz 原色牛仔布', '棉麻混纺', '锦纶弹力面料', '斜纹棉布'],
    sizeLabel: '尺码',
    sizes: ['27 / 28 / 29 / 30 / 31 / 32 / 33 / 34', 'S / M / L / XL', '28–36 码'],
    careLabel: '洗涤',
    care: ['首次洗涤会轻微掉色，请单独洗涤', '反面朝外冷水洗，不可漂白', ...APPAREL_CARE.slice(0, 2)],
    scenes: APPAREL_SCENES,
    table: (random) =>
      sizeChart(
        random,
        ['尺码', '腰围（cm）', '臀围（cm）', '裤长（cm）'],
        [70 + random.int(0, 3) * 2, 94 + random.int(0, 4), 98 + random.int(0, 4)],
        [4, 4, 1],
      ),
  },
  dress: {
    features: [
      '垂坠飘逸，走路有型',
      '收腰设计，显瘦',
      '带内衬，不透',
      '长度过膝，通勤也得体',
      '侧边隐形拉链，穿脱方便',
    ],
    materials: ['100% 棉', '醋酸纤维', '真丝混纺', '针织棉', '亚麻混纺'],
    sizeLabel: '尺码',
    sizes: ['S / M / L / XL', 'XS / S / M / L', '均码'],
    careLabel: '洗涤',
    care: APPAREL_CARE,
    scenes: ['约会', '度假', '通勤', '周末出游'],
    table: (random) =>
      sizeChart(
        random,
        ['尺码', '胸围（cm）', '腰围（cm）', '裙长（cm）'],
        [82 + random.int(0, 3) * 2, 64 + random.int(0, 3) * 2, 100 + random.int(0, 10)],
        [4, 4, 1],
      ),
  },
  shoes: {
    features: [
      '中底回弹好，久走不累',
      '鞋面透气，夏天不闷脚',
      '大底耐磨防滑',
      '鞋楦偏宽，脚宽的人也舒服',
      '重量轻，单只不到三百克',
    ],
    materials: ['工程网面 + 合成革', '头层牛皮', '帆布 + 硫化橡胶底', 'EVA 中底 + 橡胶大底', '麂皮绒'],
    sizeLabel: '尺码',
    sizes: ['36–45 码', '39–45 码', '35–40 码'],
    careLabel: '保养',
    care: ['用软毛刷清洁，避免暴晒', '不可机洗，湿布擦拭后自然阴干', '皮面定期上鞋油保养'],
    scenes: ['跑步', '通勤', '城市散步', '旅行', '健身'],
    table: (random) => {
      const start = random.pick([36, 38, 39]);
      return {
        heading: '尺码表',
        header: ['尺码', '脚长（mm）'],
        rows: Array.from({ length: 6 }, (_, i) => [String(start + i), String(230 + (start - 36) * 5 + i * 5)]),
      };
    },
  },
  bag: {
    features: [
      '大容量，分区收纳',
      '防泼水面料，小雨不怕',
      '轻便耐磨',
      '拉链顺滑，五金件结实',
      '肩带加宽，背久了也不勒',
    ],
    materials: ['1000D 防泼水尼龙', '头层牛皮', '加厚帆布', '再生涤纶'],
    sizeLabel: '规格',
    sizes: ['约 30 × 13 × 45 cm', '约 36 × 12 × 30 cm', '约 25 × 8 × 18 cm'],
    careLabel: '保养',
    care: ['污渍用湿布轻擦，勿机洗', '不用时塞入纸团保持形状', '避免长时间暴晒和受潮'],
    scenes: ['通勤', '旅行', '出差', '周末出游', '上课'],
    table: (random) => ({
      heading: '规格参数',
      header: ['项目', '参数'],
      rows: [
        ['重量', `约 ${random.int(4, 30) * 50} 克`],
        ['容量', `约 ${random.int(8, 40)} 升`],
        ['产地', random.pick(['中国', '越南', '泰国'])],
      ],
    }),
  },
  hat: {
    features: ['后扣可调节，头围大小都能戴', '帽檐够宽，遮阳效果好', '可折叠，出门不占地方', '四季可戴'],
    materials: ['棉质斜纹布', '羊毛混纺', '速干涤纶', '腈纶针织'],
    sizeLabel: '尺码',
    sizes: ['均码（头围 56–60 cm）', 'M / L'],
    careLabel: '洗涤',
    care: ['建议手洗，不可机洗', '自然晾干，避免挤压帽檐'],
    scenes: ['旅行', '户外', '通勤', '跑步'],
    table: () => null,
  },
  watch: {
    features: ['日常生活防水', '夜光指针，晚上也看得清', '表带快拆，换带方便', '续航一周以上', '蓝宝石镜面，不易刮花'],
    materials: ['316L 不锈钢表壳', '钛合金表壳', '氟橡胶表带', '真皮表带'],
    sizeLabel: '规格',
    sizes: ['表径 40 mm', '表径 42 mm', '表径 38 mm'],
    careLabel: '保养',
    care: ['避免接触香水与化学品', '每两到三年做一次保养'],
    scenes: ['通勤', '商务', '运动', '送礼'],
    table: (random) => ({
      heading: '规格参数',
      header: ['项目', '参数'],
      rows: [
        ['防水', `${random.pick([3, 5, 10, 20])} ATM`],
        ['厚度', `${random.int(9, 14)} mm`],
        ['质保', `${random.pick(['一', '两'])}年全球联保`],
      ],
    }),
  },
  audio: {
    features: [
      '主动降噪，地铁里也安静',
      '低延迟，看视频不脱节',
      '单次续航约 30 小时',
      '佩戴稳固，跑步不掉',
      '支持通透模式',
      '双设备同时连接',
    ],
    materials: ['亲肤蛋白皮耳罩', '液态硅胶耳挂', '钛合金记忆骨架', 'PC 外壳'],
    sizeLabel: '规格',
    sizes: ['蓝牙 5.3', '蓝牙 5.2', '蓝牙 5.3 · Type-C 充电'],
    careLabel: '质保',
    care: ['一年质保，七天无理由退换', '两年质保'],
    scenes: ['通勤', '出差', '跑步', '健身', '图书馆'],
    table: (random) => ({
      heading: '规格参数',
      header: ['项目', '参数'],
      rows: [
        ['续航', `${random.int(6, 40)} 小时`],
        ['重量', `${random.int(5, 280)} 克`],
        ['防水', random.pick(['IPX4', 'IP55', 'IP67', '无'])],
        ['充电', 'USB Type-C'],
      ],
    }),
  },
  gadget: {
    features: [
      '多协议快充，手机电脑都能充',
      '体积小巧，出差好带',
      '兼容 Windows 与 macOS',
      '铝合金外壳，散热好',
      '支持三台设备切换',
    ],
    materials: ['铝合金', 'PC + ABS', 'PBT 键帽', '编织线材'],
    sizeLabel: '规格',
    sizes: ['65W', '100W', '87 键', '10000mAh'],
    careLabel: '质保',
    care: ['一年质保', '两年质保，只换不修'],
    scenes: ['办公', '出差', '宿舍', '居家'],
    table: (random) => ({
      heading: '规格参数',
      header: ['项目', '参数'],
      rows: [
        ['接口', random.pick(['USB-C ×2 + USB-A', 'USB-C', '蓝牙 + 2.4G 无线'])],
        ['重量', `${random.int(3, 90) * 10} 克`],
        ['认证', '3C 认证'],
      ],
    }),
  },
  home: {
    // Each home category brings its own materials, sizes and selling points.
    features: ['简约设计，放哪都好看', '做工细致，边角圆润', '价格实在', '颜色低调耐看'],
    materials: ['环保材料'],
    sizeLabel: '规格',
    sizes: ['常规款'],
    careLabel: '注意事项',
    care: ['湿布擦拭即可'],
    scenes: ['办公室', '居家', '送礼', '露营'],
    table: () => null,
  },
};

const COLOURS = ['黑色', '白色', '藏青', '燕麦色', '卡其', '橄榄绿', '雾霾蓝', '酒红', '浅灰', '米白'];

const INTRO = [
  '这款{item}是{brand}卖得最好的款式之一，{feature}。',
  '{brand}的{item}用了{material}，{feature}。',
  '找了很久才挑中这款{item}：{feature}，价格也合适。',
  '{item}算是{brand}的长青款，每年都会小改一次，今年的版本{feature}。',
];
const SECOND = [
  '日常{scene}都能用得上，不用花心思搭配。',
  '适合{scene}，也适合当作礼物送人。',
  '我自己用了大半年，{scene}时最常拿出来。',
  '如果你平时{scene}比较多，可以优先考虑它。',
];
const REVIEW = [
  '实际用下来，最满意的是{feature2}。唯一的小缺点是颜色选择不多，希望之后能多出几个配色。',
  '收到后第一感觉是做工扎实，{feature2}。用了一段时间，没有出现开线或者掉色的问题。',
  '和之前用过的几款比，这款{feature2}，价格却没有贵多少，性价比很高。',
  '细节上能看出用心：{feature2}。如果预算有限，等活动价入手更划算。',
];
const TIPS = ['温馨提示：不同显示器的色差在所难免，颜色以实物为准。', '温馨提示：演示商品，购买链接指向示例店铺。'];
const SIZE_TIP = '温馨提示：尺码偏大半码，介于两个尺码之间建议选小一号。';
const WORN: Family[] = ['top', 'bottom', 'dress', 'shoes'];

/** A space between Chinese and Latin letters or digits, but T恤 stays one word. */
const tidy = (text: string) => spaced(text).replace(/T 恤/g, 'T恤');

/** The product pictures: two colourways of each kind and four general shots, drawn by demoProductImageSvg. */
export interface DemoProductImage {
  name: string;
  label: string;
}

const KIND_LABELS: Record<ImageKind, string> = {
  tee: 'T恤',
  top: '上衣',
  outer: '外套',
  pants: '裤装',
  dress: '裙装',
  shoes: '鞋履',
  bag: '包袋',
  hat: '帽子',
  watch: '腕表',
  audio: '耳机',
  gadget: '数码',
  home: '家居',
};
const GENERAL_SHOTS = { detail: '细节', package: '包装', scene: '场景', quality: '品质' } as const;
type Shot = ImageKind | keyof typeof GENERAL_SHOTS;

const kindImages = (kind: ImageKind) => [1, 2].map((n) => `product-${kind}-${n}.webp`);
const GENERAL_IMAGES = Object.keys(GENERAL_SHOTS).map((shot) => `product-${shot}.webp`);

export const DEMO_PRODUCT_IMAGES: DemoProductImage[] = [
  ...(Object.keys(KIND_LABELS) as ImageKind[]).flatMap((kind) =>
    kindImages(kind).map((name) => ({ name, label: KIND_LABELS[kind] })),
  ),
  ...Object.entries(GENERAL_SHOTS).map(([shot, label]) => ({ name: `product-${shot}.webp`, label })),
];
/** Square product pictures, as a shop photographs them. */
export const DEMO_PRODUCT_IMAGE_SIZE = 1000;
const imageUrl = (name: string) => `/files/${DEMO_IMAGE_BUCKET}/${name}`;

/** Object colour and a light background gradient. */
const COLOURWAYS: [string, string, string][] = [
  ['#1f3a5f', '#e6edf5', '#f7f9fc'],
  ['#262626', '#ececec', '#fafafa'],
  ['#c8a27a', '#f5ede3', '#fffaf3'],
  ['#6b7b3a', '#eef1e3', '#f9faf4'],
  ['#b83b3b', '#f8e8e6', '#fff7f6'],
  ['#3b6fb6', '#e3edf9', '#f6f9fe'],
  ['#8c8c8c', '#efefef', '#fbfbfb'],
  ['#e58fa8', '#fbe9ee', '#fff8fa'],
  ['#2e7d5b', '#e2f2ea', '#f6fbf8'],
  ['#d48806', '#fcf1dc', '#fffbf2'],
  ['#5b3f8c', '#ede7f6', '#faf8fd'],
  ['#4a6670', '#e6eef0', '#f7fafb'],
];

const line = (d: string, width = 14, colour = '#ffffff', opacity = 0.55) =>
  `<path d="${d}" fill="none" stroke="${colour}" stroke-opacity="${opacity}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`;

/** Each shot as SVG drawn in `c` (the object colour) on a 1000 × 1000 canvas. */
const SHAPES: Record<Shot, (c: string) => string> = {
  tee: (c) =>
    `<path d="M330 230 L420 195 Q500 250 580 195 L670 230 L820 350 L740 460 L680 410 L680 790 L320 790 L320 410 L260 460 L180 350 Z" fill="${c}"/>${line('M420 198 Q500 270 580 198')}`,
  top: (c) =>
    `<path d="M340 220 L440 190 L500 250 L560 190 L660 220 L760 300 L830 700 L750 715 L690 420 L680 800 L320 800 L310 420 L250 715 L170 700 L240 300 Z" fill="${c}"/>${line('M500 250 L500 800', 6)}${[320, 420, 520, 620, 720].map((y) => `<circle cx="520" cy="${y}" r="9" fill="#ffffff" fill-opacity="0.7"/>`).join('')}`,
  outer: (c) =>
    `<path d="M330 230 L430 180 L500 210 L570 180 L670 230 L770 300 L840 720 L750 735 L700 430 L700 810 L300 810 L300 430 L250 735 L160 720 L230 300 Z" fill="${c}"/>${line('M500 212 L500 810', 8)}${line('M360 600 L450 600')}${line('M550 600 L640 600')}`,
  pants: (c) =>
    `<path d="M330 190 L670 190 L710 820 L560 820 L500 400 L440 820 L290 820 Z" fill="${c}"/>${line('M332 250 L668 250', 8)}${line('M500 250 L500 390', 8)}`,
  dress: (c) =>
    `<path d="M430 190 L570 190 L585 330 L560 420 L770 820 L230 820 L440 420 L415 330 Z" fill="${c}"/>${line('M442 420 L558 420', 10)}${line('M330 760 L670 760', 6, '#ffffff', 0.35)}`,
  shoes: (c) =>
    `<path d="M160 640 L175 470 Q240 440 320 480 L470 540 Q640 560 790 600 Q860 620 850 700 L160 700 Z" fill="${c}"/><path d="M160 700 L850 700 L850 745 L160 745 Z" fill="#ffffff" fill-opacity="0.85" stroke="${c}" stroke-width="6"/>${line('M330 505 L380 470')}${line('M375 525 L425 490')}${line('M420 545 L470 510')}`,
  bag: (c) =>
    `${line('M380 430 Q380 250 500 250 Q620 250 620 430', 36, c, 1)}<path d="M240 420 L760 420 L800 820 L200 820 Z" fill="${c}"/>${line('M246 500 L754 500', 8)}<rect x="470" y="480" width="60" height="44" rx="8" fill="#ffffff" fill-opacity="0.75"/>`,
  hat: (c) =>
    `<path d="M270 600 Q270 330 500 330 Q730 330 730 600 Z" fill="${c}"/><path d="M480 598 L840 598 Q885 650 820 680 L300 650 Z" fill="${c}" fill-opacity="0.85"/><circle cx="500" cy="332" r="18" fill="${c}"/>${line('M500 345 Q525 470 500 595', 8)}`,
  watch: (c) =>
    `<rect x="430" y="150" width="140" height="250" rx="30" fill="${c}"/><rect x="430" y="600" width="140" height="250" rx="30" fill="${c}"/><rect x="668" y="478" width="32" height="44" rx="8" fill="${c}"/><circle cx="500" cy="500" r="175" fill="${c}"/><circle cx="500" cy="500" r="138" fill="#ffffff" fill-opacity="0.92"/>${line('M500 500 L500 395', 14, c, 1)}${line('M500 500 L575 545', 14, c, 1)}`,
  audio: (c) =>
    `${line('M285 560 Q285 235 500 235 Q715 235 715 560', 48, c, 1)}<rect x="215" y="500" width="140" height="240" rx="56" fill="${c}"/><rect x="645" y="500" width="140" height="240" rx="56" fill="${c}"/>`,
  gadget: (c) =>
    `<rect x="150" y="370" width="700" height="290" rx="32" fill="${c}"/>${Array.from({ length: 4 }, (_, row) =>
      Array.from(
        { length: 11 },
        (_, col) =>
          `<rect x="${185 + col * 58}" y="${400 + row * 58}" width="46" height="46" rx="8" fill="#ffffff" fill-opacity="0.55"/>`,
      ).join(''),
    ).join('')}`,
  home: (c) =>
    `${line('M630 450 Q770 450 770 580 Q770 700 625 700', 40, c, 1)}<path d="M320 360 L640 360 L620 790 Q620 820 590 820 L370 820 Q340 820 340 790 Z" fill="${c}"/>${line('M420 310 Q390 260 420 210', 12, '#8c8c8c', 0.5)}${line('M520 310 Q490 260 520 210', 12, '#8c8c8c', 0.5)}`,
  detail: (c) =>
    `<circle cx="450" cy="450" r="200" fill="#ffffff" fill-opacity="0.6" stroke="${c}" stroke-width="40"/>${line('M600 600 L790 790', 64, c, 1)}${line('M370 420 Q450 340 530 420', 12, c, 0.5)}`,
  package: (c) =>
    `<path d="M300 420 L500 320 L700 420 L700 700 L500 800 L300 700 Z" fill="${c}"/>${line('M300 420 L500 520 L700 420', 10)}${line('M500 520 L500 800', 10)}${line('M400 370 L600 470', 24, '#ffffff', 0.4)}`,
  scene: (c) =>
    `<circle cx="690" cy="320" r="100" fill="${c}" fill-opacity="0.55"/><path d="M100 820 Q300 480 500 700 Q700 430 900 820 Z" fill="${c}"/>`,
  quality: (c) =>
    `<path d="M500 200 L760 290 L740 560 Q700 740 500 820 Q300 740 260 560 L240 290 Z" fill="${c}"/>${line('M385 520 L470 605 L635 420', 40, '#ffffff', 0.9)}`,
};

/** A product picture as SVG: the shot in a colourway on a light gradient, with its label; the same name always draws the same picture. */
export function demoProductImageSvg(name: string, size = DEMO_PRODUCT_IMAGE_SIZE): string {
  const index = DEMO_PRODUCT_IMAGES.findIndex((image) => image.name === name);
  if (index < 0) throw new Error(`unknown demo product image ${name}`);
  const shot = /^product-([a-z]+)(?:-\d)?\.webp$/.exec(name)![1] as Shot;
  const [colour, from, to] = COLOURWAYS[(index * 5) % COLOURWAYS.length]!;
  const random = new Random(seedFrom(name));
  const tilt = random.int(-6, 6);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 1000 1000">`,
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="0.4" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>`,
    '<rect width="1000" height="1000" fill="url(#bg)"/>',
    '<ellipse cx="500" cy="860" rx="330" ry="26" fill="#000000" fill-opacity="0.07"/>',
    `<g transform="rotate(${tilt} 500 500) translate(500 480) scale(0.86) translate(-500 -500)">${SHAPES[shot](colour)}</g>`,
    `<text x="500" y="950" text-anchor="middle" font-family="Noto Sans CJK SC, Noto Sans SC, PingFang SC, Microsoft YaHei, sans-serif" font-size="52" fill="#595959" fill-opacity="0.85">${DEMO_PRODUCT_IMAGES[index]!.label}</text>`,
    '</svg>',
  ].join('');
}

export interface DemoProduct {
  name: string;
  /** [a-z0-9-]: brand, category and model; the writer adds -2, -3 … when taken. */
  slug: string;
  /** The slug of a category of DEMO_CATEGORY_TREE. */
  categorySlug: string;
  /** Integer fen. */
  priceFen: number;
  /** Higher than the price, or null. */
  originalPriceFen: number | null;
  brand: string;
  model: string;
  summary: string;
  /** Markdown. */
  description: string;
  mainImage: string;
  /** The gallery, the main picture first. */
  images: string[];
  tags: string[];
  purchaseUrl: string | null;
  status: ProductStatus;
  featured: boolean;
  /** How long before the seeding it was created (up to a year), and edited after that. */
  createdMinutesAgo: number;
  editedMinutesLater: number;
  viewCount: number;
  clickCount: number;
  /** How many demo readers favourite it (the writer makes the rows). */
  favoriteCount: number;
}

const YEAR_MINUTES = 365 * 24 * 60;
/** Favourites come from the demo readers, so never more than there are of them. */
export const DEMO_FAVORITES_MAX = 200;

/** A shop price: …9 yuan (59, 249, 1299), mostly .00, sometimes .90 or .50. */
function shopPrice(random: Random, minYuan: number, maxYuan: number): number {
  const yuan = random.int(minYuan, maxYuan);
  const step = yuan >= 1000 ? 100 : 10;
  const nice = Math.max(minYuan, Math.round(yuan / step) * step - 1);
  const cents = random.chance(0.7) ? 0 : random.chance(0.65) ? 90 : 50;
  return nice * 100 + cents;
}

/** Brand, series and item ('优衣库 U 系列圆领T恤'), sometimes a colour. */
const productName = (brandName: string, series: string, item: string, colour: string | null) =>
  `${brandName} ${tidy(`${series}${item}`)}${colour ? ` ${colour}` : ''}`;

/**
 * Demo products one after another, reproducible: the same seed gives the same products in the same
 * order, and the first N of a longer run are the N of a shorter one.
 */
export function* demoProducts(seed: number): Generator<DemoProduct> {
  const random = new Random(seed);
  const flat = flattenDemoCategories();
  const bySlug = new Map(flat.map((c) => [c.category.slug, c]));
  const leaves = flat.filter((c) => c.category.goods && c.category.active);
  for (;;) {
    const home = random.pick(leaves);
    const goods = home.category.goods!;
    const parent = home.parentSlug ? bySlug.get(home.parentSlug)! : null;
    // Now and then filed under the parent, as an admin who did not bother to pick the leaf would.
    const categorySlug = parent && parent.level >= 1 && random.chance(0.1) ? parent.category.slug : home.category.slug;
    const text = { ...FAMILY_TEXT[goods.family], ...goods.text };
    const maker = random.pick(BRANDS[goods.brands]);
    const series = random.pick(maker.series);
    const item = random.pick(goods.items);
    const worn = WORN.includes(goods.family);
    const colour = worn && random.chance(0.4) ? random.pick(COLOURS) : null;
    const modelNumber = `${maker.code}-${random.int(2022, 2025)}-${String(random.int(1, 999)).padStart(3, '0')}`;
    const [feature, feature2, ...moreFeatures] = random.sample(text.features, 4);
    const material = random.pick(text.materials);
    const scene = random.pick(text.scenes);
    const slots: Record<string, string> = {
      item,
      brand: maker.name,
      feature: feature!,
      feature2: feature2!,
      material,
      scene,
    };
    const fill = (template: string) => tidy(template.replace(/\{(\w+)\}/g, (_, key: string) => slots[key] ?? ''));

    const blocks: string[] = [`${fill(random.pick(INTRO))}${fill(random.pick(SECOND))}`];
    blocks.push(
      '## 产品亮点',
      [feature, feature2, ...moreFeatures.slice(0, random.int(0, 2))].map((f) => `- ${f}`).join('\n'),
    );
    blocks.push(
      '## 规格参数',
      [
        `- **材质**：${material}`,
        `- **${text.sizeLabel}**：${random.pick(text.sizes)}`,
        `- **${text.careLabel}**：${random.pick(text.care)}`,
        ...(colour ? [`- **颜色**：${colour}`] : []),
      ].join('\n'),
    );
    const table = random.chance(0.6) ? text.table(random) : null;
    if (table) {
      blocks.push(
        `### ${table.heading}`,
        [
          `| ${table.header.join(' | ')} |`,
          `| ${table.header.map(() => '---').join(' | ')} |`,
          ...table.rows.map((r) => `| ${r.join(' | ')} |`),
        ].join('\n'),
      );
    }
    if (random.chance(0.6)) blocks.push('## 使用感受', fill(random.pick(REVIEW)));
    if (random.chance(0.3)) blocks.push(`> ${random.pick(worn ? [...TIPS, SIZE_TIP] : TIPS)}`);

    const priceFen = shopPrice(random, goods.price[0], goods.price[1]);
    const originalPriceFen = random.chance(0.4)
      ? Math.max(Math.ceil((priceFen * (1.15 + random.next() * 0.6)) / 10_000) * 10_000 - 100, priceFen + 2_000)
      : null;

    const mainImage = random.pick(kindImages(goods.kind));
    const gallery = [
      mainImage,
      ...(random.chance(0.6) ? kindImages(goods.kind).filter((n) => n !== mainImage) : []),
      ...random.sample(GENERAL_IMAGES, random.int(0, 3)),
    ].slice(0, 5);

    const roll = random.next();
    const status: ProductStatus = roll < 0.85 ? 'ACTIVE' : roll < 0.95 ? 'INACTIVE' : 'DRAFT';
    const age = Math.round(YEAR_MINUTES * Math.pow(random.next(), 1.2)) + 60;
    const views =
      status === 'DRAFT'
        ? 0
        : Math.min(200_000, Math.max(1, Math.round(Math.exp(5.5 + random.gauss()) * (0.4 + age / YEAR_MINUTES))));
    const clicks = Math.round(views * (0.02 + random.next() * 0.1));
    const favourites = Math.min(DEMO_FAVORITES_MAX, Math.round(views * (0.005 + random.next() * 0.04)));
    const name = productName(maker.name, series, item, colour);
    yield {
      name,
      slug: `${maker.slug}-${home.category.slug}-${modelNumber.toLowerCase()}`,
      categorySlug,
      priceFen,
      originalPriceFen,
      brand: maker.name,
      model: modelNumber,
      summary: fill('{material}，{feature}，适合{scene}。'),
      description: `${blocks.join('\n\n')}\n`,
      mainImage: imageUrl(mainImage),
      images: gallery.map(imageUrl),
      tags: random.sample(goods.tags, random.int(1, 3)),
      purchaseUrl: random.chance(0.95) ? `https://shop.example.com/item/${random.int(100_000, 9_999_999)}` : null,
      status,
      featured: random.chance(0.15),
      createdMinutesAgo: age,
      editedMinutesLater: random.chance(0.3) ? random.int(5, Math.min(age - 1, 30 * 24 * 60)) : 0,
      viewCount: views,
      clickCount: clicks,
      favoriteCount: favourites,
    };
  }
}

/** The first `count` demo products of a seed. */
export const makeDemoProducts = (seed: number, count: number): DemoProduct[] => take(demoProducts(seed), count);
