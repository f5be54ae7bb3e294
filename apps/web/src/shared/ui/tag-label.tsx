import { Tag } from 'antd';
import '@fortawesome/fontawesome-free/css/all.min.css';

/** A tag as readers and admins see it: its colour, and its Font Awesome icon when it has one. */
export function TagLabel({ name, color, icon }: { name: string; color: string; icon?: string | null }) {
  return (
    <Tag color={color} style={{ marginInlineEnd: 0 }}>
      {icon && <i className={icon} aria-hidden style={{ marginInlineEnd: 6 }} />}
      {name}
    </Tag>
  );
}
