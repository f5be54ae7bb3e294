import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AggregationColor as AntdColour } from 'antd/lib/color-picker/color';
import { isBright as antdIsBright } from 'antd/lib/color-picker/components/ColorPresets';
import { ANTD_TRIMS } from '../../../antd-trims.ts';
import { AggregationColor, isBright } from './colour-picker-parts.ts';
import UniqueProvider from './unique-provider.tsx';
import MotionWrapper from './motion-wrapper.tsx';
import { merge as mergeAnew } from '@rc-component/util';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import { merge } from './remembered-merge.ts';

const require = createRequire(import.meta.url);

describe('what the build puts in place of parts of antd (antd-trims.ts)', () => {
  it('replaces imports that antd still makes: each named source is imported by each named file', () => {
    for (const trim of ANTD_TRIMS)
      for (const importer of trim.importers)
        expect(readFileSync(require.resolve(importer), 'utf8'), importer).toContain(`from '${trim.source}'`);
  });

  it("computes isBright as antd's colour picker does, opaque and translucent, on light and dark backgrounds", () => {
    const colours = [
      '#000000',
      '#ffffff',
      '#667eea',
      '#ffd666',
      '#13c2c2',
      'rgb(0, 0, 0)',
      'rgba(255, 255, 255, 0.95)',
      'rgba(255, 255, 255, 0.3)',
      'rgba(0, 0, 0, 0.45)',
      'rgba(102, 126, 234, 0.5)',
    ];
    const cases = colours.flatMap((colour) => ['#fff', '#141414', '#000'].map((background) => [colour, background]));
    const ours = cases.map(([colour, background]) => isBright(new AggregationColor(colour!), background!));
    const antds = cases.map(([colour, background]) => antdIsBright(new AntdColour(colour!), background!));
    expect(ours).toEqual(antds);
    // Both answers occur: the comparison is not of two constant functions.
    expect(new Set(ours)).toEqual(new Set([true, false]));
  });

  // antd's tooltip UniqueProvider without the `tooltip.unique` option, and ConfigProvider's
  // MotionWrapper with animations on, draw what they wrap and nothing more.
  it.each([
    ['UniqueProvider', UniqueProvider],
    ['MotionWrapper', MotionWrapper],
  ])('stands in for antd’s %s by drawing what it wraps', (_name, StandIn) => {
    render(
      <StandIn>
        <button type="button">目录</button>
      </StandIn>,
    );
    expect(screen.getByRole('button', { name: '目录' })).toBeInTheDocument();
  });

  it("merges ConfigProvider's form messages as rc-util does, and keeps the result for the same messages", () => {
    const english = enUS.Form!.defaultValidateMessages!;
    const chinese = zhCN.Form!.defaultValidateMessages!;
    // ConfigProvider's call: antd's default messages, the locale's, then two empty settings.
    const merged = merge(english, chinese, {}, {});
    expect(merged).toEqual(mergeAnew(english, chinese, {}, {}));
    expect(merged.required).toBe(chinese.required);
    expect(merge(english, chinese, {}, {})).toBe(merged);
    // Other messages are another result, merged as rc-util merges them.
    const own = { required: '请填写 ${label}' };
    const withOwn = merge(english, chinese, own, {});
    expect(withOwn).not.toBe(merged);
    expect(withOwn).toEqual(mergeAnew(english, chinese, own, {}));
    expect(merge(english, {}, {}, {})).toEqual(mergeAnew(english, {}, {}, {}));
    expect(merge(english, {}, {}, {})).not.toBe(merged);
  });
});
