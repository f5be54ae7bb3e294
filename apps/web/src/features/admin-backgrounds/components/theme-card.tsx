import { useState } from 'react';
import { Button, Card, Popconfirm, Typography } from 'antd';
import type { SiteAppearance } from '@app/contract';
import { useApi } from '../../../shared/api/api-context.tsx';
import { errorText } from '../../../shared/api/api-error.ts';
import { saveTheme } from '../api.ts';
import { ColourSwatches } from './colour-swatches.tsx';
import { useFeedback } from '../../../shared/ui/feedback.tsx';

/** The site's colour theme now, and the way back to the default colours. */
export function ThemeCard({
  appearance,
  onSaved,
}: {
  appearance: SiteAppearance;
  onSaved: (appearance: SiteAppearance) => void;
}) {
  const api = useApi();
  const { message } = useFeedback();
  const [saving, setSaving] = useState(false);
  const reset = async () => {
    setSaving(true);
    try {
      onSaved(await saveTheme(api, null));
      message.success('已恢复默认主题色');
    } catch (e) {
      message.error(errorText(e, '操作失败'));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Card
      title="主题色"
      extra={
        appearance.customTheme && (
          <Popconfirm title="恢复默认主题色？" okText="恢复" cancelText="取消" onConfirm={reset}>
            <Button loading={saving}>恢复默认</Button>
          </Popconfirm>
        )
      }
    >
      <ColourSwatches theme={appearance.theme} fromImage={appearance.customTheme} />
      <Typography.Paragraph type="secondary" className="abg-hint">
        {appearance.customTheme
          ? '主题色取自背景图片，全站按钮、链接等使用主色；过浅的主色在链接上会自动加深以保证可读。'
          : '正在使用默认主题色。在下方的背景图片上点“用作主题色”即可从图片中提取配色。'}
      </Typography.Paragraph>
    </Card>
  );
}
