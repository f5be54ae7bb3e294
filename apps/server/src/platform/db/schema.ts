import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type {
  Role,
  UserStatus,
  CodePurpose,
  FriendLinkCategory,
  FriendLinkStatus,
  NotificationKind,
  SubscriptionStatus,
  SubscriptionType,
} from '@app/contract';

/**
 * Column types as both dialects return them: booleans arrive as 0/1 on SQLite and true/false on
 * PostgreSQL (read them with `Boolean()`); timestamps arrive as ISO strings on both (the pg pool
 * parses timestamptz to ISO text, see database.ts).
 */
type Bool = boolean | number;

export interface UsersTable {
  id: Generated<number>;
  username: string;
  display_name: string;
  email: string;
  password_hash: string;
  avatar_url: string | null;
  role: Role;
  status: UserStatus;
  is_approved: Bool;
  created_at: string;
  updated_at: string;
}

export interface SessionsTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  created_at: string;
  expires_at: string;
  last_used_at: string;
  revoked_at: string | null;
  user_agent: string | null;
  ip: string | null;
}

export interface VerificationCodesTable {
  id: Generated<number>;
  purpose: CodePurpose;
  email: string;
  /** What the code is bound to beyond the e-mail, e.g. `user:3` or `product:12`; '' when nothing. */
  subject: string;
  code_hash: string;
  attempts: number;
  created_at: string;
  expires_at: string;
  verified_at: string | null;
  consumed_at: string | null;
}

export interface RateLimitCountersTable {
  key: string;
  count: number;
  window_ends_at: string;
  last_hit_at: string;
}

export interface SiteSettingsTable {
  key: string;
  value: string;
}

export interface PageTypesTable {
  id: Generated<number>;
  code: string;
  name: string;
  /** Comma-separated path patterns: `/articles/:slug`, `/user/*`. */
  path_patterns: string;
  priority: number;
  builtin: Bool;
  created_at: string;
}

export interface PageTitlesTable {
  page_type: string;
  template: string;
  updated_at: string;
}

export interface ErrorReportsTable {
  id: Generated<number>;
  message: string;
  stack: string | null;
  component_stack: string | null;
  url: string | null;
  user_agent: string | null;
  user_id: number | null;
  ip: string | null;
  reported_at: string | null;
  created_at: string;
}

export interface TagsTable {
  id: Generated<number>;
  /** Unique with case ignored (index tags_name_folded on lower(name)). */
  name: string;
  slug: string;
  description: string | null;
  color: string;
  icon: string | null;
  featured: Bool;
  created_at: string;
  updated_at: string;
}

export type ArticleStatus = 'DRAFT' | 'PUBLISHED';

export interface ArticlesTable {
  id: Generated<number>;
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  reading_minutes: number;
  cover_image: string | null;
  status: ArticleStatus;
  published_at: string | null;
  allow_comments: Bool;
  seo_title: string | null;
  seo_description: string | null;
  view_count: number;
  like_count: number;
  comment_count: Generated<number>;
  /** When readers were told of it (USER_NEW_ARTICLE): set once, in the transaction that queues the news. */
  announced_at: Generated<string | null>;
  author_id: number | null;
  created_at: string;
  updated_at: string;
}

export interface ArticleTagsTable {
  article_id: number;
  tag_id: number;
}

/** Article views per site day (YYYY-MM-DD, UTC+8), added to as each view is counted. */
export interface ArticleDailyViewsTable {
  day: string;
  views: number;
}

/** A Markdown document as rendered for readers, by the digest of its text and the renderer's version. */
export interface RenderedMarkdownTable {
  digest: string;
  /** The rendering as JSON (html, headings, text, bodyText). */
  rendering: string;
  /** The UTC day (YYYY-MM-DD) it was last read, at most a day late. */
  used_on: string;
}

export interface ArticleLikesTable {
  user_id: number;
  article_id: number;
  created_at: string;
}

export interface ArticleSnapshotsTable {
  id: Generated<number>;
  article_id: number;
  version_number: number;
  snapshot_type: 'AUTO' | 'MANUAL' | 'DRAFT_SAVE' | 'STATUS_CHANGE';
  /** The administrator's description of this version (migration 009). */
  note: string | null;
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  cover_image: string | null;
  status: ArticleStatus;
  tags: string;
  seo_title: string | null;
  seo_description: string | null;
  created_by: number | null;
  created_at: string;
}

