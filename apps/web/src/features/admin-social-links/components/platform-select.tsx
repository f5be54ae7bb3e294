import { Select } from 'antd';
import { PLATFORM_CODES, PLATFORMS, type PlatformCode, type PlatformOption } from '@app/contract';
import { SocialIconView } from '../../social-links/index.ts';

/**
 * The platform picker: each platform's mark and name, searchable by name or code. The names come
 * from the contract, so the picker works before (or without) the catalogue's drawn marks.
 */
export function PlatformSelect({
  id,
  value,
  onChange,
  platforms,
}: {
  id?: string;
  value?: PlatformCode;
  onChange?: (value: PlatformCode) => void;
  platforms: PlatformOption[] | undefined;
}) {
  const drawn = new Map(platforms?.map((p) => [p.code, p]));
  const options = PLATFORM_CODES.map((code) => {
    const { name, color } = PLATFORMS[code];
    const icon = drawn.get(code)?.icon;
    return {
      value: code,
      search: `${name} ${code}`,
      label: (
        <span className="asl-platform-option">
          {icon ? (
            <SocialIconView icon={icon} color={color} size={16} />
          ) : (
            <span className="asl-platform-dot" style={{ background: color }} />
          )}
          <span>{name}</span>
        </span>
      ),
    };
  });
  return (
    <Select
      id={id}
      value={value}
      onChange={onChange}
      options={options}
      showSearch={{ optionFilterProp: 'search' }}
      placeholder="选择平台（可搜索）"
      notFoundContent="没有这个平台"
      virtual={false}
    />
  );
}
