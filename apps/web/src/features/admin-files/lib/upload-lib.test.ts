import { describe, expect, it } from 'vitest';
import { formatFileSize } from '../../../shared/lib/file-size.ts';
import { createSpeedMeter, formatSpeed } from './speed-meter.ts';
import { longUploadHint, uploadTimeoutMs } from './upload-timing.ts';

const KB = 1024;
const MB = 1024 * KB;

describe('formatFileSize (spec 02 §9)', () => {
  it('shows KB under about 1 MB and MB with 2 decimals from there', () => {
    expect(formatFileSize(0)).toBe('0 KB');
    expect(formatFileSize(512)).toBe('0.5 KB');
    expect(formatFileSize(13)).toBe('0.01 KB');
    expect(formatFileSize(532.5 * KB)).toBe('532.5 KB');
    expect(formatFileSize(1023 * KB)).toBe('1023 KB');
    // 1023.96 KB would read '1024 KB': that is about 1 MB.
    expect(formatFileSize(1023.96 * KB)).toBe('1.00 MB');
    expect(formatFileSize(MB)).toBe('1.00 MB');
    expect(formatFileSize(1.255 * MB)).toBe('1.25 MB');
    expect(formatFileSize(200 * MB)).toBe('200.00 MB');
  });
});

describe('uploadTimeoutMs (spec 02 §9)', () => {
  it('gives 60 s, 120 s above 1 MB, 300 s above 10 MB and 600 s above 50 MB', () => {
    expect(uploadTimeoutMs(0)).toBe(60_000);
    expect(uploadTimeoutMs(MB)).toBe(60_000);
    expect(uploadTimeoutMs(MB + 1)).toBe(120_000);
    expect(uploadTimeoutMs(10 * MB)).toBe(120_000);
    expect(uploadTimeoutMs(10 * MB + 1)).toBe(300_000);
    expect(uploadTimeoutMs(50 * MB)).toBe(300_000);
    expect(uploadTimeoutMs(50 * MB + 1)).toBe(600_000);
    expect(uploadTimeoutMs(2000 * MB)).toBe(600_000);
  });
});

describe('longUploadHint (spec 02 §8: 10 seconds a MB)', () => {
  it('says nothing up to 30 seconds', () => {
    expect(longUploadHint(0)).toBeNull();
    expect(longUploadHint(3 * MB)).toBeNull();
  });
  it('asks to wait, in seconds, above 30 and up to 60 seconds', () => {
    expect(longUploadHint(3 * MB + KB)).toBe('文件较大，预计需要约 31 秒，请耐心等待');
    expect(longUploadHint(6 * MB)).toBe('文件较大，预计需要约 60 秒，请耐心等待');
  });
  it('gives minutes above 60 seconds', () => {
    expect(longUploadHint(6 * MB + KB)).toBe('文件较大，预计需要约 2 分钟，请耐心等待');
    expect(longUploadHint(30 * MB)).toBe('文件较大，预计需要约 5 分钟，请耐心等待');
  });
});

describe('the upload speed (spec 02 §4: refreshed at most once a second)', () => {
  it('keeps what is shown for progress within a second, then gives the average since the last reading', () => {
    const meter = createSpeedMeter(10_000);
    expect(meter.read(100 * KB, 10_200)).toBeNull();
    expect(meter.read(400 * KB, 10_999)).toBeNull();
    expect(meter.read(512 * KB, 11_000)).toBe('512 KB/s');
    expect(meter.read(1024 * KB, 11_500)).toBeNull();
    expect(meter.read(512 * KB + 4 * MB, 13_000)).toBe('2.0 MB/s');
  });
  it('writes KB/s below 1 MB/s and MB/s with one decimal above', () => {
    expect(formatSpeed(0)).toBe('0 KB/s');
    expect(formatSpeed(1023 * KB)).toBe('1023 KB/s');
    expect(formatSpeed(1.84 * MB)).toBe('1.8 MB/s');
  });
});
