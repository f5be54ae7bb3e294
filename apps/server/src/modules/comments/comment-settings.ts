import { commentSettingsSchema, DEFAULT_COMMENT_SETTINGS, type CommentSettings } from '@app/contract';
import { nowIso } from '../../platform/db/database.ts';
import type { CommentsRepository } from './comments.repository.ts';
import { WordMatcher } from './word-matcher.ts';

/** The settings with their word lists compiled once. */
export interface ActiveCommentSettings {
  settings: CommentSettings;
  reviewWords: WordMatcher;
  spamWords: WordMatcher;
}

/**
 * The moderation settings, read from the database on each post (another server process may have
 * saved new ones) and compiled only when they changed.
 */
export class CommentSettingsStore {
  private compiled: (ActiveCommentSettings & { raw: string | undefined }) | undefined;

  constructor(private readonly repo: CommentsRepository) {}

  async active(): Promise<ActiveCommentSettings> {
    const raw = await this.repo.settingsValue();
    if (this.compiled && this.compiled.raw === raw) return this.compiled;
    const settings = parse(raw);
    this.compiled = {
      raw,
      settings,
      reviewWords: new WordMatcher(settings.reviewWords),
      spamWords: new WordMatcher(settings.spamWords),
    };
    return this.compiled;
  }

  async get(): Promise<CommentSettings> {
    return (await this.active()).settings;
  }

  async save(settings: CommentSettings): Promise<CommentSettings> {
    const unique = (words: string[]) => [...new Set(words)];
    const stored = { ...settings, reviewWords: unique(settings.reviewWords), spamWords: unique(settings.spamWords) };
    await this.repo.saveSettings(JSON.stringify(stored), nowIso());
    return this.get();
  }
}

/** Stored settings over the defaults; a field a later version added takes its default. */
function parse(raw: string | undefined): CommentSettings {
  if (raw === undefined) return DEFAULT_COMMENT_SETTINGS;
  try {
    const parsed = commentSettingsSchema.safeParse({ ...DEFAULT_COMMENT_SETTINGS, ...JSON.parse(raw) });
    return parsed.success ? parsed.data : DEFAULT_COMMENT_SETTINGS;
  } catch {
    return DEFAULT_COMMENT_SETTINGS;
  }
}