export interface PagesTable {
  id: Generated<number>;
  title: string;
  slug: string;
  content: string;
  status: ArticleStatus;
  sort_order: number;
  show_in_list: Bool;
  created_at: string;
  updated_at: string;
}

export interface ProductCategoriesTable {
  id: Generated<number>;
  /** Unique among its siblings with case ignored (index on coalesce(parent_id, 0), lower(name)). */
  name: string;
  parent_id: number | null;
  slug: string;
  description: string | null;
  icon: string | null;
  cover_image: string | null;
  sort_order: number;
  active: Bool;
  featured: Bool;
  show_in_menu: Bool;
  created_at: string;
  updated_at: string;
}

export type ProductStatus = 'ACTIVE' | 'INACTIVE' | 'DRAFT';

export interface ProductsTable {
  id: Generated<number>;
  name: string;
  slug: string;
  category_id: number;
  /** Integer fen (bigint: a number on both dialects, see database.ts). */
  price_fen: number;
  original_price_fen: number | null;
  brand: string | null;
  model: string | null;
  summary: string | null;
  description: string;
  main_image: string | null;
  /** JSON array of addresses. */
  images: string;
  purchase_url: string | null;
  status: ProductStatus;
  featured: Bool;
  seo_title: string | null;
  seo_description: string | null;
  view_count: number;
  click_count: number;
  favorite_count: number;
  /** When it first went on sale and readers were told (USER_NEW_PRODUCT). */
  announced_at: Generated<string | null>;
  created_by: number | null;
  created_at: string;
  updated_at: string;
}

export interface ProductTagsTable {
  product_id: number;
  tag_id: number;
}

export interface ProductFavoritesTable {
  user_id: number;
  product_id: number;
  created_at: string;
}

export interface ProductSnapshotsTable {
  id: Generated<number>;
  product_id: number;
  version_number: number;
  snapshot_type: 'AUTO' | 'MANUAL' | 'DRAFT_SAVE' | 'STATUS_CHANGE';
  /** The administrator's description of this version (migration 009). */
  note: string | null;
  name: string;
  slug: string;
  category_id: number | null;
  category_name: string | null;
  price_fen: number;
  original_price_fen: number | null;
  brand: string | null;
  model: string | null;
  summary: string | null;
  description: string;
  main_image: string | null;
  images: string;
  tags: string;
  purchase_url: string | null;
  status: ProductStatus;
  featured: Bool;
  seo_title: string | null;
  seo_description: string | null;
  created_by: number | null;
  created_at: string;
}

export type SearchKind = 'ARTICLE' | 'PRODUCT';

/**
 * One indexed article or product; its words live in `search_articles_fts` / `search_products_fts`
 * (SQLite, visible documents only) or the `tsv` and `head_tsv` columns (PostgreSQL).
 */
export interface SearchDocumentsTable {
  id: Generated<number>;
  kind: SearchKind;
  ref_id: number;
  visible: Bool;
  published_at: string | null;
}

export type CommentStatus = 'PENDING' | 'APPROVED' | 'REJECTED' | 'SPAM' | 'DELETED';

export interface CommentsTable {
  id: Generated<number>;
  article_id: number;
  user_id: number;
  /** The top-level comment a reply sits under (one level deep); null for a top-level comment. */
  parent_id: number | null;
  /** The comment answered (a reply may answer another reply of the same thread). */
  reply_to_id: number | null;
  reply_to_user_id: number | null;
  content: string;
  status: CommentStatus;
  ip: string | null;
  created_at: string;
  updated_at: string;
}

/** One row (id 1): the moderation settings as JSON (the contract's CommentSettings). */
export interface CommentSettingsTable {
  id: number;
  value: string;
  updated_at: string;
}

export interface FriendLinksTable {
  id: Generated<number>;
  site_name: string;
  site_url: string;
  /** The site without scheme, `www.` or trailing slash; unique, so one site has one link. */
  site_key: string;
  description: string | null;
  avatar_url: string | null;
  owner_name: string | null;
  owner_email: string | null;
  category: FriendLinkCategory;
  reciprocal: Bool;
  status: FriendLinkStatus;
  sort_order: number;
  click_count: Generated<number>;
  admin_note: string | null;
  created_at: string;
  updated_at: string;
}

/** One row (id 1): the application rules shown on /friends. */
export interface FriendLinkSettingsTable {
  id: number;
  rules: string;
  updated_at: string;
}

