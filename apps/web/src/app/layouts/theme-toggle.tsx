import moon from 'icon-mask:MoonOutlined';
import sun from 'icon-mask:SunOutlined';
import { useTheme } from '../../shared/theme/theme-context.tsx';
import { HoverTip } from '../../shared/ui/hover-tip.tsx';
import { MaskIcon } from '../../shared/ui/mask-icon.tsx';
import { PlainButton } from '../../shared/ui/plain-button.tsx';

export function ThemeToggle() {
  const mode = useTheme((s) => s.mode);
  const toggle = useTheme((s) => s.toggleMode);
  const label = mode === 'dark' ? '切换到亮色模式' : '切换到暗色模式';
  return (
    <HoverTip tip={label}>
      <PlainButton
        shape="circle"
        aria-label={label}
        icon={<MaskIcon icon={mode === 'dark' ? sun : moon} />}
        onClick={toggle}
      />
    </HoverTip>
  );
}
