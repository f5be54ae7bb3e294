import fs from 'node:fs';
import path from 'node:path';
import { newSecret } from './secrets.ts';

/** Shorter keys are refused: the key stands between a stolen database and every code in it. */
export const MIN_SECRET_LENGTH = 32;

/**
 * The site's own key (it keys the verification-code hashes and the unsubscribe links), kept out
 * of the database so that a copy of the database alone reverses no code: `APP_SECRET` when set
 * (several servers must share one key), else `DATA_DIR/secret.key`, made on first use, readable by
 * the server's user only. Read once, then kept in memory.
 */
export class AppSecret {
  private key: string | undefined;

  constructor(
    private readonly options: {
      configured: string | undefined;
      file: string;
      log: { warn(details: object, message: string): void };
    },
  ) {}

  /** The key; the file is read, or made, on the first call. */
  value(): string {
    this.key ??= this.options.configured ?? this.valid(this.stored()) ?? this.create(newSecret());
    return this.key;
  }

  /**
   * Takes over the key an older release kept in the database: the mailed unsubscribe links of the
   * subscriptions in that database carry it, so it goes to the file (replacing one made since, say
   * on a fresh install before an old database was restored) and is the key from now on, unless
   * APP_SECRET names another.
   */
  adopt(legacy: string): void {
    const { configured, file, log } = this.options;
    const stored = this.stored();
    if (stored !== legacy) {
      this.replace(legacy);
      if (stored !== undefined) log.warn({ file }, 'the key found in the database replaced the key file');
    }
    if (configured !== undefined && configured !== legacy)
      log.warn(
        { file },
        'APP_SECRET differs from the key found in the database (now in the key file): links mailed before it was set no longer work',
      );
    this.key = configured ?? legacy;
  }

  private stored(): string | undefined {
    try {
      return fs.readFileSync(this.options.file, 'utf8').trim();
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }

  /** A damaged file stops the start: a new key would silently break every code and link in flight. */
  private valid(key: string | undefined): string | undefined {
    if (key !== undefined && key.length < MIN_SECRET_LENGTH)
      throw new Error(
        `${this.options.file} 中的密钥无效（至少 ${MIN_SECRET_LENGTH} 个字符）：请恢复该文件，或设置 APP_SECRET`,
      );
    return key;
  }

  /**
   * A new key, linked into place: the link fails when another process on this DATA_DIR got there
   * first, whose key is then read and used, so they all end up with one key.
   */
  private create(key: string): string {
    const draft = this.draft(key);
    try {
      fs.linkSync(draft, this.options.file);
      return key;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      return this.valid(this.stored())!;
    } finally {
      fs.rmSync(draft, { force: true });
    }
  }

  /** The key renamed into place over any file there: no process ever reads a half-written key. */
  private replace(key: string): void {
    fs.renameSync(this.draft(key), this.options.file);
  }

  /** The key in a file of its own next to the final one, readable by the server's user only (0600). */
  private draft(key: string): string {
    fs.mkdirSync(path.dirname(this.options.file), { recursive: true });
    const draft = `${this.options.file}.${process.pid}.${newSecret().slice(0, 8)}.tmp`;
    fs.writeFileSync(draft, `${key}\n`, { mode: 0o600, flag: 'wx' });
    return draft;
  }
}