export interface SocialLinksTable {
  id: Generated<number>;
  /** A code of the contract's platform catalogue (read as CUSTOM should a code ever leave it). */
  platform: string;
  title: string;
  url: string;
  description: string | null;
  group_name: string;
  active: Bool;
  sort_order: number;
  open_in_new_tab: Bool;
  featured: Bool;
  custom_icon: string | null;
  custom_color: string | null;
  click_count: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  verification_codes: VerificationCodesTable;
  rate_limit_counters: RateLimitCountersTable;
  site_settings: SiteSettingsTable;
  page_types: PageTypesTable;
  page_titles: PageTitlesTable;
  error_reports: ErrorReportsTable;
  tags: TagsTable;
  articles: ArticlesTable;
  article_tags: ArticleTagsTable;
  article_likes: ArticleLikesTable;
  article_daily_views: ArticleDailyViewsTable;
  rendered_markdown: RenderedMarkdownTable;
  article_snapshots: ArticleSnapshotsTable;
  pages: PagesTable;
  product_categories: ProductCategoriesTable;
  products: ProductsTable;
  product_tags: ProductTagsTable;
  product_favorites: ProductFavoritesTable;
  product_snapshots: ProductSnapshotsTable;
  search_documents: SearchDocumentsTable;
  comments: CommentsTable;
  comment_settings: CommentSettingsTable;
  friend_links: FriendLinksTable;
  friend_link_settings: FriendLinkSettingsTable;
  social_links: SocialLinksTable;
  jobs: JobsTable;
  redirects: RedirectsTable;
  subscriptions: SubscriptionsTable;
  notifications: NotificationsTable;
  notification_deliveries: NotificationDeliveriesTable;
  storage_buckets: StorageBucketsTable;
}

/** Old public addresses that answer 301 while they find nothing (migration 016: the starter pages). */
export interface RedirectsTable {
  from_path: string;
  to_path: string;
  created_at: string;
}

export interface JobsTable {
  id: Generated<number>;
  kind: string;
  /** JSON. */
  payload: string;
  status: 'QUEUED' | 'DONE' | 'FAILED';
  attempts: Generated<number>;
  max_attempts: number;
  run_at: string;
  locked_until: string | null;
  locked_by: string | null;
  last_error: string | null;
  created_at: string;
  updated_at: string;
}
export type JobRow = Selectable<JobsTable>;

export interface SubscriptionsTable {
  id: Generated<number>;
  email: string;
  subscription_type: SubscriptionType;
  status: SubscriptionStatus;
  subscriber_name: string | null;
  user_id: number | null;
  last_notification_at: string | null;
  notification_count: Generated<number>;
  created_at: string;
  updated_at: string;
}
export type SubscriptionRow = Selectable<SubscriptionsTable>;

export interface NotificationsTable {
  id: Generated<number>;
  kind: NotificationKind;
  event_key: string;
  subject: string;
  /** JSON array of subscription types. */
  audience: string;
  /** JSON: the mail's content. */
  content: string;
  total: number;
  created_by: number | null;
  created_at: string;
}
export type NotificationRow = Selectable<NotificationsTable>;

export type DeliveryStatus = 'QUEUED' | 'SENT' | 'FAILED' | 'SKIPPED';
export interface NotificationDeliveriesTable {
  id: Generated<number>;
  notification_id: number;
  subscription_id: number | null;
  email: string;
  subscription_type: SubscriptionType;
  status: DeliveryStatus;
  attempts: Generated<number>;
  last_error: string | null;
  sent_at: string | null;
  updated_at: string;
}
export type DeliveryRow = Selectable<NotificationDeliveriesTable>;

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type SessionRow = Selectable<SessionsTable>;
export type VerificationCodeRow = Selectable<VerificationCodesTable>;
export type PageTypeRow = Selectable<PageTypesTable>;

export type TagRow = Selectable<TagsTable>;
export type ArticleRow = Selectable<ArticlesTable>;
export type ProductCategoryRow = Selectable<ProductCategoriesTable>;
export type ProductRow = Selectable<ProductsTable>;
export type ProductSnapshotRow = Selectable<ProductSnapshotsTable>;
export type CommentRow = Selectable<CommentsTable>;
export type FriendLinkRow = Selectable<FriendLinksTable>;
export type SocialLinkRow = Selectable<SocialLinksTable>;

/** A bucket an administrator created in the file manager (the site's own buckets are not listed here). */
export interface StorageBucketsTable {
  name: string;
  created_at: string;
}
