import { useState } from 'react';
import { Button, Card, Form, Select, Slider, Typography } from 'antd';
import {
  BACKGROUND_AREA_LABELS,
  BACKGROUND_AREAS,
  BACKGROUND_LIMITS,
  type AreaBackground,
  type BackgroundArea,
  type SiteAppearance,
} from '@app/contract';
import { useApi } from '../../../shared/api/api-context.tsx';
import { errorText } from '../../../shared/api/api-error.ts';
import { overlayAlpha, textContrast } from '../../../shared/theme/background-overlay.ts';
import type { ThemeMode } from '../../../shared/theme/theme-store.ts';
import { saveBackgrounds } from '../api.ts';
import { useFeedback } from '../../../shared/ui/feedback.tsx';

const DEFAULT_OPACITY = 0.3;
const MODES: [ThemeMode, string][] = [
  ['light', '浅色模式'],
  ['dark', '深色模式'],
];

/** How body text reads over this background, per mode, and the overlay the site adds when it would not. */
function ContrastNote({ colours, opacity }: { colours: string[]; opacity: number }) {
  return (
    <Typography.Text type="secondary" className="abg-contrast">
      {MODES.map(([mode, label]) => {
        const ratio = textContrast(colours, opacity, mode);
        const overlay = overlayAlpha(colours, opacity, mode);
        return (
          <span key={mode}>
            {label}：文字对比度 {ratio.toFixed(1)}:1
            {overlay > 0 ? `，低于 4.5:1，将自动添加 ${Math.round(overlay * 100)}% 遮罩` : '，清晰可读'}
          </span>
        );
      })}
    </Typography.Text>
  );
}

/** Each public area's background (or none) with its opacity and blur, saved together. */
export function AreaBackgrounds({
  appearance,
  onSaved,
}: {
  appearance: SiteAppearance;
  onSaved: (appearance: SiteAppearance) => void;
}) {
  const api = useApi();
  const { message } = useFeedback();
  const { images } = appearance.backgrounds;
  const [areas, setAreas] = useState(appearance.backgrounds.areas);
  const [saving, setSaving] = useState(false);

  const change = (area: BackgroundArea, next: Partial<AreaBackground> | null) =>
    setAreas((current) => {
      const was = current[area];
      if (next === null) return { ...current, [area]: null };
      return {
        ...current,
        [area]: {
          url: next.url ?? was?.url ?? '',
          opacity: was?.opacity ?? DEFAULT_OPACITY,
          blur: was?.blur ?? 0,
          ...next,
        },
      };
    });

  const save = async () => {
    setSaving(true);
    try {
      const saved = await saveBackgrounds(api, { images, areas });
      setAreas(saved.backgrounds.areas);
      onSaved(saved);
      message.success('背景设置已保存');
    } catch (e) {
      message.error(errorText(e, '保存失败'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card
      title="各区域背景"
      extra={
        <Button type="primary" loading={saving} onClick={() => void save()}>
          保存背景设置
        </Button>
      }
    >
      <Form layout="vertical" className="abg-areas">
        {BACKGROUND_AREAS.map((area) => {
          const chosen = areas[area];
          const image = chosen ? images.find((i) => i.url === chosen.url) : undefined;
          return (
            <fieldset key={area} className="abg-area">
              <legend>{BACKGROUND_AREA_LABELS[area]}</legend>
              <Form.Item label="背景图片">
                <Select
                  aria-label={`${BACKGROUND_AREA_LABELS[area]}背景图片`}
                  value={chosen?.url ?? ''}
                  onChange={(url: string) => change(area, url ? { url } : null)}
                  options={[
                    { value: '', label: '无背景' },
                    ...images.map((i, n) => ({
                      value: i.url,
                      label: (
                        <span className="abg-option">
                          <img src={i.url} alt="" className="abg-option-thumb" />
                          背景 {n + 1}
                        </span>
                      ),
                    })),
                  ]}
                />
              </Form.Item>
              {chosen && (
                <>
                  <Form.Item label={`不透明度 ${Math.round(chosen.opacity * 100)}%`}>
                    <Slider
                      ariaLabelForHandle={`${BACKGROUND_AREA_LABELS[area]}不透明度`}
                      min={BACKGROUND_LIMITS.minOpacity}
                      max={BACKGROUND_LIMITS.maxOpacity}
                      step={0.05}
                      value={chosen.opacity}
                      onChange={(opacity: number) => change(area, { opacity })}
                    />
                  </Form.Item>
                  <Form.Item label={`模糊 ${chosen.blur}px`}>
                    <Slider
                      ariaLabelForHandle={`${BACKGROUND_AREA_LABELS[area]}模糊`}
                      min={0}
                      max={BACKGROUND_LIMITS.maxBlur}
                      value={chosen.blur}
                      onChange={(blur: number) => change(area, { blur })}
                    />
                  </Form.Item>
                  {image && <ContrastNote colours={[image.average, ...image.palette]} opacity={chosen.opacity} />}
                </>
              )}
            </fieldset>
          );
        })}
      </Form>
    </Card>
  );
}
