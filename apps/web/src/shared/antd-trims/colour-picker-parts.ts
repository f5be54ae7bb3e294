import { FastColor } from '@ant-design/fast-color';

/**
 * What Button's and Tag's style tokens take from antd's colour picker, built in instead of it by
 * `antd-trims.ts`: both compute `isBright(new AggregationColor(token.colorBgSolid), '#fff')`, for
 * which they import the picker's colour class and its presets' `isBright`, modules that bring the
 * Collapse component and @rc-component/color-picker into every page. The same computations on
 * @ant-design/fast-color (which antd's own classes extend); `antd-trims.test.ts` compares them.
 */

/** antd's AggregationColor (color-picker/color.js) as far as `isBright` reads it. */
export class AggregationColor {
  private readonly colour: FastColor;

  constructor(colour: string) {
    this.colour = new FastColor(colour);
  }

  toRgb() {
    return this.colour.toRgb();
  }

  toRgbString() {
    return this.colour.toRgbString();
  }
}

/** antd's `isBright` (color-picker/components/ColorPresets.js). */
export function isBright(value: AggregationColor, background: string): boolean {
  const { r, g, b, a } = value.toRgb();
  // A translucent colour is judged on the background it is drawn on (dark mode).
  if (a <= 0.5) return new FastColor(value.toRgbString()).onBackground(background).toHsv().v > 0.5;
  return r * 0.299 + g * 0.587 + b * 0.114 > 192;
}
